import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { AuditEntry } from '@soccer/contracts';
import type { ListColumn } from '../../../components/ui/responsive-list';
import { paths } from '../../../config/paths';
import { localInstant } from '../../../lib/i18n/instants';
import { auditLog, auditLogErrorText } from '../api/get-audit-log';
import { PagedList } from '../components/paged-list';

const auditHref = (page: number, pageSize: number) => paths.manageAudit.href(page, pageSize);

export function AuditLogPage() {
  const { _ } = useLingui();
  return (
    <PagedList
      heading={_('staff.audit.heading')}
      admin
      lead={_('staff.audit.lead')}
      hrefFor={auditHref}
      query={auditLog}
      noun={_('staff.audit.noun')}
      loadingLabel={_('staff.audit.loading')}
      errorText={auditLogErrorText}
      label={_('staff.audit.label')}
      caption={_('staff.audit.caption')}
      columns={columnsOf(_)}
      card={(e) => <EntryCard entry={e} />}
    />
  );
}

/** The kinds of record whose name the catalogue has (`staff.audit.entity.<entity>`); others show as stored. */
const namedEntities = new Set([
  'facility',
  'campSpec',
  'campSession',
  'tournament',
  'campRegistration',
  'tournamentRegistration',
  'document',
  'settings',
  'waitlistEntry',
  'account',
  'contact_messages',
  'field_rental_inquiries',
  'receipt',
  'coachAssignment',
]);

/**
 * The actions the server records, whose word the catalogue has (`staff.audit.action.<action>`:
 * the stored word in English, so the English page reads as before); others show as stored.
 */
const namedActions = new Set([
  'create',
  'update',
  'retire',
  'release',
  'cancel',
  'refund',
  'retryRefund',
  'switchSession',
  'setInboxStatus',
  'eraseAccountData',
  'setSiblingDiscount',
  'setDataRetention',
  'eligibilityOverride',
  'waitlistOfferNext',
  'waitlistSkip',
  'waitlistRemove',
  'rosterChange',
  'resendReceipt',
  'coachAssigned',
  'coachUnassigned',
  'coachGroupSet',
  'medicalNotesViewed',
  'produceStatement',
]);

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

/** 'create Camp session #3': the stored action, the record and its id. */
const what = (_: I18n['_'], e: AuditEntry) =>
  _('staff.audit.what', {
    action: namedActions.has(e.action) ? _(`staff.audit.action.${e.action}`) : e.action,
    entity: namedEntities.has(e.entity) ? _(`staff.audit.entity.${e.entity}`) : e.entity,
    id: e.entityId,
  });

const when = (e: AuditEntry) => <time dateTime={e.createdAt}>{localInstant(e.createdAt)}</time>;

const columnsOf = (_: I18n['_']): ListColumn<AuditEntry>[] => [
  { header: _('staff.audit.col.when'), cellClassName: 'text-nowrap', cell: when },
  {
    header: _('staff.audit.col.who'),
    className: 'col-email',
    cellClassName: 'break-anywhere',
    cell: (e) => e.actorEmail,
  },
  {
    header: _('staff.audit.col.what'),
    cellClassName: 'audit-what text-nowrap',
    cell: (e) => what(_, e),
  },
  {
    header: _('staff.audit.col.details'),
    cellClassName: 'w-50',
    cell: (e) => <pre className="audit-details">{detailLines(e.details)}</pre>,
  },
];

function EntryCard({ entry: e }: { entry: AuditEntry }) {
  const { _ } = useLingui();
  return (
    <>
      <h2 className="h6 card-title mb-1 audit-what">{what(_, e)}</h2>
      <p className="small text-body-secondary mb-2 break-anywhere">
        {e.actorEmail} · {when(e)}
      </p>
      <pre className="audit-details bg-light p-2 rounded">{detailLines(e.details)}</pre>
    </>
  );
}
