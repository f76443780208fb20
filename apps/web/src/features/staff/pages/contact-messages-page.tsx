import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { ContactMessage } from '@soccer/contracts';
import type { ListColumn } from '../../../components/ui/responsive-list';
import { formatPhone } from '../../../lib/format';
import { localInstant } from '../../../lib/i18n/instants';
import { InboxList } from '../components/inbox-list';

export function ContactMessagesPage() {
  const { _ } = useLingui();
  return (
    <InboxList
      kind="messages"
      sender={fullName}
      columns={columnsOf(_)}
      card={(m) => <MessageCard message={m} />}
    />
  );
}

const fullName = (m: ContactMessage) => `${m.firstName} ${m.lastName}`.trim();
const emailLink = (m: ContactMessage) => <a href={`mailto:${encodeURIComponent(m.email)}`}>{m.email}</a>;
const sent = (m: ContactMessage) => <time dateTime={m.dateCreated}>{localInstant(m.dateCreated)}</time>;

const columnsOf = (_: I18n['_']): ListColumn<ContactMessage>[] => [
  {
    header: _('staff.messages.col.name'),
    className: 'col-name',
    cellClassName: 'fw-semibold break-anywhere',
    cell: fullName,
  },
  {
    header: _('staff.messages.col.phone'),
    cellClassName: 'text-nowrap',
    cell: (m) => formatPhone(m.telephone),
  },
  {
    header: _('staff.messages.col.email'),
    className: 'col-email',
    cellClassName: 'break-anywhere',
    cell: emailLink,
  },
  { header: _('staff.messages.col.date'), cellClassName: 'text-nowrap', cell: sent },
  {
    header: _('staff.messages.col.subject'),
    className: 'col-subject',
    cellClassName: 'break-anywhere',
    cell: (m) => m.subject,
  },
  {
    header: _('staff.messages.col.message'),
    className: 'col-message',
    cellClassName: 'public-text',
    cell: (m) => m.message,
  },
];

function MessageCard({ message: m }: { message: ContactMessage }) {
  return (
    <>
      <h2 className="h6 card-title mb-1 break-anywhere">{m.subject}</h2>
      <p className="small text-body-secondary mb-2">{sent(m)}</p>
      <div className="small mb-2 break-anywhere">
        <div className="fw-semibold">{fullName(m)}</div>
        {m.telephone ? <div>{formatPhone(m.telephone)}</div> : null}
        <div>{emailLink(m)}</div>
      </div>
      <p className="public-text mb-2">{m.message}</p>
    </>
  );
}
