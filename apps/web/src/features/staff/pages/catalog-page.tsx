import { useLingui } from '@lingui/react';
import type { AdminCatalog } from '@soccer/contracts';
import { type ReactNode, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoader } from '../../../components/ui/page-loader';
import { ResponsiveList } from '../../../components/ui/responsive-list';
import { type RowAction, RowActions } from '../../../components/ui/row-actions';
import { useErrorToast } from '../../../hooks/use-error-toast';
import { errorMessage } from '../../../lib/error-reporting';
import { localAgeRange, localDate, localDateRange, localMoney } from '../../../lib/i18n/formats';
import { useAdminCatalog } from '../api/get-admin-catalog';
import { CampSessionFormDialog } from '../catalog/camp-session-form';
import { CampSpecFormDialog } from '../catalog/camp-spec-form';
import {
  archivedName,
  type CatalogCampSession,
  type CatalogCampSpec,
  type CatalogDocument,
  type CatalogFacility,
  type CatalogTournament,
  type Editing,
} from '../catalog/catalog-types';
import { CampDetailsDialog, SessionDetailsDialog, TournamentDetailsDialog } from '../catalog/details-form';
import { DocumentFormDialog, documentItemName, RetireDocumentDialog } from '../catalog/document-form';
import { FacilityFormDialog } from '../catalog/facility-form';
import { countMissingSpanish, SpanishMissingBadge } from '../catalog/fields';
import { RetentionSettings } from '../catalog/retention-form';
import { SiblingDiscountSettings } from '../catalog/sibling-discount-form';
import { TournamentFormDialog } from '../catalog/tournament-form';
import { LoadError } from '../components/load-error';
import { StaffPage } from '../components/staff-page';
import '../../../styles/forms.scss';
import '../../../styles/tables.scss';
import '../styles/staff.scss';

const tabs = [
  'sessions',
  'camps',
  'tournaments',
  'documents',
  'facilities',
  'sibling-discount',
  'retention',
] as const;
type TabKey = (typeof tabs)[number];

/** The catalogue's kinds of item, as its texts name them (`catalog.section.<kind>.…`). */
type SectionKind = 'campSession' | 'campSpec' | 'tournament' | 'document' | 'facility';

export function CatalogPage() {
  const { _ } = useLingui();
  return (
    <StaffPage heading={_('catalog.heading')}>
      <Catalog />
    </StaffPage>
  );
}

function Catalog() {
  const { _ } = useLingui();
  const catalog = useAdminCatalog();
  const [search, setSearch] = useSearchParams();
  const [showArchived, setShowArchived] = useState(false);
  useErrorToast(catalog.error, errorMessage);
  const requested = search.get('tab');
  const tab: TabKey = tabs.includes(requested as TabKey) ? (requested as TabKey) : 'sessions';

  return (
    <div className="container py-4">
      <PageHeader title={_('catalog.heading')} lead={_('catalog.lead')} />
      {catalog.isPending ? (
        <PageLoader label={_('catalog.loading')} />
      ) : catalog.isError ? (
        <LoadError message={errorMessage(catalog.error)} onRetry={() => void catalog.refetch()} />
      ) : (
        <>
          <Form.Check
            type="switch"
            id="show-archived"
            className="mb-3"
            label={_('catalog.showArchived')}
            checked={showArchived}
            onChange={(event) => setShowArchived(event.target.checked)}
          />
          <Tabs
            id="catalog-tabs"
            activeKey={tab}
            onSelect={(key) => setSearch(key && key !== 'sessions' ? { tab: key } : {}, { replace: true })}
            className="mb-3"
            mountOnEnter
          >
            <Tab eventKey="sessions" title={_('catalog.tab.sessions')}>
              <CampSessions catalog={catalog.data} showArchived={showArchived} />
            </Tab>
            <Tab eventKey="camps" title={_('catalog.tab.camps')}>
              <CampSpecs catalog={catalog.data} showArchived={showArchived} />
            </Tab>
            <Tab eventKey="tournaments" title={_('catalog.tab.tournaments')}>
              <Tournaments catalog={catalog.data} showArchived={showArchived} />
            </Tab>
            <Tab eventKey="documents" title={_('catalog.tab.documents')}>
              <Documents catalog={catalog.data} showArchived={showArchived} />
            </Tab>
            <Tab eventKey="facilities" title={_('catalog.tab.facilities')}>
              <Facilities catalog={catalog.data} showArchived={showArchived} />
            </Tab>
            <Tab eventKey="sibling-discount" title={_('catalog.tab.sibling-discount')}>
              <SiblingDiscountSettings />
            </Tab>
            <Tab eventKey="retention" title={_('catalog.tab.retention')}>
              <RetentionSettings />
            </Tab>
          </Tabs>
        </>
      )}
    </div>
  );
}

interface SectionProps {
  catalog: AdminCatalog;
  showArchived: boolean;
}

const visible = <T extends { archived: boolean }>(items: T[], showArchived: boolean) =>
  showArchived ? items : items.filter((i) => !i.archived);

/** ' · 2 without Spanish' after a section's count, when some of its items lack a Spanish text. */
function SpanishMissingCount({ items }: { items: readonly object[] }) {
  const { _ } = useLingui();
  const count = countMissingSpanish(items);
  return count ? (
    <span className="text-warning-emphasis">{_('catalog.spanish.missingCount', { count })}</span>
  ) : null;
}

/** The badge of an archived item; a retired document says 'Retired'. */
function ArchivedBadge({ archived, retired = false }: { archived: boolean; retired?: boolean }) {
  const { _ } = useLingui();
  if (!archived) return null;
  return (
    <span className="badge text-bg-secondary ms-2">
      {retired ? _('catalog.badge.retired') : _('catalog.badge.archived')}
    </span>
  );
}

/**
 * A section: its New button, then the items as a table (large screens) or cards (small), and
 * the item's form in a dialog while one is being created or edited.
 */
function Section<T extends { id: number; archived: boolean }>({
  kind,
  items,
  columns,
  title,
  details,
  dialog,
  detailsDialog,
  more,
  retired,
}: {
  kind: SectionKind;
  items: T[];
  columns: { header: string; cell: (item: T) => ReactNode }[];
  title: (item: T) => string;
  details: (item: T) => ReactNode;
  /** The form of a new item (null) or of `item`. */
  dialog: (item: T | null, onClose: () => void) => ReactNode;
  /** The form of what the item is beyond its record (times, notes, photos, coaches, questions). */
  detailsDialog?: (item: T, onClose: () => void) => ReactNode;
  /** An action after Edit (retire a document); an archived item then keeps only it. */
  more?: (item: T) => RowAction | null;
  /** An archived item is marked 'Retired' (documents) rather than 'Archived'. */
  retired?: boolean;
}) {
  const { _ } = useLingui();
  const plural = _(`catalog.section.${kind}.name`);
  const [editing, setEditing] = useState<Editing<T>>(null);
  const [detailing, setDetailing] = useState<T | null>(null);
  const editButton = (item: T) => (
    <RowActions
      className="d-inline-flex gap-2"
      actions={[
        !(more && item.archived) && {
          label: _('catalog.edit'),
          name: _('catalog.title.edit', { name: title(item) }),
          onClick: () => setEditing(item),
          variant: 'primary',
        },
        Boolean(detailsDialog) && {
          label: _('catalog.details'),
          name: _('catalog.details.title', { name: title(item) }),
          onClick: () => setDetailing(item),
        },
        more?.(item),
      ]}
    />
  );
  return (
    <section aria-label={plural}>
      <div className="d-flex justify-content-between align-items-center mb-3">
        <p className="mb-0 text-body-secondary">
          {_(`catalog.section.${kind}.count`, { count: items.length })}
          <SpanishMissingCount items={items} />
        </p>
        <Button onClick={() => setEditing('new')}>{_(`catalog.section.${kind}.new`)}</Button>
      </div>
      {items.length === 0 ? (
        <p className="text-body-secondary">{_('catalog.empty')}</p>
      ) : (
        <ResponsiveList<T>
          items={items}
          itemKey={(item) => item.id}
          label={plural}
          caption={plural}
          tableClassName="table align-middle staff-table"
          cardClassName="staff-card"
          rowClassName={(item) => (item.archived ? 'text-body-secondary' : undefined)}
          columns={[
            ...columns.map((c, index) => ({
              header: c.header,
              cellClassName: index === 0 ? 'fw-semibold break-anywhere' : undefined,
              cell: (item: T) => (
                <>
                  {c.cell(item)}
                  {index === 0 ? (
                    <>
                      <ArchivedBadge archived={item.archived} retired={retired} />
                      <SpanishMissingBadge item={item} />
                    </>
                  ) : null}
                </>
              ),
            })),
            {
              header: <span className="visually-hidden">{_('catalog.col.actions')}</span>,
              cellClassName: 'text-end',
              cell: editButton,
            },
          ]}
          card={(item) => (
            <>
              <h3 className="h6 card-title mb-1 break-anywhere">
                {title(item)}
                <ArchivedBadge archived={item.archived} retired={retired} />
                <SpanishMissingBadge item={item} />
              </h3>
              <div className="small mb-2">{details(item)}</div>
              {editButton(item)}
            </>
          )}
        />
      )}
      {editing ? dialog(editing === 'new' ? null : editing, () => setEditing(null)) : null}
      {detailing && detailsDialog ? detailsDialog(detailing, () => setDetailing(null)) : null}
    </section>
  );
}

const promo = (code: string, discount: number) => (code ? `${code} (−${localMoney(discount)})` : '—');

function CampSessions({ catalog, showArchived }: SectionProps) {
  const { _ } = useLingui();
  const campName = (s: CatalogCampSession) =>
    catalog.campSpecs.find((c) => c.id === s.campSpecId)?.campName ??
    _('catalog.campNumber', { id: s.campSpecId });
  const place = (s: CatalogCampSession) => {
    const f = catalog.facilities.find((x) => x.id === s.facilityId);
    return f ? `${f.facilityName}, ${f.city}, ${f.state}` : _('catalog.facilityNumber', { id: s.facilityId });
  };
  const timeAndAges = (s: CatalogCampSession) => `${s.timeBlock} · ${localAgeRange(s)}`;
  return (
    <Section<CatalogCampSession>
      dialog={(session, onClose) => (
        <CampSessionFormDialog session={session} catalog={catalog} onClose={onClose} />
      )}
      detailsDialog={(session, onClose) => (
        <SessionDetailsDialog
          session={session}
          title={`${campName(session)}, ${localDateRange(session.campStartDate, session.campEndDate)}`}
          onClose={onClose}
        />
      )}
      kind="campSession"
      items={visible(catalog.campSessions, showArchived)}
      title={(s) => `${campName(s)}, ${localDateRange(s.campStartDate, s.campEndDate)}`}
      columns={[
        { header: _('catalog.col.camp'), cell: campName },
        {
          header: _('catalog.col.dates'),
          cell: (s) => <span className="text-nowrap">{localDateRange(s.campStartDate, s.campEndDate)}</span>,
        },
        { header: _('catalog.col.timeAges'), cell: timeAndAges },
        { header: _('catalog.col.facility'), cell: place },
        { header: _('catalog.col.cost'), cell: (s) => localMoney(s.campCost) },
        { header: _('catalog.col.seats'), cell: (s) => `${s.seatsTaken} / ${s.attendeeCapacity}` },
        { header: _('catalog.col.promo'), cell: (s) => promo(s.promoCode, s.promoDiscount) },
      ]}
      details={(s) => (
        <>
          <div>{timeAndAges(s)}</div>
          <div>{place(s)}</div>
          <div>
            {localMoney(s.campCost)} ·{' '}
            {_('catalog.seatsTaken', { taken: s.seatsTaken, capacity: s.attendeeCapacity })}
          </div>
          {s.promoCode ? (
            <div>{_('catalog.promo', { promo: promo(s.promoCode, s.promoDiscount) })}</div>
          ) : null}
        </>
      )}
    />
  );
}

function CampSpecs({ catalog, showArchived }: SectionProps) {
  const { _ } = useLingui();
  const sessions = (s: CatalogCampSpec) => catalog.campSessions.filter((x) => x.campSpecId === s.id).length;
  return (
    <Section<CatalogCampSpec>
      dialog={(campSpec, onClose) => <CampSpecFormDialog campSpec={campSpec} onClose={onClose} />}
      detailsDialog={(campSpec, onClose) => <CampDetailsDialog campSpec={campSpec} onClose={onClose} />}
      kind="campSpec"
      items={visible(catalog.campSpecs, showArchived)}
      title={(s) => s.campName}
      columns={[
        { header: _('catalog.col.camp'), cell: (s) => s.campName },
        {
          header: _('catalog.col.description'),
          cell: (s) => <span className="public-text d-block">{s.catalogDescription}</span>,
        },
        { header: _('catalog.col.sessions'), cell: sessions },
      ]}
      details={(s) => (
        <>
          <p className="public-text mb-1">{s.catalogDescription}</p>
          <div className="text-body-secondary">{_('catalog.sessionCount', { count: sessions(s) })}</div>
        </>
      )}
    />
  );
}

function Tournaments({ catalog, showArchived }: SectionProps) {
  const { _ } = useLingui();
  const groups = (t: CatalogTournament) =>
    t.ageRanges
      .filter((a) => showArchived || !a.archived)
      .map((a) => (a.archived ? archivedName(a.ageRangeDescription) : a.ageRangeDescription))
      .join(', ') || '—';
  const gamesAndPlayers = (t: CatalogTournament) =>
    _('catalog.gamesPlayers', { games: t.minNumberOfGames, players: t.maxNumberOfPlayers });
  return (
    <Section<CatalogTournament>
      dialog={(tournament, onClose) => (
        <TournamentFormDialog tournament={tournament} catalog={catalog} onClose={onClose} />
      )}
      detailsDialog={(tournament, onClose) => (
        <TournamentDetailsDialog tournament={tournament} onClose={onClose} />
      )}
      kind="tournament"
      items={visible(catalog.tournaments, showArchived)}
      title={(t) => t.tournamentName}
      columns={[
        { header: _('catalog.col.tournament'), cell: (t) => t.tournamentName },
        {
          header: _('catalog.col.dates'),
          cell: (t) => (
            <span className="text-nowrap">{localDateRange(t.tournamentStartDate, t.tournamentEndDate)}</span>
          ),
        },
        { header: _('catalog.col.deadline'), cell: (t) => localDate(t.lastDateToRegister) },
        { header: _('catalog.col.ageGroups'), cell: groups },
        { header: _('catalog.col.gamesPlayers'), cell: gamesAndPlayers },
        { header: _('catalog.col.cost'), cell: (t) => localMoney(t.tournamentCost) },
        { header: _('catalog.col.promo'), cell: (t) => promo(t.promoCode, t.promoDiscount) },
      ]}
      details={(t) => (
        <>
          <div>
            {localDateRange(t.tournamentStartDate, t.tournamentEndDate)} ·{' '}
            {_('catalog.deadlineOn', { date: localDate(t.lastDateToRegister) })}
          </div>
          <div>{groups(t)}</div>
          <div>
            {localMoney(t.tournamentCost)} · {gamesAndPlayers(t)}
            {t.supportsTshirtOffering ? ` · ${_('catalog.tshirts')}` : ''}
          </div>
        </>
      )}
    />
  );
}

/** Waivers and consents of camps and tournaments: add, edit (a new version), retire. */
function Documents({ catalog, showArchived }: SectionProps) {
  const { _ } = useLingui();
  const [retiring, setRetiring] = useState<CatalogDocument | null>(null);
  // A retired document shows like an archived item.
  const items = catalog.documents.map((d) => ({ ...d, archived: d.retired }));
  const forItem = (d: CatalogDocument) =>
    _('catalog.documentFor', { owner: d.owner, name: documentItemName(catalog, d) });
  const kind = (d: CatalogDocument) => _(`catalog.document.kind.${d.kind}`);
  return (
    <>
      <Section<CatalogDocument & { archived: boolean }>
        dialog={(document, onClose) => (
          <DocumentFormDialog document={document} catalog={catalog} onClose={onClose} />
        )}
        kind="document"
        retired
        items={visible(items, showArchived)}
        title={(d) => d.title}
        columns={[
          { header: _('catalog.col.title'), cell: (d) => d.title },
          { header: _('catalog.col.kind'), cell: kind },
          { header: _('catalog.col.for'), cell: forItem },
          {
            header: _('catalog.col.version'),
            cell: (d) => _('catalog.versionShort', { version: d.version }),
          },
        ]}
        details={(d) => (
          <>
            <div>{kind(d)}</div>
            <div>{forItem(d)}</div>
            <div>{_('catalog.version', { version: d.version })}</div>
          </>
        )}
        more={(d) =>
          d.retired
            ? null
            : {
                label: _('catalog.retire.confirm'),
                name: _('catalog.retire.named', { title: d.title }),
                onClick: () => setRetiring(d),
                variant: 'danger',
              }
        }
      />
      <RetireDocumentDialog document={retiring} onClose={() => setRetiring(null)} />
    </>
  );
}

function Facilities({ catalog, showArchived }: SectionProps) {
  const { _ } = useLingui();
  return (
    <Section<CatalogFacility>
      dialog={(facility, onClose) => <FacilityFormDialog facility={facility} onClose={onClose} />}
      kind="facility"
      items={visible(catalog.facilities, showArchived)}
      title={(f) => f.facilityName}
      columns={[
        { header: _('catalog.col.facility'), cell: (f) => f.facilityName },
        { header: _('catalog.col.address'), cell: (f) => f.addressLine1 },
        { header: _('catalog.col.city'), cell: (f) => `${f.city}, ${f.state} ${f.zipCode}` },
        { header: _('catalog.col.timeZone'), cell: (f) => f.timeZone },
      ]}
      details={(f) => (
        <div>
          {f.addressLine1}, {f.city}, {f.state} {f.zipCode} · {f.timeZone}
        </div>
      )}
    />
  );
}
