import type { FieldRentalInquiry } from '@soccer/contracts';
import { formatInstant } from '@soccer/contracts';
import type { ListColumn } from '../../../components/ui/responsive-list';
import { formatDate, formatPhone } from '../../../lib/format';
import { InboxList } from '../components/inbox-list';

export function RentalInquiriesPage() {
  return (
    <InboxList
      kind="rentals"
      sender={(r) => r.fullName}
      columns={columns}
      card={(r) => <InquiryCard inquiry={r} />}
    />
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
  if (r.numberOfChildren)
    parts.push(`${r.numberOfChildren} ${r.numberOfChildren === 1 ? 'child' : 'children'}`);
  if (r.childAge) parts.push(`birthday child ${r.childAge}`);
  return parts.join(', ') || '—';
}

const contactCell = (r: FieldRentalInquiry) => (
  <>
    <div className="text-nowrap">{formatPhone(r.telephone)}</div>
    <a href={`mailto:${encodeURIComponent(r.email)}`}>{r.email}</a>
  </>
);
const received = (r: FieldRentalInquiry) => (
  <time dateTime={r.dateCreated}>{formatInstant(r.dateCreated)}</time>
);

const columns: ListColumn<FieldRentalInquiry>[] = [
  {
    header: 'Name',
    className: 'col-name',
    cellClassName: 'fw-semibold break-anywhere',
    cell: (r) => r.fullName,
  },
  { header: 'Contact', className: 'col-email', cellClassName: 'break-anywhere', cell: contactCell },
  {
    header: 'Address',
    className: 'col-address',
    cellClassName: 'public-text',
    cell: (r) => address(r) || '—',
  },
  { header: 'Location', cellClassName: 'break-anywhere', cell: (r) => r.location ?? '—' },
  { header: 'Preferred date', cell: wish },
  { header: 'Size', cellClassName: 'text-nowrap', cell: size },
  {
    header: 'Message',
    className: 'col-message',
    cellClassName: 'public-text',
    cell: (r) => r.message || '—',
  },
  { header: 'Received', cellClassName: 'text-nowrap', cell: received },
];

function InquiryCard({ inquiry: r }: { inquiry: FieldRentalInquiry }) {
  return (
    <>
      <h2 className="h6 card-title mb-1 break-anywhere">{r.fullName}</h2>
      <p className="small text-body-secondary mb-2">Received {received(r)}</p>
      <dl className="row small mb-2">
        <dt className="col-4">Wants</dt>
        <dd className="col-8 mb-1">
          {wish(r)}
          <div>{size(r)}</div>
        </dd>
        {r.location ? (
          <>
            <dt className="col-4">Location</dt>
            <dd className="col-8 mb-1 break-anywhere">{r.location}</dd>
          </>
        ) : null}
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
      {r.message ? <p className="public-text mb-2">{r.message}</p> : null}
    </>
  );
}
