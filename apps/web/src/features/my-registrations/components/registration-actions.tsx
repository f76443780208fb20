import { type RegistrationStatus, registrationAction, unpaidStatuses } from '@soccer/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

interface ActionsProps {
  status: RegistrationStatus;
  /** Read by screen readers after each button's text, e.g. 'for Sam Smith, Foundations Skills Camp'. */
  context: string;
  block?: boolean;
}

/** 'Pay Now' / 'Retry Payment' (contracts registrationAction) for a camp registration. */
export function CampRegistrationActions({ id, status, context, block }: ActionsProps & { id: number }) {
  const action = registrationAction(status);
  if (!action) return null;
  return (
    <div className={block ? 'd-grid gap-2 mt-3' : 'd-flex flex-wrap gap-2'}>
      <PayLink to={paths.checkout.href(id)} action={action} context={context} />
    </div>
  );
}

/** Pay and, while the team can still change, 'Edit team' for a tournament registration. */
export function TournamentRegistrationActions({
  id,
  ageRangeId,
  status,
  context,
  block,
}: ActionsProps & { id: number; ageRangeId: number }) {
  const action = registrationAction(status);
  const editable = unpaidStatuses.includes(status);
  if (!action && !editable) return null;
  return (
    <div className={block ? 'd-grid gap-2 mt-3' : 'd-flex flex-wrap gap-2'}>
      {action ? <PayLink to={paths.tournamentCheckout.href(id)} action={action} context={context} /> : null}
      {editable ? (
        <Link
          className="btn btn-outline-primary btn-sm text-nowrap"
          to={paths.registerTournament.href(ageRangeId, id)}
        >
          Edit team<span className="visually-hidden"> {context}</span>
        </Link>
      ) : null}
    </div>
  );
}

function PayLink({ to, action, context }: { to: string; action: string; context: string }) {
  return (
    <Link
      className={`btn btn-sm text-nowrap ${action === 'Pay Now' ? 'btn-primary' : 'btn-warning'}`}
      to={to}
    >
      {action}
      <span className="visually-hidden"> {context}</span>
    </Link>
  );
}
