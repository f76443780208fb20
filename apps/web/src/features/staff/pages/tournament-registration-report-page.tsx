import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import {
  apiPaths,
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
import { shirtSize } from '../../../lib/format';
import { localDateRange as dateRange, localDate as formatDate } from '../../../lib/i18n/formats';
import { useTournamentDetail } from '../api/get-tournament-detail';
import { useTournamentRegistrations } from '../api/get-tournament-registrations';
import { ContactLines } from '../components/contact-lines';
import { MessagesPanel } from '../components/messages-panel';
import { PaymentIssues, RefundLines } from '../components/payment-progress';
import { RegistrationHistory } from '../components/registration-history';
import { RegistrationReport, type ReportFact, reportNotReady } from '../components/registration-report';
import { RosterChanges } from '../components/roster-changes';
import { StaffPage } from '../components/staff-page';
import { WaitlistPanel } from '../components/waitlist-panel';

export function TournamentRegistrationReportPage() {
  const { _ } = useLingui();
  const { tournamentId = '', ageRangeId = '' } = useParams();
  return (
    <StaffPage heading={_('staff.tournament.heading')}>
      <TournamentReport tournamentId={tournamentId} ageRangeId={ageRangeId} />
    </StaffPage>
  );
}

const genderLabel = (g: string) => (g === 'F' ? 'F' : g === 'M' ? 'M' : g);
function TournamentReport({ tournamentId, ageRangeId }: { tournamentId: string; ageRangeId: string }) {
  const { _ } = useLingui();
  const heading = _('staff.tournament.heading');
  const back = { href: paths.manageTournaments.href(), label: _('staff.tournament.back') };
  const detail = useTournamentDetail(tournamentId);
  const rows = useTournamentRegistrations(tournamentId, ageRangeId);

  const notReady = reportNotReady(heading, back, [detail, rows]);
  if (notReady || !detail.data || !rows.data) return notReady;

  const tournament = detail.data;
  const ageGroup =
    tournament.ageRanges.find((a) => String(a.tournamentAgeRangeId) === ageRangeId)?.ageRangeDescription ??
    '';
  const exportFailed = (text: unknown) => _('staff.exportFailed', { text: String(text) });
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
      facts={tournamentFacts(_, tournament, ageGroup, rows.data.length)}
      exports={
        <>
          <ExportButton
            label={_('staff.tournament.exportXlsx')}
            path={apiPaths.tournamentRegistrationsExcel(tournamentId, ageRangeId)}
            fallbackName={() => exportName('xlsx')}
            failureText={exportFailed}
          />
          <ExportButton
            label={_('staff.tournament.exportCsv')}
            variant="outline-primary"
            path={apiPaths.tournamentRegistrationsCsv(tournamentId, ageRangeId)}
            fallbackName={() => exportName('csv')}
            failureText={exportFailed}
          />
        </>
      }
      back={back}
      items={rows.data}
      emptyText={_('staff.tournament.empty')}
      list={{
        label: _('staff.tournament.label'),
        caption: _('staff.tournament.caption'),
        columns: columnsOf(_),
        card: (row) => <TeamCard row={row} />,
        badge,
        cardTestId: 'team-card',
        tableTestId: 'teams-table',
      }}
      reported={(row) => ({ id: row.id, name: row.teamName, status: row.registrationStatus })}
      after={
        <>
          <WaitlistPanel kind="tournament" itemId={ageRangeId} />
          <MessagesPanel
            scope={{
              kind: 'tournament',
              tournamentId: tournament.id,
              ageRangeId: Number(ageRangeId),
              ageGroups: tournament.ageRanges.map((a) => ({
                id: a.tournamentAgeRangeId,
                label: a.ageRangeDescription,
              })),
            }}
          />
        </>
      }
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

const columnsOf = (_: I18n['_']): ListColumn<TournamentReportRow>[] => [
  {
    header: _('staff.tournament.col.team'),
    className: 'col-team',
    cellClassName: 'fw-semibold break-anywhere',
    cell: (row) => row.teamName,
  },
  {
    header: _('staff.tournament.col.contact'),
    className: 'col-contact',
    cell: (row) => <TeamContact row={row} />,
  },
  {
    header: _('staff.report.col.status'),
    cellClassName: 'status-cell',
    cell: (row) => (
      <>
        <StatusBadge status={row.registrationStatus} />
        {progress(row)}
      </>
    ),
  },
  {
    header: _('staff.tournament.col.players'),
    className: 'col-players',
    cell: (row) => <PlayerTable members={row.teamMembers} />,
  },
];

function TeamCard({ row }: { row: TournamentReportRow }) {
  const { _ } = useLingui();
  return (
    <>
      {progress(row)}
      <div className="my-2 small">
        <TeamContact row={row} />
      </div>
      <h3 className="h6 mb-1">{_('staff.tournament.players', { count: row.teamMembers.length })}</h3>
      <ul className="player-list small mb-2">
        {row.teamMembers.map((m) => (
          <li key={m.id} className="break-anywhere">
            {m.playerFullName}{' '}
            <span className="text-body-secondary">
              · {_('staff.tournament.tshirt', { size: shirtSize(m.tshirtSize) })}
            </span>
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
  const { _ } = useLingui();
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
          <th scope="col">{_('staff.tournament.player.name')}</th>
          <th scope="col">{_('staff.tournament.player.gender')}</th>
          <th scope="col">{_('staff.tournament.player.birthDate')}</th>
          <th scope="col">{_('staff.tournament.player.shirt')}</th>
        </tr>
      </thead>
      <tbody>
        {members.map((m) => (
          <tr key={m.id}>
            <td className="ps-0 break-anywhere">{m.playerFullName}</td>
            <td>{genderLabel(m.playerGender)}</td>
            <td className="text-nowrap">{formatDate(m.playerDateOfBirth)}</td>
            <td className="text-nowrap">{_('staff.tournament.tshirt', { size: shirtSize(m.tshirtSize) })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function tournamentFacts(_: I18n['_'], t: TournamentDetail, ageGroup: string, teams: number): ReportFact[] {
  return [
    {
      label: _('staff.report.dates'),
      value: dateRange(t.tournamentStartDate, t.tournamentEndDate),
      testId: 'report-dates',
    },
    {
      label: _('staff.tournament.deadline'),
      value: (
        <>
          {formatDate(t.lastDateToRegister)}
          <div className="small text-body-secondary">
            {_('staff.tournament.rosterUntil', { date: formatDate(rosterDeadlineOf(t)) })}
          </div>
        </>
      ),
    },
    {
      label: _('staff.report.location'),
      value: (
        <>
          {t.facility.city}, {t.facility.state}
          <div className="small text-body-secondary">{t.facility.facilityName}</div>
        </>
      ),
    },
    {
      label: _('staff.tournament.teams'),
      value: (
        <>
          {teams}
          {ageGroup ? <div className="small text-body-secondary">{ageGroup}</div> : null}
        </>
      ),
    },
  ];
}
