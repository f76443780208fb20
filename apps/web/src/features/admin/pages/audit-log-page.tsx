import type { AuditEntry } from '@soccer/contracts';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoader } from '../../../components/ui/page-loader';
import { useBrowserSize } from '../../../hooks/use-browser-size';
import { useErrorToast } from '../../../hooks/use-error-toast';
import { formatDateTime } from '../../../lib/format';
import { auditLogErrorText, useAuditLog } from '../api/get-audit-log';
import { EmptyPage } from '../components/empty-page';
import { LoadError } from '../components/load-error';
import { PagingControls, totalPages } from '../components/paging-controls';
import { StaffPage } from '../components/staff-page';
import { usePagingParams } from '../hooks/use-paging-params';
import { staffPaths } from '../staff-paths';
import '../../../styles/forms.scss';
import '../../../styles/tables.scss';
import '../styles/admin.scss';

const heading = 'Audit Log';
const auditHref = (page: number, pageSize: number) => staffPaths.audit.href(page, pageSize);

export function AuditLogPage() {
  return (
    <StaffPage heading={heading} admin>
      <AuditLog />
    </StaffPage>
  );
}

const entityLabels: Record<string, string> = {
  facility: 'Facility',
  campSpec: 'Camp',
  campSession: 'Camp session',
  tournament: 'Tournament',
  campRegistration: 'Camp registration',
  tournamentRegistration: 'Tournament registration',
};

/** The change as `key: value` lines (the server stores the request body as JSON). */
export function detailLines(details: string): string {
  try {
    const value: unknown = JSON.parse(details);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return Object.entries(value as Record<string, unknown>)
        .map(([key, v]) => `${key}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
        .join('\n');
    }
  } catch {
    // Not JSON (or cut at 4000 characters): show it as stored.
  }
  return details;
}

const what = (e: AuditEntry) => `${e.action} ${entityLabels[e.entity] ?? e.entity} #${e.entityId}`;

function AuditLog() {
  const { page, pageSize, goTo } = usePagingParams(auditHref);
  const list = useAuditLog(page, pageSize);
  const browser = useBrowserSize();
  useErrorToast(list.error, auditLogErrorText);

  const total = list.data?.total ?? 0;
  const items = list.data?.items ?? [];
  const controls = (where: 'top' | 'bottom') => (
    <PagingControls
      where={where}
      page={page}
      pageSize={pageSize}
      total={total}
      noun="entries"
      busy={list.isFetching}
      onPage={(p) => goTo(p)}
      onPageSize={(s) => goTo(1, s)}
    />
  );

  return (
    <div className="container py-4">
      <PageHeader
        title={heading}
        lead="Every change staff made to the catalogue and registrations, newest first."
      />
      {list.isPending ? (
        <PageLoader label="Loading the audit log…" />
      ) : list.isError && !list.data ? (
        <LoadError message={auditLogErrorText(list.error)} onRetry={() => void list.refetch()} />
      ) : (
        <>
          {total > 0 ? controls('top') : null}
          {items.length === 0 ? (
            <EmptyPage total={total} noun="entries" onLast={() => goTo(totalPages(total, pageSize))} />
          ) : browser === 'small' ? (
            <ul className="list-unstyled d-grid gap-3" aria-label="Audit entries" aria-busy={list.isFetching}>
              {items.map((e) => (
                <li key={e.id} className="card staff-card">
                  <div className="card-body">
                    <h2 className="h6 card-title mb-1 text-capitalize">{what(e)}</h2>
                    <p className="small text-body-secondary mb-2 break-anywhere">
                      {e.actorEmail} · <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>
                    </p>
                    <pre className="audit-details bg-light p-2 rounded">{detailLines(e.details)}</pre>
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <div className="table-responsive">
              <table className="table staff-table" aria-busy={list.isFetching}>
                <caption className="visually-hidden">Audit log, page {page}</caption>
                <thead>
                  <tr>
                    <th scope="col">When</th>
                    <th scope="col" className="col-email">
                      Who
                    </th>
                    <th scope="col">What</th>
                    <th scope="col">Details</th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((e) => (
                    <tr key={e.id}>
                      <td className="text-nowrap">
                        <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>
                      </td>
                      <td className="break-anywhere">{e.actorEmail}</td>
                      <td className="text-capitalize text-nowrap">{what(e)}</td>
                      <td className="w-50">
                        <pre className="audit-details">{detailLines(e.details)}</pre>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {items.length > 5 ? controls('bottom') : null}
        </>
      )}
    </div>
  );
}
