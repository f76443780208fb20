import { useLingui } from '@lingui/react';
import {
  apiPaths,
  type InboxFilter,
  type InboxKind,
  type InboxStatus,
  inboxQuery,
  inboxSearchMaxLength,
  inboxStatuses,
} from '@soccer/contracts';
import { type FormEvent, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useSearchParams } from 'react-router';
import { ExportButton } from '../../../components/ui/export-button';
import { localIsoDate } from '../../../lib/format';
import { inboxKinds } from '../inbox-kinds';

/** The search in the address (`?q=&status=`), so a reload or a link shows the same one; unknown statuses are ignored. */
export function useInboxFilter(): InboxFilter {
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';
  const status = params.get('status');
  return useMemo(
    () => ({
      q: q.slice(0, inboxSearchMaxLength),
      status: (inboxStatuses as readonly string[]).includes(status ?? '')
        ? (status as InboxStatus)
        : undefined,
    }),
    [q, status],
  );
}

/** Whether a search narrows the list. */
export const isSearching = (filter: InboxFilter) => Boolean(filter.q || filter.status);

/**
 * The inbox's search: words (name, e-mail, and a message's subject) and a status, applied on
 * Search (a status at once); and the CSV export of what the search finds.
 */
export function InboxToolbar({
  kind,
  filter,
  onFilter,
}: {
  kind: InboxKind;
  filter: InboxFilter;
  /** Goes to a new search's first page. */
  onFilter: (query: string) => void;
}) {
  const { _ } = useLingui();
  const [q, setQ] = useState(filter.q ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFilter(inboxQuery({ ...filter, q }));
  };
  return (
    <Form
      role="search"
      aria-label={_(`staff.inbox.${kind}.searchLabel`)}
      className="inbox-toolbar mb-3"
      onSubmit={submit}
    >
      <Form.Group controlId={`inbox-${kind}-q`} className="inbox-search">
        <Form.Label>{_('staff.inbox.search')}</Form.Label>
        <Form.Control
          type="search"
          value={q}
          maxLength={inboxSearchMaxLength}
          aria-describedby={`inbox-${kind}-q-help`}
          onChange={(event) => setQ(event.target.value)}
        />
        <Form.Text id={`inbox-${kind}-q-help`}>{_(`staff.inbox.${kind}.searchHelp`)}</Form.Text>
      </Form.Group>
      <Form.Group controlId={`inbox-${kind}-status`}>
        <Form.Label>{_('staff.inbox.status')}</Form.Label>
        <Form.Select
          value={filter.status ?? ''}
          onChange={(event) =>
            onFilter(inboxQuery({ q, status: (event.target.value || undefined) as InboxStatus | undefined }))
          }
        >
          <option value="">{_('staff.inbox.all')}</option>
          {inboxStatuses.map((s) => (
            <option key={s} value={s}>
              {_(`staff.inbox.status.${s}`)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <div className="inbox-actions">
        <Button type="submit">{_('staff.inbox.search')}</Button>
        <ExportButton
          label={_('staff.inbox.export')}
          variant="outline-primary"
          path={`${apiPaths.inboxExport(kind)}${inboxQuery(filter)}`}
          fallbackName={() => `${inboxKinds[kind].exportName}_${localIsoDate()}.csv`}
          failureText={(text) => _('staff.exportFailed', { text: String(text) })}
        />
      </div>
    </Form>
  );
}
