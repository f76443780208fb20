import { useLingui } from '@lingui/react';
import { type CheckInTeam, textIn, todayIsoDate } from '@soccer/contracts';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { useSearchParams } from 'react-router';
import { RequireSignIn } from '../../../components/auth/require-sign-in';
import { useToast } from '../../../components/toast/toast-provider';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoader } from '../../../components/ui/page-loader';
import { usePageTitle } from '../../../hooks/use-page-title';
import { HttpError } from '../../../lib/http';
import { validationText } from '../../../lib/i18n/form-texts';
import { localDate } from '../../../lib/i18n/formats';
import { activeLocale } from '../../../lib/i18n/i18n';
import { localInstant } from '../../../lib/i18n/instants';
import { checkInTeams, useCheckInTeam } from '../api/team-check-in';

/**
 * /coach/check-in?day=: the day's teams (the phone's date by default), each with how complete its
 * roster is and a check-in button (decision 0101). Staff, and the coach of the team's age group.
 */
export function TeamCheckInPage() {
  const { _ } = useLingui();
  const heading = _('checkIn.title');
  usePageTitle(heading);
  const [params] = useSearchParams();
  const day = /^\d{4}-\d{2}-\d{2}$/.test(params.get('day') ?? '') ? params.get('day')! : todayIsoDate();
  return (
    <RequireSignIn heading={heading}>
      <div className="container py-3 py-md-4" style={{ maxWidth: '48rem' }}>
        <PageHeader title={heading} lead={localDate(day)} />
        <Teams day={day} />
      </div>
    </RequireSignIn>
  );
}

function Teams({ day }: { day: string }) {
  const { _ } = useLingui();
  const { data, isPending, error } = checkInTeams.use(day);
  if (isPending) return <PageLoader label={_('checkIn.loading')} />;
  if (!data)
    return (
      <Alert variant="warning">
        {error instanceof HttpError && error.status === 403 ? _('checkIn.notYours') : _('checkIn.loadFailed')}
      </Alert>
    );
  if (data.teams.length === 0) return <p>{_('checkIn.none')}</p>;
  const done = data.teams.filter((t) => t.checkedInAt).length;
  return (
    <>
      <p className="fw-semibold" role="status">
        {_('checkIn.counts', { done, count: data.teams.length })}
      </p>
      <ul className="list-unstyled d-grid gap-3">
        {data.teams.map((team) => (
          <TeamCard key={team.registrationId} team={team} day={day} />
        ))}
      </ul>
    </>
  );
}

function TeamCard({ team, day }: { team: CheckInTeam; day: string }) {
  const { _ } = useLingui();
  const { toast } = useToast();
  const checkIn = useCheckInTeam(day);
  const tournament = textIn(
    team.tournamentName,
    team.tournamentNameEs,
    activeLocale() === 'es' ? 'es' : 'en',
  );
  const send = async () => {
    const result = await checkIn.mutateAsync(team.registrationId);
    if (!result.ok) toast(validationText(result.message), 'danger');
  };
  return (
    <li className="card" data-testid="check-in-team">
      <div className="card-body">
        <h2 className="h5 card-title mb-1">{team.teamName}</h2>
        <p className="text-body-secondary mb-2">
          {tournament} · {team.ageGroup}
        </p>
        <p className="mb-2">
          <Badge
            bg={team.missing.length ? 'warning' : 'success'}
            text={team.missing.length ? 'dark' : undefined}
          >
            {_('checkIn.complete', { complete: team.complete, players: team.players })}
          </Badge>
        </p>
        {team.missing.length ? (
          <p className="small mb-2">{_('checkIn.missing', { names: team.missing.join(', ') })}</p>
        ) : null}
        <p className="small mb-3">
          {team.contact.name} · <a href={`tel:${team.contact.phone}`}>{team.contact.phone}</a>
        </p>
        {team.checkedInAt ? (
          <Alert variant="success" className="mb-0 py-2" role="status">
            {_('checkIn.done', { at: localInstant(team.checkedInAt), by: team.checkedInBy ?? '' })}
          </Alert>
        ) : (
          <div className="d-grid">
            <Button size="lg" onClick={send} disabled={checkIn.isPending}>
              {_('checkIn.button', { team: team.teamName })}
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
