import { useLingui } from '@lingui/react';
import { type AttendanceReport, apiPaths } from '@soccer/contracts';
import Form from 'react-bootstrap/Form';
import { Link, useParams, useSearchParams } from 'react-router';
import { RequireSignIn } from '../../../components/auth/require-sign-in';
import { ExportButton } from '../../../components/ui/export-button';
import { PageHeader } from '../../../components/ui/page-header';
import { ResponsiveList } from '../../../components/ui/responsive-list';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { contentLocale } from '../../../lib/i18n/content';
import { localDate } from '../../../lib/i18n/formats';
import { localInstant } from '../../../lib/i18n/instants';
import { attendanceReport } from '../api/coach-rosters';
import { ReadState } from '../components/coach-frame';
import '../../../styles/forms.scss';
import '../styles/coaching.scss';

type Row = AttendanceReport['children'][number];

/**
 * /manage/attendance/{id}?day=: staff's attendance of a session's day (decision 0098): each paid
 * child, when it was checked in and out and by whom, who picked it up and how that was confirmed,
 * and who is not collected; the same as a spreadsheet. Times in the browser's zone, named.
 */
export function AttendanceReportPage() {
  const { _ } = useLingui();
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const day = search.get('day') ?? '';
  const sessionId = /^\d+$/.test(id) ? Number(id) : 0;
  usePageTitle(_('coaching.report.title'));
  const { data, isPending, error } = attendanceReport.use(sessionId, day);
  return (
    <RequireSignIn heading={_('coaching.report.title')} staff>
      <div className="container py-4 coaching">
        <p className="mb-2">
          <Link to={paths.manageCoaches.href()}>← {_('coaching.manage.title')}</Link>
        </p>
        <PageHeader
          title={_('coaching.report.title')}
          lead={
            data
              ? `${contentLocale() === 'es' && data.campNameEs ? data.campNameEs : data.campName} · ${data.facilityName}`
              : undefined
          }
        />
        {data ? (
          <Report report={data} onDay={(d) => setSearch({ day: d })} />
        ) : (
          <ReadState isPending={isPending} error={error} />
        )}
      </div>
    </RequireSignIn>
  );
}

function Report({ report, onDay }: { report: AttendanceReport; onDay: (day: string) => void }) {
  const { _ } = useLingui();
  const at = (iso: string) => (iso ? localInstant(iso) : '—');
  const state = (r: Row) =>
    r.overdue ? _('coaching.report.overdue') : _(`coaching.report.state.${r.state}`);
  const counts = {
    in: report.children.filter((c) => c.state === 'in').length,
    out: report.children.filter((c) => c.state === 'out').length,
    notIn: report.children.filter((c) => c.state === 'notIn').length,
  };
  return (
    <>
      <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
        <Form.Group controlId="attendance-day" className="coaching-day">
          <Form.Label className="fw-semibold">{_('coaching.day')}</Form.Label>
          <Form.Select value={report.day} onChange={(e) => onDay(e.target.value)}>
            {report.days.map((d) => (
              <option key={d} value={d}>
                {localDate(d)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <ExportButton
          label={_('coaching.report.export')}
          path={`${apiPaths.attendanceExport(report.sessionId)}?day=${encodeURIComponent(report.day)}`}
          fallbackName={() => `attendance-${report.sessionId}-${report.day}.xlsx`}
          failureText={() => _('coaching.print.failed')}
          variant="outline-primary"
        />
      </div>
      <p className="fw-semibold" role="status">
        {_('coaching.report.counts', counts)}
      </p>
      <ResponsiveList
        items={report.children}
        itemKey={(r) => r.registrationId}
        label={_('coaching.report.title')}
        itemTestId="attendance-row"
        tableClassName="table table-striped align-middle"
        rowClassName={(r) => (r.overdue ? 'table-warning' : undefined)}
        cardClassName={(r) => (r.overdue ? 'border-warning border-2' : '')}
        columns={[
          {
            header: _('coaching.report.child'),
            rowHeader: true,
            cell: (r) => `${r.firstName} ${r.lastName}`,
          },
          { header: _('coaching.report.stateHeader'), cell: state },
          { header: _('coaching.report.in'), cell: (r) => at(r.checkedInAt) },
          { header: _('coaching.report.out'), cell: (r) => at(r.checkedOutAt) },
          { header: _('coaching.report.pickedUpBy'), cell: (r) => r.pickedUpBy || '—' },
          {
            header: _('coaching.report.confirmed'),
            cell: (r) => (r.confirmation ? _(`coaching.attendance.by.${r.confirmation}`) : '—'),
          },
          {
            header: _('coaching.report.by'),
            cell: (r) => [...new Set([r.checkedInBy, r.checkedOutBy].filter(Boolean))].join(' · ') || '—',
          },
        ]}
        card={(r) => (
          <>
            <h2 className="h6 mb-1">
              {r.firstName} {r.lastName}
            </h2>
            <p className="mb-1 fw-semibold">{state(r)}</p>
            <p className="mb-0 small">
              {_('coaching.report.in')}: {at(r.checkedInAt)}
              <br />
              {_('coaching.report.out')}: {at(r.checkedOutAt)}
              {r.pickedUpBy ? (
                <>
                  <br />
                  {_('coaching.report.pickedUpBy')}: {r.pickedUpBy}
                  {r.confirmation ? ` (${_(`coaching.attendance.by.${r.confirmation}`)})` : ''}
                </>
              ) : null}
            </p>
          </>
        )}
      />
    </>
  );
}
