import type { FieldRentalInquiry } from '@soccer/contracts';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoader } from '../../../components/ui/page-loader';
import { useBrowserSize } from '../../../hooks/use-browser-size';
import { useErrorToast } from '../../../hooks/use-error-toast';
import { formatDate, formatDateTime, formatPhone } from '../../../lib/format';
import { rentalInquiriesErrorText, useRentalInquiries } from '../api/get-rental-inquiries';
import { EmptyPage } from '../components/empty-page';
import { LoadError } from '../components/load-error';
import { PagingControls, totalPages } from '../components/paging-controls';
import { StaffPage } from '../components/staff-page';
import { usePagingParams } from '../hooks/use-paging-params';
import { staffPaths } from '../staff-paths';
import '../../../styles/forms.scss';
import '../../../styles/tables.scss';
import '../styles/admin.scss';

const heading = 'Rental Inquiries';
const rentalsHref = (page: number, pageSize: number) => staffPaths.rentals.href(page, pageSize);

export function RentalInquiriesPage() {
  return (
    <StaffPage heading={heading}>
      <RentalInquiries />
    </StaffPage>
  );
}

function address(r: FieldRentalInquiry): string {
  const cityLine = [r.city, [r.state, r.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [r.streetAddress1, r.streetAddress2, cityLine].filter(Boolean).join('\n');
}

function wish(r: FieldRentalInquiry): string {
  const parts = [formatDate(r.datePreferred)];
  if (r.timePreferred) parts.push(r.timePreferred);
  return parts.join(' · ');
}

function size(r: FieldRentalInquiry): string {
  const parts: string[] = [];
  if (r.numberOfHours) parts.push(`${r.numberOfHours} h`);
  if (r.numberOfFields) parts.push(`${r.numberOfFields} field${r.numberOfFields === '1' ? '' : 's'}`);
  return parts.join(', ') || '—';
}

function RentalInquiries() {
  const { page, pageSize, goTo } = usePagingParams(rentalsHref);
  const list = useRentalInquiries(page, pageSize);
  const browser = useBrowserSize();
  useErrorToast(list.error, rentalInquiriesErrorText);

  const total = list.data?.total ?? 0;
  const items = list.data?.items ?? [];
  const controls = (where: 'top' | 'bottom') => (
    <PagingControls
      where={where}
      page={page}
      pageSize={pageSize}
      total={total}
      noun="inquiries"
      busy={list.isFetching}
      onPage={(p) => goTo(p)}
      onPageSize={(s) => goTo(1, s)}
    />
  );

  return (
    <div className="container py-4">
      <PageHeader title={heading} lead="Birthday party and field rental inquiries, newest first." />
      {list.isPending ? (
        <PageLoader label="Loading inquiries…" />
      ) : list.isError && !list.data ? (
        <LoadError message={rentalInquiriesErrorText(list.error)} onRetry={() => void list.refetch()} />
      ) : (
        <>
          {total > 0 ? controls('top') : null}
          {items.length === 0 ? (
            <EmptyPage total={total} noun="inquiries" onLast={() => goTo(totalPages(total, pageSize))} />
          ) : browser === 'small' ? (
            <ul
              className="list-unstyled d-grid gap-3"
              aria-label="Rental inquiries"
              aria-busy={list.isFetching}
            >
              {items.map((r) => (
                <li key={r.id} className="card staff-card" data-testid="inquiry">
                  <div className="card-body">
                    <h2 className="h6 card-title mb-1 break-anywhere">{r.fullName}</h2>
                    <p className="small text-body-secondary mb-2">
                      Received <time dateTime={r.dateCreated}>{formatDateTime(r.dateCreated)}</time>
                    </p>
                    <dl className="row small mb-2">
                      <dt className="col-4">Wants</dt>
                      <dd className="col-8 mb-1">
                        {wish(r)}
                        <div>{size(r)}</div>
                      </dd>
                      <dt className="col-4">Contact</dt>
                      <dd className="col-8 mb-1 break-anywhere">
                        <div>{formatPhone(r.telephone)}</div>
                        <a href={`mailto:${encodeURIComponent(r.email)}`}>{r.email}</a>
                      </dd>
                      {address(r) ? (
                        <>
                          <dt className="col-4">Address</dt>
                          <dd className="col-8 mb-1 public-text">{address(r)}</dd>
                        </>
                      ) : null}
                    </dl>
                    {r.message ? <p className="public-text mb-0">{r.message}</p> : null}
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <div className="table-responsive">
              <table className="table staff-table" aria-busy={list.isFetching}>
                <caption className="visually-hidden">Rental inquiries, page {page}</caption>
                <thead>
                  <tr>
                    <th scope="col" className="col-name">
                      Name
                    </th>
                    <th scope="col" className="col-email">
                      Contact
                    </th>
                    <th scope="col" className="col-address">
                      Address
                    </th>
                    <th scope="col">Preferred date</th>
                    <th scope="col">Size</th>
                    <th scope="col" className="col-message">
                      Message
                    </th>
                    <th scope="col">Received</th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((r) => (
                    <tr key={r.id} data-testid="inquiry">
                      <td className="fw-semibold break-anywhere">{r.fullName}</td>
                      <td className="break-anywhere">
                        <div className="text-nowrap">{formatPhone(r.telephone)}</div>
                        <a href={`mailto:${encodeURIComponent(r.email)}`}>{r.email}</a>
                      </td>
                      <td className="public-text">{address(r) || '—'}</td>
                      <td>{wish(r)}</td>
                      <td className="text-nowrap">{size(r)}</td>
                      <td className="public-text">{r.message || '—'}</td>
                      <td className="text-nowrap">
                        <time dateTime={r.dateCreated}>{formatDateTime(r.dateCreated)}</time>
                      </td>
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
