import { type CampSession, messages, todayIsoDate } from '@soccer/contracts';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { useCampSessions } from '../../../hooks/use-camp-sessions';
import { describeFetchError } from '../../../hooks/use-error-toast';
import { errorMessage } from '../../../lib/error-reporting';
import { formatDate, formatMoney } from '../../../lib/format';

const loadError = describeFetchError(messages.fetchCampSessionsFailed, errorMessage);

/** /Register without a session: the upcoming sessions to choose from; a full one takes the form onto its waitlist. */
export function SessionPicker() {
  const { data, error, isPending } = useCampSessions();
  if (isPending) return <PageLoader label="Loading camp sessions…" />;
  if (error || !data) return <Alert variant="danger">{loadError(error)}</Alert>;

  const today = todayIsoDate();
  const upcoming = data.filter((s) => s.campStartDate > today);
  if (upcoming.length === 0) {
    return <p className="fs-5">There are no camp sessions open for registration right now.</p>;
  }
  return (
    <>
      <p className="lead">Choose the camp session to register your player for.</p>
      <ul className="session-picker list-unstyled row g-3">
        {upcoming.map((session) => (
          <SessionChoice key={session.id} session={session} />
        ))}
      </ul>
    </>
  );
}

function SessionChoice({ session }: { session: CampSession }) {
  const full = session.seatsLeft <= 0;
  const { campSpec: spec, campFacility: facility } = session;
  const titleId = `session-${session.id}-title`;
  return (
    <li className="col-md-6 col-xl-4">
      <article className={`card h-100 shadow-sm${full ? ' bg-light' : ''}`} aria-labelledby={titleId}>
        <div className="card-body d-flex flex-column">
          <h2 id={titleId} className="h5 card-title mb-1">
            {spec.campName}
          </h2>
          <p className="text-body-secondary mb-2">
            {facility.city}, {facility.state} · {session.ageRange}
          </p>
          <p className="mb-1">
            {formatDate(session.campStartDate)} – {formatDate(session.campEndDate)}
          </p>
          <p className="mb-3">{session.timeBlock}</p>
          <div className="mt-auto d-flex align-items-center justify-content-between gap-2">
            <span className="fw-semibold">{formatMoney(session.campCost)}</span>
            {full ? (
              <span className="d-flex align-items-center gap-2">
                <Badge bg="danger">Full</Badge>
                <Link
                  className="btn btn-outline-primary"
                  to={paths.register.href(session.id)}
                  aria-label={`Join the waitlist for ${spec.campName}, ${facility.city}, ${formatDate(session.campStartDate)}`}
                >
                  Join waitlist
                </Link>
              </span>
            ) : (
              <span className="d-flex align-items-center gap-2">
                <span className="small text-body-secondary">{session.seatsLeft} left</span>
                <Link
                  className="btn btn-primary"
                  to={paths.register.href(session.id)}
                  aria-label={`Register for ${spec.campName}, ${facility.city}, ${formatDate(session.campStartDate)}`}
                >
                  Register
                </Link>
              </span>
            )}
          </div>
        </div>
      </article>
    </li>
  );
}
