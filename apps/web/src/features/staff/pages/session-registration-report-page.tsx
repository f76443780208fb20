import {
  apiPaths,
  type CampRegistration,
  type CampSession,
  formatDate,
  formatMoney,
  formatPhone,
  messages,
  orderMessages,
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
import { dateRange, fileTimestamp, shirtSize } from '../../../lib/format';
import { useSessionRegistrations } from '../api/get-session-registrations';
import { ContactLines } from '../components/contact-lines';
import { HoldLine, PaymentIssues, RefundLines } from '../components/payment-progress';
import { RegistrationHistory } from '../components/registration-history';
import { RegistrationReport, type ReportFact, reportNotReady } from '../components/registration-report';
import { type HoldTarget, ReleaseHoldDialog } from '../components/release-hold-dialog';
import { StaffPage } from '../components/staff-page';
import { WaitlistPanel } from '../components/waitlist-panel';

const heading = 'Session Registration Report';
const back = { href: paths.manage.href(), label: 'All camp sessions' };

export function SessionRegistrationReportPage() {
  const { sessionid = '' } = useParams();
  return (
    <StaffPage heading={heading}>
      <SessionReport sessionId={sessionid} />
    </StaffPage>
  );
}

const playerName = (r: CampRegistration) => `${r.playerFirstName} ${r.playerLastName}`.trim();
const guardianName = (r: CampRegistration) => `${r.pog1FirstName} ${r.pog1LastName}`.trim();
const emergencyName = (r: CampRegistration) =>
  `${r.emergencyContactFirstName} ${r.emergencyContactLastName}`.trim();

function SessionReport({ sessionId }: { sessionId: string }) {
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
      facts={sessionFacts(campSession, registrations.length)}
      exports={
        <ExportButton
          label="EXPORT"
          path={apiPaths.sessionRegistrationsExcel(campSession.id)}
          fallbackName={() =>
            `REGISTRATIONS_${fileNamePart(campSession.campSpec.campName)}_${fileTimestamp()}.xlsx`
          }
          failureText={messages.excelDownloadFailed}
        />
      }
      back={back}
      items={registrations}
      emptyText="No one has registered for this session yet."
      list={{
        label: 'Registrations',
        caption: 'Registrations of this session',
        columns,
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
      after={<WaitlistPanel kind="camp" itemId={sessionId} />}
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
const orderLine = (r: CampRegistration) =>
  r.orderId ? (
    <div className="small text-body-secondary" data-testid="order-note">
      Order #{r.orderId}
      {r.siblingDiscountAmount ? ` · sibling discount −${formatMoney(r.siblingDiscountAmount)}` : ''}
      {r.siblingDiscountKept
        ? ` · ${orderMessages.siblingDiscountKept(formatMoney(r.siblingDiscountKept))}`
        : ''}
      {r.siblingDiscountEnded
        ? ` · ${orderMessages.siblingDiscountEnded(formatMoney(r.siblingDiscountEnded))}`
        : ''}
    </div>
  ) : null;

const progress = (r: CampRegistration) => (
  <>
    {orderLine(r)}
    <HoldLine registration={r} />
    <PaymentIssues issues={r.paymentIssues} />
    <RefundLines kind="camp" refunds={r.refunds} />
    <AcceptanceList acceptances={r.acceptances} className="small text-body-secondary mt-1 mb-0" />
    <RegistrationHistory history={r.history} />
  </>
);

const columns: ListColumn<CampRegistration>[] = [
  { header: 'Player', cellClassName: 'fw-semibold break-anywhere', cell: playerName },
  { header: 'Birth date', cellClassName: 'text-nowrap', cell: (r) => formatDate(r.playerBirthdate) },
  { header: 'Guardian', cell: guardian },
  { header: 'Emergency contact', cell: (r) => <EmergencyContact registration={r} /> },
  { header: 'T-shirt', cell: (r) => shirtSize(r.tshirtSize) },
  {
    header: 'Status',
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
  return (
    <>
      {progress(r)}
      <dl className="row small mb-2 mt-2">
        <dt className="col-5">Birth date</dt>
        <dd className="col-7 mb-1">{formatDate(r.playerBirthdate)}</dd>
        <dt className="col-5">T-shirt</dt>
        <dd className="col-7 mb-1">{shirtSize(r.tshirtSize)}</dd>
        <dt className="col-5">Guardian</dt>
        <dd className="col-7 mb-1">{guardian(r)}</dd>
        <dt className="col-5">Emergency</dt>
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

function sessionFacts(s: CampSession, count: number): ReportFact[] {
  return [
    {
      label: 'Dates',
      value: (
        <>
          {dateRange(s.campStartDate, s.campEndDate)}
          <div className="small text-body-secondary">{s.timeBlock}</div>
        </>
      ),
    },
    {
      label: 'Location',
      value: (
        <>
          {s.campFacility.facilityName}
          <div className="small text-body-secondary">
            {s.campFacility.city}, {s.campFacility.state}
          </div>
        </>
      ),
    },
    { label: 'Ages', value: s.ageRange },
    {
      label: 'Seats',
      value: (
        <>
          {s.seatsLeft} of {s.attendeeCapacity} free
          <div className="small text-body-secondary">
            {count} registration{count === 1 ? '' : 's'}
            {s.waitlisted ? ` · ${s.waitlisted} on the waitlist` : ''}
          </div>
        </>
      ),
    },
  ];
}
