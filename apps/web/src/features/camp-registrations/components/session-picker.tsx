import { useLingui } from '@lingui/react';
import { type CampSession, campEligibilityProblem, minimumDate, todayIsoDate } from '@soccer/contracts';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { PriceWindowNote, priceNow } from '../../../components/details/price-window-note';
import { PlayerPicker } from '../../../components/household/player-picker';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { useCampSessions } from '../../../hooks/use-camp-sessions';
import { describeFetchError } from '../../../hooks/use-error-toast';
import { household } from '../../../hooks/use-household';
import { hasStaffRole } from '../../../lib/auth/auth-client';
import { useAuth } from '../../../lib/auth/auth-provider';
import { errorMessage } from '../../../lib/error-reporting';
import { inReadersLanguage } from '../../../lib/i18n/content';
import { validationText } from '../../../lib/i18n/form-texts';
import { localAgeRange, localDate, localMoney } from '../../../lib/i18n/formats';
import { i18n } from '../../../lib/i18n/i18n';
import { type PlayerBirthdateState, useCarriedBirthdate, useCarriedPlayerId } from './player-birthdate';

const loadError = describeFetchError(
  (status) => i18n._('register.sessionsFailed', { status }),
  (error) => i18n._('register.sessionsError', { error: errorMessage(error) }),
);

/**
 * /Register without a session: the upcoming sessions to choose from; a full one takes the form
 * onto its waitlist. With the player's birth date (a saved household player's, typed here, or
 * carried from the registration form) each session
 * the player cannot attend by its ages is marked with the reason, and only staff may still open
 * it; the chosen session's form starts with that birth date.
 */
export function SessionPicker() {
  const { _ } = useLingui();
  const { data, error, isPending } = useCampSessions();
  const { user } = useAuth();
  const [birthdate, setBirthdate] = useState(useCarriedBirthdate());
  const [playerId, setPlayerId] = useState(useCarriedPlayerId());
  const players = household.use().data?.players ?? [];
  if (isPending) return <PageLoader label={_('register.loadingSessions')} />;
  if (error || !data) return <Alert variant="danger">{loadError(error)}</Alert>;

  const today = todayIsoDate();
  const upcoming = data.filter((s) => s.campStartDate > today);
  if (upcoming.length === 0) {
    return <p className="fs-5">{_('register.noSessions')}</p>;
  }
  return (
    <>
      <p className="lead">{_('register.pickerLead')}</p>
      {players.length ? (
        <PlayerPicker
          id="picker-player"
          className="mb-3 col-sm-8 col-lg-6"
          label={_('register.player')}
          players={players}
          value={playerId}
          onChange={(id) => {
            setPlayerId(id);
            setBirthdate(players.find((p) => p.id === id)?.birthDate ?? '');
          }}
        />
      ) : null}
      <Form.Group className="mb-3 col-sm-6 col-lg-4" controlId="picker-birthdate">
        <Form.Label>{_('register.pickerBirthdate')}</Form.Label>
        <Form.Control
          type="date"
          min={minimumDate}
          max={today}
          value={birthdate}
          onChange={(event) => {
            setBirthdate(event.target.value);
            setPlayerId(null);
          }}
          aria-describedby="picker-birthdate-help"
        />
        <Form.Text id="picker-birthdate-help">{_('register.pickerBirthdateHelp')}</Form.Text>
      </Form.Group>
      <ul className="session-picker list-unstyled row g-3">
        {upcoming.map((session) => (
          <SessionChoice
            key={session.id}
            session={session}
            carried={{ playerBirthdate: birthdate, householdPlayerId: playerId ?? undefined }}
            ageProblem={campEligibilityProblem(birthdate, session)}
            staff={hasStaffRole(user)}
          />
        ))}
      </ul>
    </>
  );
}

function SessionChoice({
  session,
  carried,
  ageProblem,
  staff,
}: {
  session: CampSession;
  /** The player's birth date (and saved player) the register link carries to the form. */
  carried: PlayerBirthdateState;
  /** Why the player whose birth date was given cannot attend, or null. */
  ageProblem: string | null;
  staff: boolean;
}) {
  const { _ } = useLingui();
  const full = session.seatsLeft <= 0;
  const price = priceNow({ ...session, cost: session.campCost });
  const closed = full || (ageProblem !== null && !staff);
  const { campFacility: facility } = session;
  const spec = inReadersLanguage(session.campSpec);
  const titleId = `session-${session.id}-title`;
  const problemId = `session-${session.id}-age`;
  const named = `${spec.campName}, ${facility.city}, ${localDate(session.campStartDate)}`;
  /** The way to this session's form, carrying the player's birth date. */
  const registerLink = (variant: string, label: string, text: string) => (
    <Link
      className={`btn ${variant}`}
      to={paths.register.href(session.id)}
      state={carried}
      aria-label={label}
    >
      {text}
    </Link>
  );
  /** What a family sees instead when the session is not for this player (staff still get the link). */
  const notForPlayer = (text: string) => (
    <button
      type="button"
      className="btn btn-outline-secondary"
      disabled
      aria-label={_('register.notForPlayerLabel', { named })}
    >
      {text}
    </button>
  );
  return (
    <li className="col-md-6 col-xl-4">
      <article
        className={`card h-100 shadow-sm${closed ? ' bg-light' : ''}`}
        aria-labelledby={titleId}
        aria-describedby={ageProblem ? problemId : undefined}
        data-eligible={ageProblem ? 'false' : undefined}
      >
        <div className="card-body d-flex flex-column">
          <h2 id={titleId} className="h5 card-title mb-1">
            {spec.campName}
          </h2>
          <p className="text-body-secondary mb-2">
            {facility.city}, {facility.state} · {localAgeRange(session)}
          </p>
          <p className="mb-1">
            {localDate(session.campStartDate)} – {localDate(session.campEndDate)}
          </p>
          <p className="mb-3">{session.timeBlock}</p>
          {ageProblem ? (
            <p id={problemId} className="small text-danger-emphasis mb-3">
              <Badge bg="warning" text="dark" className="me-1">
                {_('eligibility.notForThisPlayer')}
              </Badge>{' '}
              {validationText(ageProblem)}
            </p>
          ) : null}
          <div className="mt-auto d-flex align-items-center justify-content-between gap-2">
            <span>
              <span className="fw-semibold">{localMoney(price.cost)}</span>
              <PriceWindowNote price={price} />
            </span>
            {full ? (
              <span className="d-flex align-items-center gap-2">
                <Badge bg="danger">{_('register.full')}</Badge>
                {ageProblem !== null && !staff
                  ? notForPlayer(_('register.joinWaitlist'))
                  : registerLink(
                      'btn-outline-primary',
                      _('register.joinWaitlistFor', { named }),
                      _('register.joinWaitlist'),
                    )}
              </span>
            ) : closed ? (
              notForPlayer(_('register.register'))
            ) : (
              <span className="d-flex align-items-center gap-2">
                <span className="small text-body-secondary">
                  {_('register.seatsLeft', { count: session.seatsLeft })}
                </span>
                {registerLink(
                  ageProblem ? 'btn-outline-primary' : 'btn-primary',
                  _('register.registerFor', { named }),
                  _('register.register'),
                )}
              </span>
            )}
          </div>
        </div>
      </article>
    </li>
  );
}
