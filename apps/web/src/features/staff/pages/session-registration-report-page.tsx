import {
  apiPaths,
  type CampRegistration,
  type CampSession,
  formatDate,
  formatPhone,
  messages,
  unpaidStatuses,
} from '@soccer/contracts';
import { type ReactNode, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link, useParams } from 'react-router';
import { StatusBadge } from '../../../components/registration/status-badge';
import { paymentUnderway } from '../../../components/registration/status-note';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoader } from '../../../components/ui/page-loader';
import { type ListColumn, ResponsiveList } from '../../../components/ui/responsive-list';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-reporting';
import { fileTimestamp } from '../../../lib/format';
import { fileNamePart } from '../api/download-export';
import { useSessionRegistrations } from '../api/get-session-registrations';
import {
  CancelRegistrationDialog,
  type CancelTarget,
  canCancel,
} from '../components/cancel-registration-dialog';
import { ContactLines } from '../components/contact-lines';
import { ExportButton } from '../components/export-button';
import { LoadError } from '../components/load-error';
import { HoldLine, PaymentIssues, RefundLines } from '../components/payment-progress';
import { canRefund, RefundDialog, type RefundTarget } from '../components/refund-dialog';
import { type HoldTarget, ReleaseHoldDialog } from '../components/release-hold-dialog';
import { StaffPage } from '../components/staff-page';
import '../../../styles/forms.scss';
import '../../../styles/tables.scss';
import '../styles/staff.scss';

const heading = 'Session Registration Report';

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
const shirt = (size: string) => (size ? size.toUpperCase() : '—');

function SessionReport({ sessionId }: { sessionId: string }) {
  const report = useSessionRegistrations(sessionId);
  const [cancelTarget, setCancelTarget] = useState<CancelTarget | null>(null);
  const [holdTarget, setHoldTarget] = useState<HoldTarget | null>(null);
  const [refundTarget, setRefundTarget] = useState<RefundTarget | null>(null);
  const actions = (r: CampRegistration) => (
    <RowActions
      registration={r}
      onRefund={() => setRefundTarget({ id: r.id, name: playerName(r) })}
      onCancel={() => setCancelTarget({ id: r.id, name: playerName(r), status: r.registrationStatus })}
      onRelease={() => setHoldTarget({ id: r.id, name: playerName(r), holdExpiresAt: r.holdExpiresAt })}
    />
  );

  if (report.isPending) return <PageLoader label="Loading registrations…" />;
  if (report.isError) {
    return (
      <div className="container py-4">
        <PageHeader title={heading} />
        <LoadError message={errorMessage(report.error)} onRetry={() => void report.refetch()} />
        <BackLink />
      </div>
    );
  }

  const { campSession, registrations } = report.data;
  return (
    <div className="container py-4">
      <PageHeader title={campSession.campSpec.campName}>
        <p className="text-body-secondary mb-0">{heading}</p>
      </PageHeader>
      <SessionInfo session={campSession} count={registrations.length} />
      <div className="d-flex flex-wrap gap-2 mb-4">
        <ExportButton
          label="EXPORT"
          path={apiPaths.sessionRegistrationsExcel(campSession.id)}
          fallbackName={() =>
            `REGISTRATIONS_${fileNamePart(campSession.campSpec.campName)}_${fileTimestamp()}.xlsx`
          }
          failureText={messages.excelDownloadFailed}
        />
        <BackLink />
      </div>
      {registrations.length === 0 ? (
        <p className="text-body-secondary">No one has registered for this session yet.</p>
      ) : (
        <ResponsiveList
          items={registrations}
          itemKey={(r) => r.id}
          label="Registrations"
          caption="Registrations of this session"
          columns={registrationColumns(actions)}
          card={(r) => <RegistrationCard registration={r} actions={actions(r)} />}
          tableClassName="table align-middle staff-table"
          cardClassName="staff-card"
        />
      )}
      <CancelRegistrationDialog kind="camp" target={cancelTarget} onClose={() => setCancelTarget(null)} />
      <ReleaseHoldDialog target={holdTarget} onClose={() => setHoldTarget(null)} />
      <RefundDialog kind="camp" target={refundTarget} onClose={() => setRefundTarget(null)} />
    </div>
  );
}

const guardian = (r: CampRegistration) => (
  <ContactLines name={guardianName(r)} phone={r.pog1Phone} email={r.pog1Email} />
);
const status = (r: CampRegistration) => (
  <StatusBadge status={r.registrationStatus} pending={paymentUnderway(r)} />
);

function registrationColumns(actions: (r: CampRegistration) => ReactNode): ListColumn<CampRegistration>[] {
  return [
    { header: 'Player', cellClassName: 'fw-semibold break-anywhere', cell: playerName },
    { header: 'Birth date', cellClassName: 'text-nowrap', cell: (r) => formatDate(r.playerBirthdate) },
    { header: 'Guardian', cell: guardian },
    { header: 'Emergency contact', cell: (r) => <EmergencyContact registration={r} /> },
    { header: 'T-shirt', cell: (r) => shirt(r.tshirtSize) },
    {
      header: 'Status',
      cellClassName: 'status-cell',
      cell: (r) => (
        <>
          {status(r)}
          <HoldLine registration={r} />
          <PaymentIssues issues={r.paymentIssues} />
          <RefundLines kind="camp" refunds={r.refunds} />
        </>
      ),
    },
    { header: <span className="visually-hidden">Actions</span>, cellClassName: 'text-end', cell: actions },
  ];
}

function RegistrationCard({
  registration: r,
  actions,
}: {
  registration: CampRegistration;
  actions: ReactNode;
}) {
  return (
    <>
      <div className="d-flex justify-content-between align-items-start gap-2 mb-2">
        <h2 className="h5 mb-0 break-anywhere">{playerName(r)}</h2>
        {status(r)}
      </div>
      <HoldLine registration={r} />
      <PaymentIssues issues={r.paymentIssues} />
      <RefundLines kind="camp" refunds={r.refunds} />
      <dl className="row small mb-2 mt-2">
        <dt className="col-5">Birth date</dt>
        <dd className="col-7 mb-1">{formatDate(r.playerBirthdate)}</dd>
        <dt className="col-5">T-shirt</dt>
        <dd className="col-7 mb-1">{shirt(r.tshirtSize)}</dd>
        <dt className="col-5">Guardian</dt>
        <dd className="col-7 mb-1">{guardian(r)}</dd>
        <dt className="col-5">Emergency</dt>
        <dd className="col-7 mb-0">
          <EmergencyContact registration={r} />
        </dd>
      </dl>
      {actions}
    </>
  );
}

/**
 * 'Release hold' while the registration holds an unpaid seat and no bank payment is clearing (the
 * server keeps that seat until the payment settles); 'Cancel' until it is cancelled.
 */
function RowActions({
  registration: r,
  onCancel,
  onRelease,
  onRefund,
}: {
  registration: CampRegistration;
  onCancel: () => void;
  onRelease: () => void;
  onRefund: () => void;
}) {
  const releasable = unpaidStatuses.includes(r.registrationStatus) && !r.paymentPending;
  const cancellable = canCancel(r.registrationStatus);
  const refundable = canRefund(r.registrationStatus);
  if (!releasable && !cancellable && !refundable) return null;
  return (
    <div className="d-flex flex-wrap gap-2 justify-content-md-end">
      {refundable ? (
        <Button
          variant="outline-secondary"
          size="sm"
          onClick={onRefund}
          aria-label={`Refund ${playerName(r)}`}
        >
          Refund
        </Button>
      ) : null}
      {releasable ? (
        <Button
          variant="outline-secondary"
          size="sm"
          className="text-nowrap"
          onClick={onRelease}
          aria-label={`Release hold of ${playerName(r)}`}
        >
          Release hold
        </Button>
      ) : null}
      {cancellable ? (
        <Button
          variant="outline-danger"
          size="sm"
          onClick={onCancel}
          aria-label={`Cancel registration of ${playerName(r)}`}
        >
          Cancel
        </Button>
      ) : null}
    </div>
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

function SessionInfo({ session: s, count }: { session: CampSession; count: number }) {
  const dates =
    s.campStartDate === s.campEndDate
      ? formatDate(s.campStartDate)
      : `${formatDate(s.campStartDate)} – ${formatDate(s.campEndDate)}`;
  return (
    <dl className="report-info row g-3 mb-4">
      <div className="col-6 col-md-3">
        <dt>Dates</dt>
        <dd>
          {dates}
          <div className="small text-body-secondary">{s.timeBlock}</div>
        </dd>
      </div>
      <div className="col-6 col-md-3">
        <dt>Location</dt>
        <dd>
          {s.campFacility.facilityName}
          <div className="small text-body-secondary">
            {s.campFacility.city}, {s.campFacility.state}
          </div>
        </dd>
      </div>
      <div className="col-6 col-md-3">
        <dt>Ages</dt>
        <dd>{s.ageRange}</dd>
      </div>
      <div className="col-6 col-md-3">
        <dt>Seats</dt>
        <dd>
          {s.seatsLeft} of {s.attendeeCapacity} free
          <div className="small text-body-secondary">
            {count} registration{count === 1 ? '' : 's'}
          </div>
        </dd>
      </div>
    </dl>
  );
}

function BackLink() {
  return (
    <Link className="btn btn-outline-secondary" to={paths.manage.href()}>
      All camp sessions
    </Link>
  );
}
