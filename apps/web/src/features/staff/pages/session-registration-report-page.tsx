import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import {
  apiPaths,
  type CampRegistration,
  type CampSession,
  formatPhone,
  unpaidStatuses,
} from '@soccer/contracts';
import { useState } from 'react';
import { useParams } from 'react-router';
import { AcceptanceList } from '../../../components/registration/acceptance-list';
import { StatusBadge } from '../../../components/registration/status-badge';
import { paymentUnderway } from '../../../components/registration/status-note';
import { ExportButton } from '../../../components/ui/export-button';
import type { ListColumn } from '../../../components/ui/responsive-list';
import { paths } from '../../../config/paths';
import { fileNamePart } from '../../../lib/file-download';
import { fileTimestamp, shirtSize } from '../../../lib/format';
import {
  localDateRange as dateRange,
  localDate as formatDate,
  localMoney as formatMoney,
  localAgeRange,
} from '../../../lib/i18n/formats';
import { useSessionRegistrations } from '../api/get-session-registrations';
import { ContactLines } from '../components/contact-lines';
import { MessagesPanel } from '../components/messages-panel';
import { HoldLine, PaymentIssues, RefundLines } from '../components/payment-progress';
import { RegistrationHistory } from '../components/registration-history';
import { RegistrationReport, type ReportFact, reportNotReady } from '../components/registration-report';
import { type HoldTarget, ReleaseHoldDialog } from '../components/release-hold-dialog';
import { StaffPage } from '../components/staff-page';
import { WaitlistPanel } from '../components/waitlist-panel';

export function SessionRegistrationReportPage() {
  const { _ } = useLingui();
  const { sessionid = '' } = useParams();
  return (
    <StaffPage heading={_('staff.session.heading')}>
      <SessionReport sessionId={sessionid} />
    </StaffPage>
  );
}

const playerName = (r: CampRegistration) => `${r.playerFirstName} ${r.playerLastName}`.trim();
const guardianName = (r: CampRegistration) => `${r.pog1FirstName} ${r.pog1LastName}`.trim();
const emergencyName = (r: CampRegistration) =>
  `${r.emergencyContactFirstName} ${r.emergencyContactLastName}`.trim();

function SessionReport({ sessionId }: { sessionId: string }) {
  const { _ } = useLingui();
  const heading = _('staff.session.heading');
  const back = { href: paths.manage.href(), label: _('staff.session.back') };
  const report = useSessionRegistrations(sessionId);
  const [holdTarget, setHoldTarget] = useState<HoldTarget | null>(null);

  const notReady = reportNotReady(heading, back, [report]);
  if (notReady || !report.data) return notReady;

  const { campSession, registrations } = report.data;
  return (
    <RegistrationReport
      kind="camp"
      title={campSession.campSpec.campName}
      subtitle={heading}
      facts={sessionFacts(_, campSession, registrations.length)}
      exports={
        <ExportButton
          label={_('staff.session.export')}
          path={apiPaths.sessionRegistrationsExcel(campSession.id)}
          fallbackName={() =>
            `REGISTRATIONS_${fileNamePart(campSession.campSpec.campName)}_${fileTimestamp()}.xlsx`
          }
          failureText={(text) => _('staff.excelDownloadFailed', { text: String(text) })}
        />
      }
      back={back}
      items={registrations}
      emptyText={_('staff.session.empty')}
      list={{
        label: _('staff.session.label'),
        caption: _('staff.session.caption'),
        columns: columnsOf(_),
        card: (r) => <RegistrationCard registration={r} />,
        badge: status,
      }}
      reported={(r) => ({ id: r.id, name: playerName(r), status: r.registrationStatus })}
      release={(r) =>
        releasable(r)
          ? () => setHoldTarget({ id: r.id, name: playerName(r), holdExpiresAt: r.holdExpiresAt })
          : undefined
      }
      movable
      after={
        <>
          <WaitlistPanel kind="camp" itemId={sessionId} />
          <MessagesPanel
            scope={{
              kind: 'session',
              sessionId: campSession.id,
              startDate: campSession.campStartDate,
              endDate: campSession.campEndDate,
              timeZone: campSession.timeZone,
            }}
          />
        </>
      }
      releaseDialog={<ReleaseHoldDialog target={holdTarget} onClose={() => setHoldTarget(null)} />}
    />
  );
}

/**
 * 'Release hold' while the registration holds an unpaid seat and no bank payment is clearing (the
 * server keeps that seat until the payment settles).
 */
const releasable = (r: CampRegistration) =>
  unpaidStatuses.includes(r.registrationStatus) && !r.paymentPending;

const guardian = (r: CampRegistration) => (
  <ContactLines name={guardianName(r)} phone={r.pog1Phone} email={r.pog1Email} />
);
const status = (r: CampRegistration) => (
  <StatusBadge status={r.registrationStatus} pending={paymentUnderway(r)} holdExpiresAt={r.holdExpiresAt} />
);
/** Players registered together: their order, and this player's sibling discount. */
function OrderLine({ registration: r }: { registration: CampRegistration }) {
  const { _ } = useLingui();
  if (!r.orderId) return null;
  return (
    <div className="small text-body-secondary" data-testid="order-note">
      {_('staff.session.order', { id: r.orderId })}
      {r.siblingDiscountAmount
        ? ` · ${_('staff.session.siblingDiscount', { amount: formatMoney(r.siblingDiscountAmount) })}`
        : ''}
      {r.siblingDiscountKept
        ? ` · ${_('staff.session.siblingDiscountKept', { amount: formatMoney(r.siblingDiscountKept) })}`
        : ''}
      {r.siblingDiscountEnded
        ? ` · ${_('staff.session.siblingDiscountEnded', { amount: formatMoney(r.siblingDiscountEnded) })}`
        : ''}
    </div>
  );
}

const progress = (r: CampRegistration) => (
  <>
    <OrderLine registration={r} />
    <HoldLine registration={r} />
    <PaymentIssues issues={r.paymentIssues} />
    <RefundLines kind="camp" refunds={r.refunds} />
    <AcceptanceList acceptances={r.acceptances} className="small text-body-secondary mt-1 mb-0" />
    <RegistrationHistory history={r.history} />
  </>
);

const columnsOf = (_: I18n['_']): ListColumn<CampRegistration>[] => [
  { header: _('staff.session.col.player'), cellClassName: 'fw-semibold break-anywhere', cell: playerName },
  {
    header: _('staff.session.col.birthDate'),
    cellClassName: 'text-nowrap',
    cell: (r) => formatDate(r.playerBirthdate),
  },
  { header: _('staff.session.col.guardian'), cell: guardian },
  { header: _('staff.session.col.emergency'), cell: (r) => <EmergencyContact registration={r} /> },
  { header: _('staff.session.col.tshirt'), cell: (r) => shirtSize(r.tshirtSize) },
  {
    header: _('staff.report.col.status'),
    cellClassName: 'status-cell',
    cell: (r) => (
      <>
        {status(r)}
        {progress(r)}
      </>
    ),
  },
];

function RegistrationCard({ registration: r }: { registration: CampRegistration }) {
  const { _ } = useLingui();
  return (
    <>
      {progress(r)}
      <dl className="row small mb-2 mt-2">
        <dt className="col-5">{_('staff.session.col.birthDate')}</dt>
        <dd className="col-7 mb-1">{formatDate(r.playerBirthdate)}</dd>
        <dt className="col-5">{_('staff.session.col.tshirt')}</dt>
        <dd className="col-7 mb-1">{shirtSize(r.tshirtSize)}</dd>
        <dt className="col-5">{_('staff.session.col.guardian')}</dt>
        <dd className="col-7 mb-1">{guardian(r)}</dd>
        <dt className="col-5">{_('staff.session.emergency')}</dt>
        <dd className="col-7 mb-0">
          <EmergencyContact registration={r} />
        </dd>
      </dl>
    </>
  );
}

function EmergencyContact({ registration: r }: { registration: CampRegistration }) {
  return (
    <div className="break-anywhere">
      <div className="fw-semibold">{emergencyName(r)}</div>
      {r.emergencyContactRelationship ? (
        <div className="text-body-secondary">{r.emergencyContactRelationship}</div>
      ) : null}
      {r.emergencyContactPhone ? <div>{formatPhone(r.emergencyContactPhone)}</div> : null}
    </div>
  );
}

function sessionFacts(_: I18n['_'], s: CampSession, count: number): ReportFact[] {
  return [
    {
      label: _('staff.report.dates'),
      value: (
        <>
          {dateRange(s.campStartDate, s.campEndDate)}
          <div className="small text-body-secondary">{s.timeBlock}</div>
        </>
      ),
    },
    {
      label: _('staff.report.location'),
      value: (
        <>
          {s.campFacility.facilityName}
          <div className="small text-body-secondary">
            {s.campFacility.city}, {s.campFacility.state}
          </div>
        </>
      ),
    },
    { label: _('staff.session.ages'), value: localAgeRange(s) },
    {
      label: _('staff.session.seats'),
      value: (
        <>
          {_('staff.session.seatsFree', { free: s.seatsLeft, capacity: s.attendeeCapacity })}
          <div className="small text-body-secondary">
            {_('staff.session.registrations', { count })}
            {s.waitlisted ? ` · ${_('staff.summary.onWaitlist', { count: s.waitlisted })}` : ''}
          </div>
        </>
      ),
    },
  ];
}
