import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import type { FieldRentalInquiry } from '@soccer/contracts';
import type { ListColumn } from '../../../components/ui/responsive-list';
import { formatPhone } from '../../../lib/format';
import { localDate } from '../../../lib/i18n/formats';
import { localInstant } from '../../../lib/i18n/instants';
import { InboxList } from '../components/inbox-list';

export function RentalInquiriesPage() {
  const { _ } = useLingui();
  return (
    <InboxList
      kind="rentals"
      sender={(r) => r.fullName}
      columns={columnsOf(_)}
      card={(r) => <InquiryCard inquiry={r} />}
    />
  );
}

function address(r: FieldRentalInquiry): string {
  const cityLine = [r.city, [r.state, r.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [r.streetAddress1, r.streetAddress2, cityLine].filter(Boolean).join('\n');
}

function wish(r: FieldRentalInquiry): string {
  const parts = [localDate(r.datePreferred)];
  if (r.timePreferred) parts.push(r.timePreferred);
  return parts.join(' · ');
}

function size(_: I18n['_'], r: FieldRentalInquiry): string {
  const parts: string[] = [];
  if (r.numberOfHours) parts.push(_('staff.rentals.hours', { count: r.numberOfHours }));
  if (r.numberOfFields) parts.push(_('staff.rentals.fields', { count: Number(r.numberOfFields) }));
  if (r.numberOfChildren) parts.push(_('staff.rentals.children', { count: r.numberOfChildren }));
  if (r.childAge) parts.push(_('staff.rentals.childAge', { age: r.childAge }));
  return parts.join(', ') || '—';
}

const contactCell = (r: FieldRentalInquiry) => (
  <>
    <div className="text-nowrap">{formatPhone(r.telephone)}</div>
    <a href={`mailto:${encodeURIComponent(r.email)}`}>{r.email}</a>
  </>
);
const received = (r: FieldRentalInquiry) => (
  <time dateTime={r.dateCreated}>{localInstant(r.dateCreated)}</time>
);

const columnsOf = (_: I18n['_']): ListColumn<FieldRentalInquiry>[] => [
  {
    header: _('staff.messages.col.name'),
    className: 'col-name',
    cellClassName: 'fw-semibold break-anywhere',
    cell: (r) => r.fullName,
  },
  {
    header: _('staff.rentals.col.contact'),
    className: 'col-email',
    cellClassName: 'break-anywhere',
    cell: contactCell,
  },
  {
    header: _('staff.rentals.col.address'),
    className: 'col-address',
    cellClassName: 'public-text',
    cell: (r) => address(r) || '—',
  },
  {
    header: _('staff.rentals.col.location'),
    cellClassName: 'break-anywhere',
    cell: (r) => r.location ?? '—',
  },
  { header: _('staff.rentals.col.preferredDate'), cell: wish },
  { header: _('staff.rentals.col.size'), cellClassName: 'text-nowrap', cell: (r) => size(_, r) },
  {
    header: _('staff.messages.col.message'),
    className: 'col-message',
    cellClassName: 'public-text',
    cell: (r) => r.message || '—',
  },
  { header: _('staff.rentals.col.received'), cellClassName: 'text-nowrap', cell: received },
];

function InquiryCard({ inquiry: r }: { inquiry: FieldRentalInquiry }) {
  const { _ } = useLingui();
  return (
    <>
      <h2 className="h6 card-title mb-1 break-anywhere">{r.fullName}</h2>
      <p className="small text-body-secondary mb-2">
        <Trans
          id="staff.rentals.receivedAt"
          values={{ when: localInstant(r.dateCreated) }}
          components={{ 0: <time dateTime={r.dateCreated} /> }}
        />
      </p>
      <dl className="row small mb-2">
        <dt className="col-4">{_('staff.rentals.wants')}</dt>
        <dd className="col-8 mb-1">
          {wish(r)}
          <div>{size(_, r)}</div>
        </dd>
        {r.location ? (
          <>
            <dt className="col-4">{_('staff.rentals.col.location')}</dt>
            <dd className="col-8 mb-1 break-anywhere">{r.location}</dd>
          </>
        ) : null}
        <dt className="col-4">{_('staff.rentals.col.contact')}</dt>
        <dd className="col-8 mb-1 break-anywhere">
          <div>{formatPhone(r.telephone)}</div>
          <a href={`mailto:${encodeURIComponent(r.email)}`}>{r.email}</a>
        </dd>
        {address(r) ? (
          <>
            <dt className="col-4">{_('staff.rentals.col.address')}</dt>
            <dd className="col-8 mb-1 public-text">{address(r)}</dd>
          </>
        ) : null}
      </dl>
      {r.message ? <p className="public-text mb-2">{r.message}</p> : null}
    </>
  );
}
