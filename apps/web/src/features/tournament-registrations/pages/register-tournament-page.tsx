import '../../../styles/forms.scss';
import '../tournament-registrations.scss';
import { useLingui } from '@lingui/react';
import {
  rosterDeadlineOf,
  rosterOpen,
  type Tournament,
  type TournamentRegistration,
  todayIsoDate,
  unpaidStatuses,
} from '@soccer/contracts';
import { type ReactNode, useMemo } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link, useParams } from 'react-router';
import { RequireSignIn } from '../../../components/auth/require-sign-in';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useTournamentRegistration } from '../../../hooks/use-tournament-registration';
import { useAuth } from '../../../lib/auth/auth-provider';
import { errorMessage } from '../../../lib/error-reporting';
import { localDate } from '../../../lib/i18n/formats';
import { i18n } from '../../../lib/i18n/i18n';
import { parseId } from '../../../lib/route-params';
import { useTournamentByAgeRange } from '../api/get-tournament-by-age-range';
import { tournamentDocuments } from '../api/get-tournament-documents';
import { initialValues } from '../components/team-form-values';
import { TeamRegistrationForm } from '../components/team-registration-form';
import { TeamRoster } from '../components/team-roster';
import { TournamentSummary } from '../components/tournament-summary';

/** /RegisterTournament/{tournamentAgeRangeId}/{tournamentRegistrationId?} — signed-in only. */
export function RegisterTournamentPage() {
  // Signed in, the page itself names itself by what the team can do (register, change its roster, read it).
  const { _ } = useLingui();
  usePageTitle(useAuth().isSignedIn ? null : _('team.title'));
  const { tournamentAgeRangeId, tournamentRegistrationId } = useParams();
  return (
    <RequireSignIn heading={_('team.register')}>
      <RegisterTournament ageRangeParam={tournamentAgeRangeId} registrationParam={tournamentRegistrationId} />
    </RequireSignIn>
  );
}

/**
 * A paid team's page: its roster to change until the roster deadline (as the browser reads
 * today's UTC date; the server has the last word), then to read. Null for every other team.
 */
function rosterMode(
  registration: TournamentRegistration | undefined,
  tournament: Tournament | undefined,
): { open: boolean; deadline: string } | null {
  if (registration?.registrationStatus !== 'paid' || !tournament) return null;
  const deadline = rosterDeadlineOf(tournament);
  return { open: rosterOpen(deadline, todayIsoDate()), deadline };
}

/** Why a registration is shown but cannot be edited (the server refuses edits once it is paid). */
function lockedNote(registration: TournamentRegistration): string | null {
  if (unpaidStatuses.includes(registration.registrationStatus)) return null;
  return i18n._('team.locked', { status: i18n._(`status.${registration.registrationStatus}`) });
}

/** Registration closed (by the deadline as the browser reads today's date); the server still has the last word. */
function deadlineNote(tournament: Tournament | undefined): string | null {
  if (!tournament || tournament.lastDateToRegister.slice(0, 10) >= todayIsoDate()) return null;
  return i18n._('team.deadlinePassed', { date: localDate(tournament.lastDateToRegister) });
}

function RegisterTournament({
  ageRangeParam,
  registrationParam,
}: {
  ageRangeParam: string | undefined;
  registrationParam: string | undefined;
}) {
  const { _ } = useLingui();
  const { user } = useAuth();
  const ageRangeId = parseId(ageRangeParam);
  const editing = registrationParam !== undefined;
  const tournamentQuery = useTournamentByAgeRange(ageRangeId);
  const registrationQuery = useTournamentRegistration(parseId(registrationParam), { enabled: editing });
  const tournament = tournamentQuery.data;
  const registration = editing ? registrationQuery.data : undefined;
  const documentsQuery = tournamentDocuments.use(tournament?.id ?? 0);
  // An edited team is asked only for what it has not accepted at the current version.
  const documents = useMemo(
    () =>
      (documentsQuery.data ?? []).filter(
        (d) => !registration?.acceptances?.some((a) => a.documentId === d.id && a.version === d.version),
      ),
    [documentsQuery.data, registration],
  );

  const roster = rosterMode(registration, tournament);
  const title = roster
    ? roster.open
      ? _('team.roster.editHeading')
      : _('team.roster.readOnlyHeading')
    : _('team.title');
  usePageTitle(title);

  let formArea: ReactNode;
  if (
    tournamentQuery.isPending ||
    (editing && registrationQuery.isPending) ||
    (tournament && documentsQuery.isPending)
  ) {
    formArea = <PageLoader label={_('team.loadingForm')} />;
  } else if (editing && registrationQuery.isError) {
    formArea = (
      <Alert variant="danger">
        <p className="mb-2">{errorMessage(registrationQuery.error)}</p>
        <Link to={paths.myRegistrations.href()} className="alert-link">
          {_('team.goToMyRegistrations')}
        </Link>
      </Alert>
    );
  } else if (roster && registration && !roster.open) {
    formArea = (
      <>
        <Alert variant="secondary">
          <p className="mb-2">{_('team.roster.closedNote', { date: localDate(roster.deadline) })}</p>
          <Link to={paths.myRegistrations.href()} className="alert-link">
            {_('team.goToMyRegistrations')}
          </Link>
        </Alert>
        <TeamRoster registration={registration} showTshirt={tournament?.supportsTshirtOffering ?? false} />
      </>
    );
  } else if (roster && registration) {
    formArea = (
      <>
        <Alert variant="info" data-testid="roster-note">
          {_('team.roster.openNote', { date: localDate(roster.deadline) })}
        </Alert>
        <TeamRegistrationForm
          key={`roster-${registration.id}-${registration.teamMembers.map((m) => m.id).join('-')}`}
          defaultValues={initialValues(ageRangeId ?? 0, registration, user, documents)}
          tournament={tournament}
          documents={documents}
          rosterOnly
        />
      </>
    );
  } else if (!registration && deadlineNote(tournament)) {
    // Closed: a new team has nothing to fill in (an existing one is still shown, read-only).
    formArea = (
      <Alert variant="warning">
        <p className="mb-2">{deadlineNote(tournament)}</p>
        <Link to={paths.tournaments.href()} className="alert-link">
          {_('team.otherTournaments')}
        </Link>
      </Alert>
    );
  } else {
    const note = registration ? lockedNote(registration) : null;
    const closed = note ? null : deadlineNote(tournament);
    formArea = (
      <>
        {closed ? <Alert variant="warning">{closed}</Alert> : null}
        {note ? (
          <Alert variant="info">
            <p className="mb-2">{note}</p>
            <Link to={paths.myRegistrations.href()} className="alert-link">
              {_('team.goToMyRegistrations')}
            </Link>
          </Alert>
        ) : null}
        <TeamRegistrationForm
          key={`${registration?.id ?? 'new'}-${tournament?.id ?? 'none'}`}
          defaultValues={initialValues(ageRangeId ?? 0, registration, user, documents)}
          tournament={tournament}
          documents={documents}
          readOnly={note !== null || closed !== null}
        />
      </>
    );
  }

  return (
    <div className="container py-4">
      <PageHeader
        title={title}
        lead={registration ? _('team.lead', { name: registration.teamName }) : undefined}
      />
      {tournamentQuery.isError ? (
        <Alert variant="danger">{_('team.loadFailed', { error: errorMessage(tournamentQuery.error) })}</Alert>
      ) : null}
      <div className="row g-4 register-tournament-layout">
        <div className="col-lg-4 register-tournament-summary-col">
          <TournamentSummary tournament={tournament} loading={tournamentQuery.isPending} />
        </div>
        <div className="col-lg-8 register-tournament-form-col">{formArea}</div>
      </div>
    </div>
  );
}
