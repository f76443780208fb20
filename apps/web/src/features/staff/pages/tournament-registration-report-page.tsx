import {
  apiPaths,
  formatDate,
  messages,
  rosterDeadlineOf,
  type TeamMember,
  type TournamentDetail,
  type TournamentReportRow,
  todayIsoDate,
} from '@soccer/contracts';
import { useParams } from 'react-router';
import { AcceptanceList } from '../../../components/registration/acceptance-list';
import { StatusBadge } from '../../../components/registration/status-badge';
import { ExportButton } from '../../../components/ui/export-button';
import type { ListColumn } from '../../../components/ui/responsive-list';
import { paths } from '../../../config/paths';
import { fileNamePart } from '../../../lib/file-download';
import { dateRange, shirtSize } from '../../../lib/format';
import { useTournamentDetail } from '../api/get-tournament-detail';
import { useTournamentRegistrations } from '../api/get-tournament-registrations';
import { ContactLines } from '../components/contact-lines';
import { PaymentIssues, RefundLines } from '../components/payment-progress';
import { RegistrationHistory } from '../components/registration-history';
import { RegistrationReport, type ReportFact, reportNotReady } from '../components/registration-report';
import { RosterChanges } from '../components/roster-changes';
import { StaffPage } from '../components/staff-page';
import { WaitlistPanel } from '../components/waitlist-panel';

const heading = 'Tournament Registration Report';
const back = { href: paths.manageTournaments.href(), label: 'All tournaments' };

export function TournamentRegistrationReportPage() {
  const { tournamentId = '', ageRangeId = '' } = useParams();
  return (
    <StaffPage heading={heading}>
      <TournamentReport tournamentId={tournamentId} ageRangeId={ageRangeId} />
    </StaffPage>
  );
}

const genderLabel = (g: string) => (g === 'F' ? 'F' : g === 'M' ? 'M' : g);
function TournamentReport({ tournamentId, ageRangeId }: { tournamentId: string; ageRangeId: string }) {
  const detail = useTournamentDetail(tournamentId);
  const rows = useTournamentRegistrations(tournamentId, ageRangeId);

  const notReady = reportNotReady(heading, back, [detail, rows]);
  if (notReady || !detail.data || !rows.data) return notReady;

  const tournament = detail.data;
  const ageGroup =
    tournament.ageRanges.find((a) => String(a.tournamentAgeRangeId) === ageRangeId)?.ageRangeDescription ??
    '';
  const exportName = (ext: string) =>
    `TOURNAMENT_REGISTRATIONS_${fileNamePart(tournament.tournamentName)}_${todayIsoDate()}.${ext}`;

  return (
    <RegistrationReport
      kind="tournament"
      title={tournament.tournamentName}
      subtitle={
        <>
          {heading}
          {ageGroup ? ` · ${ageGroup}` : ''}
        </>
      }
      facts={tournamentFacts(tournament, ageGroup, rows.data.length)}
      exports={
        <>
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
        </>
      }
      back={back}
      items={rows.data}
      emptyText="No teams have registered for this age group yet."
      list={{
        label: 'Teams',
        caption: 'Teams registered in this age group',
        columns,
        card: (row) => <TeamCard row={row} />,
        badge,
        cardTestId: 'team-card',
        tableTestId: 'teams-table',
      }}
      reported={(row) => ({ id: row.id, name: row.teamName, status: row.registrationStatus })}
      after={<WaitlistPanel kind="tournament" itemId={ageRangeId} />}
    />
  );
}

const badge = (row: TournamentReportRow) => <StatusBadge status={row.registrationStatus} />;
const progress = (row: TournamentReportRow) => (
  <>
    <PaymentIssues issues={row.paymentIssues} />
    <RefundLines kind="tournament" refunds={row.refunds} />
    <AcceptanceList acceptances={row.acceptances} className="small text-body-secondary mt-1 mb-0" />
    <RosterChanges changes={row.rosterChanges} />
    <RegistrationHistory history={row.history} />
  </>
);

const columns: ListColumn<TournamentReportRow>[] = [
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
        {progress(row)}
      </>
    ),
  },
  { header: 'Players', className: 'col-players', cell: (row) => <PlayerTable members={row.teamMembers} /> },
];

function TeamCard({ row }: { row: TournamentReportRow }) {
  return (
    <>
      {progress(row)}
      <div className="my-2 small">
        <TeamContact row={row} />
      </div>
      <h3 className="h6 mb-1">Players ({row.teamMembers.length})</h3>
      <ul className="player-list small mb-2">
        {row.teamMembers.map((m) => (
          <li key={m.id} className="break-anywhere">
            {m.playerFullName}{' '}
            <span className="text-body-secondary">· T-shirt {shirtSize(m.tshirtSize)}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

function TeamContact({ row }: { row: TournamentReportRow }) {
  return <ContactLines name={row.contactName} phone={row.contactPhone} email={row.contactEmail} />;
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
            <td className="text-nowrap">T-shirt {shirtSize(m.tshirtSize)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function tournamentFacts(t: TournamentDetail, ageGroup: string, teams: number): ReportFact[] {
  return [
    { label: 'Dates', value: dateRange(t.tournamentStartDate, t.tournamentEndDate), testId: 'report-dates' },
    {
      label: 'Registration deadline',
      value: (
        <>
          {formatDate(t.lastDateToRegister)}
          <div className="small text-body-secondary">Roster until {formatDate(rosterDeadlineOf(t))}</div>
        </>
      ),
    },
    {
      label: 'Location',
      value: (
        <>
          {t.facility.city}, {t.facility.state}
          <div className="small text-body-secondary">{t.facility.facilityName}</div>
        </>
      ),
    },
    {
      label: 'Teams',
      value: (
        <>
          {teams}
          {ageGroup ? <div className="small text-body-secondary">{ageGroup}</div> : null}
        </>
      ),
    },
  ];
}
