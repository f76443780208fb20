import { useLingui } from '@lingui/react';
import { type InboxKind, type InboxStatus, inboxStatuses } from '@soccer/contracts';
import Form from 'react-bootstrap/Form';
import { useToast } from '../../../components/toast/toast-provider';
import { errorMessage } from '../../../lib/error-reporting';
import { validationText } from '../../../lib/i18n/form-texts';
import { useSetInboxStatus } from '../api/set-inbox-status';

/** Where one message or inquiry stands, changed on the spot (the server audits it). */
export function InboxStatusSelect({
  kind,
  id,
  status,
  label,
}: {
  kind: InboxKind;
  id: number;
  status: InboxStatus;
  /** The select's accessible name, naming the row (e.g. 'Status of the message from Pat Parker'). */
  label: string;
}) {
  const { _ } = useLingui();
  const save = useSetInboxStatus(kind);
  const { toast } = useToast();
  const change = async (next: InboxStatus) => {
    try {
      const result = await save.mutateAsync({ id, status: next });
      if (!result.ok)
        toast(_('staff.inbox.statusFailed', { message: validationText(result.message) }), 'danger');
    } catch (error) {
      toast(_('staff.inbox.statusFailed', { message: errorMessage(error) }), 'danger');
    }
  };
  return (
    <Form.Select
      size="sm"
      className={`inbox-status is-${status}`}
      aria-label={label}
      value={status}
      disabled={save.isPending}
      onClick={(event) => event.stopPropagation()}
      onChange={(event) => void change(event.target.value as InboxStatus)}
    >
      {inboxStatuses.map((s) => (
        <option key={s} value={s}>
          {_(`staff.inbox.status.${s}`)}
        </option>
      ))}
    </Form.Select>
  );
}
