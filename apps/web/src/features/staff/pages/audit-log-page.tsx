import type { AuditEntry } from '@soccer/contracts';
import { formatInstant } from '@soccer/contracts';
import type { ListColumn } from '../../../components/ui/responsive-list';
import { paths } from '../../../config/paths';

import { auditLog, auditLogErrorText } from '../api/get-audit-log';
import { PagedList } from '../components/paged-list';

const heading = 'Audit Log';
const auditHref = (page: number, pageSize: number) => paths.manageAudit.href(page, pageSize);

export function AuditLogPage() {
  return (
    <PagedList
      heading={heading}
      admin
      lead="Every change staff made to the catalogue and registrations, newest first."
      hrefFor={auditHref}
      query={auditLog}
      noun="entries"
      loadingLabel="Loading the audit log…"
      errorText={auditLogErrorText}
      label="Audit entries"
      caption="Audit log"
      columns={columns}
      card={(e) => <EntryCard entry={e} />}
    />
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

const when = (e: AuditEntry) => <time dateTime={e.createdAt}>{formatInstant(e.createdAt)}</time>;

const columns: ListColumn<AuditEntry>[] = [
  { header: 'When', cellClassName: 'text-nowrap', cell: when },
  { header: 'Who', className: 'col-email', cellClassName: 'break-anywhere', cell: (e) => e.actorEmail },
  { header: 'What', cellClassName: 'text-capitalize text-nowrap', cell: what },
  {
    header: 'Details',
    cellClassName: 'w-50',
    cell: (e) => <pre className="audit-details">{detailLines(e.details)}</pre>,
  },
];

function EntryCard({ entry: e }: { entry: AuditEntry }) {
  return (
    <>
      <h2 className="h6 card-title mb-1 text-capitalize">{what(e)}</h2>
      <p className="small text-body-secondary mb-2 break-anywhere">
        {e.actorEmail} · {when(e)}
      </p>
      <pre className="audit-details bg-light p-2 rounded">{detailLines(e.details)}</pre>
    </>
  );
}
