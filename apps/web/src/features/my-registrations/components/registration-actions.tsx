import { useLingui } from '@lingui/react';
import {
  type CampRegistration,
  type RegistrationAction,
  type RegistrationStatus,
  registrationAction,
  rosterDeadlineOf,
  rosterOpen,
  type TournamentRegistration,
  todayIsoDate,
  unpaidStatuses,
} from '@soccer/contracts';
import { Link } from 'react-router';
import { paymentUnderway } from '../../../components/registration/status-note';
import { paths } from '../../../config/paths';
import { AddToCalendar } from './add-to-calendar';
import { BalanceDue } from './balance-due';
import { CancelOwnRegistration } from './cancel-own-registration';
import { SwitchOwnSession } from './switch-own-session';

interface ActionsProps {
  /** Read by screen readers after each button's text, e.g. 'for Sam Smith, Foundations Skills Camp'. */
  context: string;
  block?: boolean;
}

/** The one action a registration offers (contracts `registrationAction`), by catalogue id. */
const actionIds = { 'Pay Now': 'mine.payNow', 'Retry Payment': 'mine.retryPayment' } as const;

const layout = (block: boolean | undefined) => (block ? 'd-grid gap-2 mt-3' : 'd-flex flex-wrap gap-2');

/** The owner may cancel a seat held or paid for until the first day (the server has the last word). */
const ownerCanCancel = (status: RegistrationStatus, startDate: string | undefined) =>
  (status === 'paid' || unpaidStatuses.includes(status)) && Boolean(startDate) && startDate! > todayIsoDate();

/**
 * 'Pay Now' / 'Retry Payment' (contracts registrationAction) for a camp registration, none while a
 * bank payment is on its way; 'Add to calendar' once paid; 'Change session' and 'Cancel
 * registration' before it starts; and 'Register again' for a lapsed or cancelled one whose
 * session still has a seat.
 */
export function CampRegistrationActions({
  registration: r,
  context,
  block,
}: ActionsProps & { registration: CampRegistration }) {
  const { _ } = useLingui();
  const action = paymentUnderway(r) ? null : registrationAction(r.registrationStatus);
  const again =
    r.registerAgain && (r.registrationStatus === 'expired' || r.registrationStatus === 'cancelled');
  const cancellable = ownerCanCancel(r.registrationStatus, r.campSession?.campStartDate);
  // A paid registration may move to another session before it starts (the server applies the policy's cut-off).
  const movable = cancellable && r.registrationStatus === 'paid';
  const paid = r.registrationStatus === 'paid';
  if (!action && !again && !cancellable && !paid) return null;
  return (
    <>
      <BalanceDue kind="camp" id={r.id} balance={r.balance} context={context} className="small mb-2" />
      <div className={layout(block)}>
        {action ? <PayLink to={paths.checkout.href(r.id)} action={action} context={context} /> : null}
        {paid ? <AddToCalendar kind="camp" id={r.id} context={context} /> : null}
        {movable ? <SwitchOwnSession registration={r} context={context} /> : null}
        {cancellable ? <CancelOwnRegistration kind="camp" id={r.id} context={context} /> : null}
        {again ? (
          <Link
            className="btn btn-outline-primary btn-sm text-nowrap"
            to={paths.register.href(r.campSessionId)}
          >
            {_('mine.registerAgain')}
            <span className="visually-hidden"> {context}</span>
          </Link>
        ) : null}
      </div>
    </>
  );
}

/**
 * Pay and, while the team can still change, 'Edit team' for a tournament registration; a paid
 * team's 'Add to calendar', and its 'Change roster' until its tournament's roster deadline;
 * 'Team roster' (who is complete, who is missing: decision 0100) while the team is live.
 */
export function TournamentRegistrationActions({
  registration: r,
  context,
  block,
}: ActionsProps & { registration: TournamentRegistration }) {
  const { _ } = useLingui();
  const action = paymentUnderway(r) ? null : registrationAction(r.registrationStatus);
  const editable = unpaidStatuses.includes(r.registrationStatus);
  const rosterChangeable =
    r.registrationStatus === 'paid' &&
    r.tournament !== undefined &&
    rosterOpen(rosterDeadlineOf(r.tournament), todayIsoDate());
  const cancellable = ownerCanCancel(r.registrationStatus, r.tournament?.tournamentStartDate);
  const paid = r.registrationStatus === 'paid';
  if (!action && !editable && !rosterChangeable && !cancellable && !paid) return null;
  return (
    <>
      <BalanceDue kind="tournament" id={r.id} balance={r.balance} context={context} className="small mb-2" />
      <div className={layout(block)}>
        {action ? (
          <PayLink to={paths.tournamentCheckout.href(r.id)} action={action} context={context} />
        ) : null}
        {paid ? <AddToCalendar kind="tournament" id={r.id} context={context} /> : null}
        {editable || rosterChangeable ? (
          <Link
            className="btn btn-outline-primary btn-sm text-nowrap"
            to={paths.registerTournament.href(r.ageRangeID, r.id)}
          >
            {editable ? _('mine.editTeam') : _('mine.changeRoster')}
            <span className="visually-hidden"> {context}</span>
          </Link>
        ) : null}
        {editable || paid ? (
          <Link className="btn btn-outline-primary btn-sm text-nowrap" to={paths.teamRoster.href(r.id)}>
            {_('mine.teamRoster')}
            <span className="visually-hidden"> {context}</span>
          </Link>
        ) : null}
        {cancellable ? <CancelOwnRegistration kind="tournament" id={r.id} context={context} /> : null}
      </div>
    </>
  );
}

function PayLink({
  to,
  action,
  context,
}: {
  to: string;
  action: NonNullable<RegistrationAction>;
  context: string;
}) {
  const { _ } = useLingui();
  return (
    <Link
      className={`btn btn-sm text-nowrap ${action === 'Pay Now' ? 'btn-primary' : 'btn-warning'}`}
      to={to}
    >
      {_(actionIds[action])}
      <span className="visually-hidden"> {context}</span>
    </Link>
  );
}
