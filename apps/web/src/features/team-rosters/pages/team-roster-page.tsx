import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import {
  type RosterInvitesRequest,
  rosterInviteLimits,
  rosterInvitesRequestSchema,
  type TeamRosterPlayer,
  type TeamRosterStatus,
  textIn,
  tournamentRegistrationLimits,
} from '@soccer/contracts';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { RequireSignIn } from '../../../components/auth/require-sign-in';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { TextFields } from '../../../components/form/text-fields';
import { useServerSubmit } from '../../../components/form/use-server-submit';
import { useToast } from '../../../components/toast/toast-provider';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { HttpError } from '../../../lib/http';
import { validationText } from '../../../lib/i18n/form-texts';
import { localDate } from '../../../lib/i18n/formats';
import { activeLocale } from '../../../lib/i18n/i18n';
import { localInstant } from '../../../lib/i18n/instants';
import { teamRoster, useInvitePlayers, useRemindGuardian } from '../api/team-roster';
import '../../../styles/forms.scss';

/**
 * /TeamRoster/{id}: the team's coach sees who is complete and who is missing (decision 0100),
 * reminds a guardian (once a day per player) and invites more players by e-mail until the
 * roster deadline.
 */
export function TeamRosterPage() {
  const { _ } = useLingui();
  const heading = _('roster.title');
  usePageTitle(heading);
  const { registrationid = '' } = useParams();
  const id = /^\d+$/.test(registrationid) ? Number(registrationid) : 0;
  return (
    <RequireSignIn heading={heading}>
      <div className="container py-3 py-md-4" style={{ maxWidth: '48rem' }}>
        <p className="mb-2">
          <Link to={paths.myRegistrations.href()}>← {_('roster.back')}</Link>
        </p>
        <RosterRead id={id} heading={heading} />
      </div>
    </RequireSignIn>
  );
}

function RosterRead({ id, heading }: { id: number; heading: string }) {
  const { _ } = useLingui();
  const { data, isPending, error } = teamRoster.use(id);
  if (data) return <Roster roster={data} />;
  return (
    <>
      <PageHeader title={heading} />
      {isPending ? (
        <PageLoader label={_('roster.loading')} />
      ) : (
        <Alert variant="warning">
          {error instanceof HttpError && error.status === 404 ? _('roster.notFound') : _('roster.loadFailed')}
        </Alert>
      )}
    </>
  );
}

function Roster({ roster }: { roster: TeamRosterStatus }) {
  const { _ } = useLingui();
  const missing = roster.players.filter((p) => !p.complete);
  const tournament = textIn(
    roster.tournamentName,
    roster.tournamentNameEs,
    activeLocale() === 'es' ? 'es' : 'en',
  );
  return (
    <>
      <PageHeader title={roster.teamName} lead={`${tournament} · ${roster.ageGroup}`} />
      <p className="fw-semibold" role="status" data-testid="roster-counts">
        {_('roster.counts', { complete: roster.players.length - missing.length, missing: missing.length })}
      </p>
      <p className="text-body-secondary">
        {roster.open
          ? _('roster.openUntil', { date: localDate(roster.rosterDeadline) })
          : _('roster.closed', { date: localDate(roster.rosterDeadline) })}
      </p>
      <ul className="list-unstyled d-grid gap-2 mb-4">
        {roster.players.map((p) => (
          <PlayerRow key={`${p.inviteId}-${p.playerFullName}`} player={p} roster={roster} />
        ))}
      </ul>
      {roster.open && roster.players.length < roster.maxPlayers ? <InviteMore roster={roster} /> : null}
    </>
  );
}

function PlayerRow({ player, roster }: { player: TeamRosterPlayer; roster: TeamRosterStatus }) {
  const { _ } = useLingui();
  const { toast } = useToast();
  const remind = useRemindGuardian(roster.registrationId);
  const send = async () => {
    const result = await remind.mutateAsync(player.inviteId);
    if (result.ok) toast(_('roster.reminded', { email: player.guardianEmail }), 'success');
    else toast(validationText(result.message), 'danger');
  };
  return (
    <li className="card" data-testid="roster-player">
      <div className="card-body d-flex flex-wrap align-items-center justify-content-between gap-2 py-2">
        <div>
          <div className="fw-semibold">{player.playerFullName}</div>
          {player.guardianEmail ? (
            <div className="text-body-secondary small text-break">{player.guardianEmail}</div>
          ) : null}
          {!player.complete && player.lastSentAt ? (
            <div className="text-body-secondary small">
              {_('roster.lastSent', { at: localInstant(player.lastSentAt) })}
            </div>
          ) : null}
          {!player.complete && roster.open && player.remindFrom ? (
            <div className="text-body-secondary small">
              {_('roster.remindFrom', { at: localInstant(player.remindFrom) })}
            </div>
          ) : null}
        </div>
        <div className="d-flex align-items-center gap-2">
          <Badge bg={player.complete ? 'success' : 'warning'} text={player.complete ? undefined : 'dark'}>
            {player.complete ? _('roster.complete') : _('roster.missing')}
          </Badge>
          {!player.complete && roster.open ? (
            <Button
              variant="outline-primary"
              size="sm"
              disabled={player.remindFrom !== null || remind.isPending}
              onClick={send}
              aria-label={_('roster.remindLabel', { player: player.playerFullName })}
            >
              {_('roster.remind')}
            </Button>
          ) : null}
        </div>
      </div>
    </li>
  );
}

type InviteValues = { invitedPlayers: { playerFullName: string; guardianEmail: string }[] };

function InviteMore({ roster }: { roster: TeamRosterStatus }) {
  const { _ } = useLingui();
  const { toast } = useToast();
  const invite = useInvitePlayers(roster.registrationId);
  const form = useForm<InviteValues, unknown, RosterInvitesRequest>({
    resolver: zodResolver(rosterInvitesRequestSchema),
    defaultValues: { invitedPlayers: [{ playerFullName: '', guardianEmail: '' }] },
  });
  const { onSubmit, refused, unclaimed } = useServerSubmit({
    form,
    fields: ['invitedPlayers'],
    send: (values: RosterInvitesRequest) => invite.mutateAsync(values.invitedPlayers),
    onSaved: () => {
      toast(_('roster.invited'), 'success');
      form.reset();
    },
  });
  return (
    <FormProvider {...form}>
      <Form
        noValidate
        onSubmit={onSubmit}
        aria-label={_('roster.inviteHeading')}
        className="card border-0 shadow-sm"
      >
        <div className="card-body">
          <h2 className="h5">{_('roster.inviteHeading')}</h2>
          <p className="text-body-secondary">{_('roster.inviteLead')}</p>
          <TextFields<InviteValues>
            className={null}
            fields={[
              {
                name: 'invitedPlayers.0.playerFullName',
                label: 'Player name',
                autoComplete: 'off',
                maxLength: tournamentRegistrationLimits.playerFullName,
                required: true,
              },
              {
                name: 'invitedPlayers.0.guardianEmail',
                label: 'Guardian email',
                type: 'email',
                autoComplete: 'off',
                maxLength: rosterInviteLimits.guardianEmail,
                required: true,
              },
            ]}
          />
          <FormErrorAlert show={refused} extra={unclaimed} />
          <Button type="submit" disabled={invite.isPending || form.formState.isSubmitting}>
            {_('roster.inviteSend')}
          </Button>
        </div>
      </Form>
    </FormProvider>
  );
}
