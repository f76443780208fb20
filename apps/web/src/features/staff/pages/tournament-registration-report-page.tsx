import {
  apiPaths,
  formatDate,
  messages,
  type TeamMember,
  type TournamentDetail,
  type TournamentReportRow,
  todayIsoDate,
} from '@soccer/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link, useParams } from 'react-router';
import { StatusBadge } from '../../../components/registration/status-badge';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoader } from '../../../components/ui/page-loader';
import { type ListColumn, ResponsiveList } from '../../../components/ui/responsive-list';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-reporting';
import { fileNamePart } from '../api/download-export';
import { useTournamentDetail } from '../api/get-tournament-detail';
import { useTournamentRegistrations } from '../api/get-tournament-registrations';
import {
  CancelRegistrationDialog,
  type CancelTarget,
  canCancel,
} from '../components/cancel-registration-dialog';
import { ContactLines } from '../components/contact-lines';
import { ExportButton } from '../components/export-button';
import { LoadError } from '../components/load-error';
import { PaymentIssues, RefundLines } from '../components/payment-progress';
import { canRefund, RefundDialog, type RefundTarget } from '../components/refund-dialog';
import { StaffPage } from '../components/staff-page';
import '../../../styles/forms.scss';
import '../../../styles/tables.scss';
import '../styles/staff.scss';

const heading = 'Tournament Registration Report';

export function TournamentRegistrationReportPage() {
  const { tournamentId = '', ageRangeId = '' } = useParams();
  return (
    <StaffPage heading={heading}>
      <TournamentReport tournamentId={tournamentId} ageRangeId={ageRangeId} />
    </StaffPage>
  );
}

const genderLabel = (g: string) => (g === 'F' ? 'F' : g === 'M' ? 'M' : g);
const shirt = (size: string) => (size ? size.toUpperCase() : '—');

function TournamentReport({ tournamentId, ageRangeId }: { tournamentId: string; ageRangeId: string }) {
  const detail = useTournamentDetail(tournamentId);
  const rows = useTournamentRegistrations(tournamentId, ageRangeId);
  const [cancelTarget, setCancelTarget] = useState<CancelTarget | null>(null);
  const [refundTarget, setRefundTarget] = useState<RefundTarget | null>(null);
  const askRefund = (row: TournamentReportRow) => setRefundTarget({ id: row.id, name: row.teamName });
  const askCancel = (row: TournamentReportRow) =>
    setCancelTarget({ id: row.id, name: row.teamName, status: row.registrationStatus });

  if (detail.isPending || rows.isPending) return <PageLoader label="Loading registrations…" />;
  if (detail.isError || rows.isError) {
    const error = detail.error ?? rows.error;
    return (
      <div className="container py-4">
        <PageHeader title={heading} />
        <LoadError
          message={errorMessage(error)}
          onRetry={() => {
            void detail.refetch();
            void rows.refetch();
          }}
        />
        <BackLink />
      </div>
    );
  }

  const tournament = detail.data;
  const ageGroup =
    tournament.ageRanges.find((a) => String(a.tournamentAgeRangeId) === ageRangeId)?.ageRangeDescription ??
    '';
  const exportName = (ext: string) =>
    `TOURNAMENT_REGISTRATIONS_${fileNamePart(tournament.tournamentName)}_${todayIsoDate()}.${ext}`;

  return (
    <div className="container py-4">
      <PageHeader title={tournament.tournamentName}>
        <p className="text-body-secondary mb-0">
          {heading}
          {ageGroup ? ` · ${ageGroup}` : ''}
        </p>
      </PageHeader>
      <TournamentInfo tournament={tournament} ageGroup={ageGroup} teams={rows.data.length} />
      <div className="d-flex flex-wrap gap-2 mb-4">
        <ExportButton
          label="EXPORT XLSX"
          path={apiPaths.tournamentRegistrationsExcel(tournamentId, ageRangeId)}
          fallbackName={() => exportName('xlsx')}
          failureText={messages.exportFailed}
        />
        <ExportButton
          label="CSV"
          variant="outline-primary"
          path={apiPaths.tournamentRegistrationsCsv(tournamentId, ageRangeId)}
          fallbackName={() => exportName('csv')}
          failureText={messages.exportFailed}
        />
        <BackLink />
      </div>
      {rows.data.length === 0 ? (
        <p className="text-body-secondary">No teams have registered for this age group yet.</p>
      ) : (
        <ResponsiveList
          items={rows.data}
          itemKey={(row) => row.id}
          label="Teams"
          caption="Teams registered in this age group"
          columns={teamColumns(askCancel, askRefund)}
          card={(row) => (
            <TeamCard row={row} onCancel={() => askCancel(row)} onRefund={() => askRefund(row)} />
          )}
          tableClassName="table align-middle staff-table"
          cardClassName="staff-card"
          cardTestId="team-card"
          tableTestId="teams-table"
        />
      )}
      <CancelRegistrationDialog
        kind="tournament"
        target={cancelTarget}
        onClose={() => setCancelTarget(null)}
      />
      <RefundDialog kind="tournament" target={refundTarget} onClose={() => setRefundTarget(null)} />
    </div>
  );
}

function teamColumns(
  onCancel: (row: TournamentReportRow) => void,
  onRefund: (row: TournamentReportRow) => void,
): ListColumn<TournamentReportRow>[] {
  return [
    {
      header: 'Team',
      className: 'col-team',
      cellClassName: 'fw-semibold break-anywhere',
      cell: (row) => row.teamName,
    },
    { header: 'Contact', className: 'col-contact', cell: (row) => <TeamContact row={row} /> },
    {
      header: 'Status',
      cellClassName: 'status-cell',
      cell: (row) => (
        <>
          <StatusBadge status={row.registrationStatus} />
          <PaymentIssues issues={row.paymentIssues} />
          <RefundLines kind="tournament" refunds={row.refunds} />
        </>
      ),
    },
    { header: 'Players', className: 'col-players', cell: (row) => <PlayerTable members={row.teamMembers} /> },
    {
      header: <span className="visually-hidden">Actions</span>,
      cellClassName: 'text-end',
      cell: (row) => <TeamActions row={row} onCancel={() => onCancel(row)} onRefund={() => onRefund(row)} />,
    },
  ];
}

function TeamCard({
  row,
  onCancel,
  onRefund,
}: {
  row: TournamentReportRow;
  onCancel: () => void;
  onRefund: () => void;
}) {
  return (
    <>
      <div className="d-flex justify-content-between align-items-start gap-2 mb-2">
        <h2 className="h5 mb-0 break-anywhere">{row.teamName}</h2>
        <StatusBadge status={row.registrationStatus} />
      </div>
      <PaymentIssues issues={row.paymentIssues} />
      <RefundLines kind="tournament" refunds={row.refunds} />
      <div className="my-2 small">
        <TeamContact row={row} />
      </div>
      <h3 className="h6 mb-1">Players ({row.teamMembers.length})</h3>
      <ul className="player-list small mb-2">
        {row.teamMembers.map((m) => (
          <li key={m.id} className="break-anywhere">
            {m.playerFullName} <span className="text-body-secondary">· T-shirt {shirt(m.tshirtSize)}</span>
          </li>
        ))}
      </ul>
      <TeamActions row={row} onCancel={onCancel} onRefund={onRefund} />
    </>
  );
}

function TeamContact({ row }: { row: TournamentReportRow }) {
  return <ContactLines name={row.contactName} phone={row.contactPhone} email={row.contactEmail} />;
}

function TeamActions({
  row,
  onCancel,
  onRefund,
}: {
  row: TournamentReportRow;
  onCancel: () => void;
  onRefund: () => void;
}) {
  const cancellable = canCancel(row.registrationStatus);
  const refundable = canRefund(row.registrationStatus);
  if (!cancellable && !refundable) return null;
  return (
    <div className="d-flex flex-wrap gap-2 justify-content-md-end">
      {refundable ? (
        <Button
          variant="outline-secondary"
          size="sm"
          onClick={onRefund}
          aria-label={`Refund ${row.teamName}`}
        >
          Refund
        </Button>
      ) : null}
      {cancellable ? (
        <Button
          variant="outline-danger"
          size="sm"
          onClick={onCancel}
          aria-label={`Cancel registration of ${row.teamName}`}
        >
          Cancel
        </Button>
      ) : null}
    </div>
  );
}

function PlayerTable({ members }: { members: TeamMember[] }) {
  return (
    <table className="table table-sm table-borderless mb-0 small player-table">
      <colgroup>
        <col />
        <col className="player-gender" />
        <col className="player-dob" />
        <col className="player-shirt" />
      </colgroup>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Gender</th>
          <th scope="col">Date of birth</th>
          <th scope="col">T-shirt size</th>
        </tr>
      </thead>
      <tbody>
        {members.map((m) => (
          <tr key={m.id}>
            <td className="ps-0 break-anywhere">{m.playerFullName}</td>
            <td>{genderLabel(m.playerGender)}</td>
            <td className="text-nowrap">{formatDate(m.playerDateOfBirth)}</td>
            <td className="text-nowrap">T-shirt {shirt(m.tshirtSize)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function TournamentInfo({
  tournament: t,
  ageGroup,
  teams,
}: {
  tournament: TournamentDetail;
  ageGroup: string;
  teams: number;
}) {
  const dates =
    t.tournamentStartDate === t.tournamentEndDate
      ? formatDate(t.tournamentStartDate)
      : `${formatDate(t.tournamentStartDate)} – ${formatDate(t.tournamentEndDate)}`;
  return (
    <dl className="report-info row g-3 mb-4">
      <div className="col-6 col-md-3">
        <dt>Dates</dt>
        <dd data-testid="report-dates">{dates}</dd>
      </div>
      <div className="col-6 col-md-3">
        <dt>Registration deadline</dt>
        <dd>{formatDate(t.lastDateToRegister)}</dd>
      </div>
      <div className="col-6 col-md-3">
        <dt>Location</dt>
        <dd>
          {t.facility.city}, {t.facility.state}
          <div className="small text-body-secondary">{t.facility.facilityName}</div>
        </dd>
      </div>
      <div className="col-6 col-md-3">
        <dt>Teams</dt>
        <dd>
          {teams}
          {ageGroup ? <div className="small text-body-secondary">{ageGroup}</div> : null}
        </dd>
      </div>
    </dl>
  );
}

function BackLink() {
  return (
    <Link className="btn btn-outline-secondary" to={paths.manageTournaments.href()}>
      All tournaments
    </Link>
  );
}
