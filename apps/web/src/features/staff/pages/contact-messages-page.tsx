import type { ContactMessage } from '@soccer/contracts';
import { formatInstant } from '@soccer/contracts';
import type { ListColumn } from '../../../components/ui/responsive-list';
import { paths } from '../../../config/paths';
import { formatPhone } from '../../../lib/format';
import { contactMessages, contactMessagesErrorText } from '../api/get-contact-messages';
import { InboxStatusSelect } from '../components/inbox-status-select';
import { InboxToolbar, isSearching, useInboxFilter } from '../components/inbox-toolbar';
import { PagedList } from '../components/paged-list';

const heading = 'Messages';
const contactsHref = (page: number, pageSize: number) => paths.contacts.href(page, pageSize);

export function ContactMessagesPage() {
  const filter = useInboxFilter();
  return (
    <PagedList
      heading={heading}
      lead="Messages sent through the contact form, newest first."
      hrefFor={contactsHref}
      query={contactMessages}
      filter={filter}
      toolbar={(search) => (
        <InboxToolbar
          kind="messages"
          filter={filter}
          searchHelp="Looks in the name, e-mail and subject."
          onFilter={search}
        />
      )}
      emptyText={isSearching(filter) ? 'No messages match this search.' : undefined}
      noun="messages"
      loadingLabel="Loading messages…"
      errorText={contactMessagesErrorText}
      label="Messages"
      caption="Contact messages"
      columns={columns}
      card={(m) => <MessageCard message={m} />}
      itemTestId="message"
    />
  );
}

const fullName = (m: ContactMessage) => `${m.firstName} ${m.lastName}`.trim();
const emailLink = (m: ContactMessage) => <a href={`mailto:${encodeURIComponent(m.email)}`}>{m.email}</a>;
const sent = (m: ContactMessage) => <time dateTime={m.dateCreated}>{formatInstant(m.dateCreated)}</time>;
const status = (m: ContactMessage) => (
  <InboxStatusSelect
    kind="messages"
    id={m.id}
    status={m.status}
    label={`Status of the message from ${fullName(m)}`}
  />
);

const columns: ListColumn<ContactMessage>[] = [
  { header: 'Name', className: 'col-name', cellClassName: 'fw-semibold break-anywhere', cell: fullName },
  // Early, so the one thing staff change is in view without scrolling the table sideways.
  { header: 'Status', className: 'col-status', cell: status },
  { header: 'Phone', cellClassName: 'text-nowrap', cell: (m) => formatPhone(m.telephone) },
  { header: 'E-mail', className: 'col-email', cellClassName: 'break-anywhere', cell: emailLink },
  { header: 'Date', cellClassName: 'text-nowrap', cell: sent },
  { header: 'Subject', className: 'col-subject', cellClassName: 'break-anywhere', cell: (m) => m.subject },
  { header: 'Message', className: 'col-message', cellClassName: 'public-text', cell: (m) => m.message },
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
      <div className="inbox-card-status d-flex align-items-center gap-2">
        <span className="small text-body-secondary" aria-hidden="true">
          Status
        </span>
        {status(m)}
      </div>
    </>
  );
}
