import { formatDate, type SessionSummaryItem } from '@soccer/contracts';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { useBrowserSize } from '../../../hooks/use-browser-size';
import { useErrorToast } from '../../../hooks/use-error-toast';
import { errorMessage } from '../../../lib/error-reporting';
import { useSessionSummary } from '../api/get-session-summary';
import { FillBar } from '../components/fill-bar';
import { LoadError } from '../components/load-error';
import { StaffPage } from '../components/staff-page';
import '../../../styles/tables.scss';
import '../styles/admin.scss';

const heading = 'Camp Session Registrations';

export function ManagePage() {
  return (
    <StaffPage heading={heading}>
      <SessionSummary />
    </StaffPage>
  );
}

function dateRange(start: string, end: string): string {
  return start === end ? formatDate(start) : `${formatDate(start)} – ${formatDate(end)}`;
}

function location({ campSession: { campFacility: f } }: SessionSummaryItem): string {
  return `${f.facilityName}, ${f.city}, ${f.state}`;
}

function SessionSummary() {
  const summary = useSessionSummary();
  const size = useBrowserSize();
  const navigate = useNavigate();
  useErrorToast(summary.error, errorMessage);

  const open = (item: SessionSummaryItem) =>
    navigate(paths.sessionRegistrationReport.href(item.campSession.id));

  return (
    <div className="container py-4">
      <PageHeader title={heading} lead="Choose a session to see its registrations and export them." />
      {summary.isPending ? (
        <PageLoader label="Loading camp sessions…" />
      ) : summary.isError ? (
        <LoadError message={errorMessage(summary.error)} onRetry={() => void summary.refetch()} />
      ) : summary.data.length === 0 ? (
        <p className="text-body-secondary">There are no camp sessions.</p>
      ) : size === 'small' ? (
        <ul className="list-unstyled d-grid gap-3" aria-label="Camp sessions">
          {summary.data.map((item) => (
            <li key={item.campSession.id} className="card staff-card is-clickable">
              <div className="card-body">
                <h2 className="h5 card-title mb-1">
                  <Link
                    className="stretched-link"
                    to={paths.sessionRegistrationReport.href(item.campSession.id)}
                  >
                    {item.campSession.campSpec.campName}
                  </Link>
                </h2>
                <p className="mb-1">
                  {dateRange(item.campSession.campStartDate, item.campSession.campEndDate)} ·{' '}
                  {item.campSession.timeBlock}
                </p>
                <p className="mb-2 text-body-secondary">
                  {location(item)} · {item.campSession.ageRange}
                </p>
                <SessionFill item={item} />
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <div className="table-responsive">
          <table className="table table-hover align-middle staff-table">
            <caption className="visually-hidden">Camp sessions with paid and unpaid registrations</caption>
            <thead>
              <tr>
                <th scope="col">Camp</th>
                <th scope="col">Dates</th>
                <th scope="col">Location</th>
                <th scope="col" className="text-end">
                  Paid
                </th>
                <th scope="col" className="text-end">
                  Unpaid
                </th>
                <th scope="col" className="w-25">
                  Fill
                </th>
              </tr>
            </thead>
            <tbody>
              {summary.data.map((item) => (
                <tr key={item.campSession.id} className="clickable-row" onClick={() => open(item)}>
                  <td>
                    <Link
                      to={paths.sessionRegistrationReport.href(item.campSession.id)}
                      onClick={(event) => event.stopPropagation()}
                      className="fw-semibold"
                    >
                      {item.campSession.campSpec.campName}
                    </Link>
                    <div className="small text-body-secondary">
                      {item.campSession.ageRange} · {item.campSession.timeBlock}
                    </div>
                  </td>
                  <td className="text-nowrap">
                    {dateRange(item.campSession.campStartDate, item.campSession.campEndDate)}
                  </td>
                  <td>{location(item)}</td>
                  <td className="text-end">{item.numberOfRegistrationsPaid}</td>
                  <td className="text-end">{item.numberOfRegistrationsUnpaid}</td>
                  <td>
                    <SessionFill item={item} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function SessionFill({ item }: { item: SessionSummaryItem }) {
  return (
    <FillBar
      paid={item.numberOfRegistrationsPaid}
      unpaid={item.numberOfRegistrationsUnpaid}
      free={item.campSession.seatsLeft}
      capacity={item.campSession.attendeeCapacity}
    />
  );
}
