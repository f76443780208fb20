import type { ContactMessage } from '@soccer/contracts';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { useBrowserSize } from '../../../hooks/use-browser-size';
import { useErrorToast } from '../../../hooks/use-error-toast';
import { formatDateTime, formatPhone } from '../../../lib/format';
import { contactMessagesErrorText, useContactMessages } from '../api/get-contact-messages';
import { EmptyPage } from '../components/empty-page';
import { LoadError } from '../components/load-error';
import { PagingControls, totalPages } from '../components/paging-controls';
import { StaffPage } from '../components/staff-page';
import { usePagingParams } from '../hooks/use-paging-params';
import '../../../styles/forms.scss';
import '../../../styles/tables.scss';
import '../styles/admin.scss';

const heading = 'Messages';
const contactsHref = (page: number, pageSize: number) => paths.contacts.href(page, pageSize);

export function ContactMessagesPage() {
  return (
    <StaffPage heading={heading}>
      <ContactMessages />
    </StaffPage>
  );
}

const fullName = (m: ContactMessage) => `${m.firstName} ${m.lastName}`.trim();

function ContactMessages() {
  const { page, pageSize, goTo } = usePagingParams(contactsHref);
  const list = useContactMessages(page, pageSize);
  const size = useBrowserSize();
  useErrorToast(list.error, contactMessagesErrorText);

  const total = list.data?.total ?? 0;
  const items = list.data?.items ?? [];
  const controls = (where: 'top' | 'bottom') => (
    <PagingControls
      where={where}
      page={page}
      pageSize={pageSize}
      total={total}
      noun="messages"
      busy={list.isFetching}
      onPage={(p) => goTo(p)}
      onPageSize={(s) => goTo(1, s)}
    />
  );

  return (
    <div className="container py-4">
      <PageHeader title={heading} lead="Messages sent through the contact form, newest first." />
      {list.isPending ? (
        <PageLoader label="Loading messages…" />
      ) : list.isError && !list.data ? (
        <LoadError message={contactMessagesErrorText(list.error)} onRetry={() => void list.refetch()} />
      ) : (
        <>
          {total > 0 ? controls('top') : null}
          {items.length === 0 ? (
            <EmptyPage total={total} noun="messages" onLast={() => goTo(totalPages(total, pageSize))} />
          ) : size === 'small' ? (
            <ul className="list-unstyled d-grid gap-3" aria-label="Messages" aria-busy={list.isFetching}>
              {items.map((m) => (
                <li key={m.id} className="card staff-card" data-testid="message">
                  <div className="card-body">
                    <h2 className="h6 card-title mb-1 break-anywhere">{m.subject}</h2>
                    <p className="small text-body-secondary mb-2">
                      <time dateTime={m.dateCreated}>{formatDateTime(m.dateCreated)}</time>
                    </p>
                    <div className="small mb-2 break-anywhere">
                      <div className="fw-semibold">{fullName(m)}</div>
                      {m.telephone ? <div>{formatPhone(m.telephone)}</div> : null}
                      <div>
                        <a href={`mailto:${encodeURIComponent(m.email)}`}>{m.email}</a>
                      </div>
                    </div>
                    <p className="public-text mb-0">{m.message}</p>
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <div className="table-responsive">
              <table className="table staff-table" aria-busy={list.isFetching}>
                <caption className="visually-hidden">Contact messages, page {page}</caption>
                <thead>
                  <tr>
                    <th scope="col" className="col-name">
                      Name
                    </th>
                    <th scope="col">Phone</th>
                    <th scope="col" className="col-email">
                      E-mail
                    </th>
                    <th scope="col">Date</th>
                    <th scope="col" className="col-subject">
                      Subject
                    </th>
                    <th scope="col" className="col-message">
                      Message
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((m) => (
                    <tr key={m.id} data-testid="message">
                      <td className="fw-semibold break-anywhere">{fullName(m)}</td>
                      <td className="text-nowrap">{formatPhone(m.telephone)}</td>
                      <td className="break-anywhere">
                        <a href={`mailto:${encodeURIComponent(m.email)}`}>{m.email}</a>
                      </td>
                      <td className="text-nowrap">
                        <time dateTime={m.dateCreated}>{formatDateTime(m.dateCreated)}</time>
                      </td>
                      <td className="break-anywhere">{m.subject}</td>
                      <td className="public-text">{m.message}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {items.length > 5 ? controls('bottom') : null}
        </>
      )}
    </div>
  );
}
