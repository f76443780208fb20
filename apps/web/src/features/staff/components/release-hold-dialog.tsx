import { Trans, useLingui } from '@lingui/react';
import type { FormEvent } from 'react';
import { useServerSubmit } from '../../../components/form/use-server-submit';
import { useToast } from '../../../components/toast/toast-provider';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { validationText } from '../../../lib/i18n/form-texts';
import { localInstant } from '../../../lib/i18n/instants';
import { useReleaseCampHold } from '../api/release-camp-hold';

export interface HoldTarget {
  id: number;
  /** The player's name (shown as text). */
  name: string;
  holdExpiresAt: string | null;
}

/** Asks before ending an unpaid camp hold early, so its seat goes to someone else. */
export function ReleaseHoldDialog({ target, onClose }: { target: HoldTarget | null; onClose: () => void }) {
  const { _ } = useLingui();
  const { toast } = useToast();
  const release = useReleaseCampHold();
  const { submit } = useServerSubmit({
    send: (id: number) => release.mutateAsync(id),
    onSaved: () => {
      toast(_('staff.hold.released', { name: target?.name }), 'success');
      onClose();
    },
    onFailed: (message) => toast(_('staff.hold.failed', { message: validationText(message) }), 'danger'),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (target) void submit(target.id);
  };

  return (
    <ConfirmDialog
      show={target !== null}
      title={_('staff.hold.title')}
      confirmLabel={_('staff.hold.confirm')}
      dismissLabel={_('staff.hold.dismiss')}
      busy={release.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <p className="mb-0">
        <Trans
          id={target?.holdExpiresAt ? 'staff.hold.introUntil' : 'staff.hold.intro'}
          values={{
            name: target?.name,
            when: target?.holdExpiresAt ? localInstant(target.holdExpiresAt) : '',
          }}
          components={{ 0: <strong /> }}
        />
      </p>
    </ConfirmDialog>
  );
}
