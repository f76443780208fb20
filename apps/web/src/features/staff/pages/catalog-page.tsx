import { useLingui } from '@lingui/react';
import { type AdminCatalog, documentKindLabels, formatDate, formatMoney } from '@soccer/contracts';
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
import { dateRange } from '../../../lib/format';
import { useAdminCatalog } from '../api/get-admin-catalog';
import { CampSessionFormDialog } from '../catalog/camp-session-form';
import { CampSpecFormDialog } from '../catalog/camp-spec-form';
import type {
  CatalogCampSession,
  CatalogCampSpec,
  CatalogDocument,
  CatalogFacility,
  CatalogTournament,
  Editing,
} from '../catalog/catalog-types';
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

const heading = 'Catalogue';

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

export function CatalogPage() {
  return (
    <StaffPage heading={heading}>
      <Catalog />
    </StaffPage>
  );
}

function Catalog() {
  const catalog = useAdminCatalog();
  const [search, setSearch] = useSearchParams();
  const [showArchived, setShowArchived] = useState(false);
  useErrorToast(catalog.error, errorMessage);
  const requested = search.get('tab');
  const tab: TabKey = tabs.includes(requested as TabKey) ? (requested as TabKey) : 'sessions';

  return (
    <div className="container py-4">
      <PageHeader
        title={heading}
        lead="Facilities, camps, camp sessions, tournaments and their waivers and consents. Archive what should no longer be offered."
      />
      {catalog.isPending ? (
        <PageLoader label="Loading the catalogue…" />
      ) : catalog.isError ? (
        <LoadError message={errorMessage(catalog.error)} onRetry={() => void catalog.refetch()} />
      ) : (
        <>
          <Form.Check
            type="switch"
            id="show-archived"
            className="mb-3"
            label="Show archived items"
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
            <Tab eventKey="sessions" title="Camp sessions">
              <CampSessions catalog={catalog.data} showArchived={showArchived} />
            </Tab>
            <Tab eventKey="camps" title="Camps">
              <CampSpecs catalog={catalog.data} showArchived={showArchived} />
            </Tab>
            <Tab eventKey="tournaments" title="Tournaments">
              <Tournaments catalog={catalog.data} showArchived={showArchived} />
            </Tab>
            <Tab eventKey="documents" title="Waivers & consents">
              <Documents catalog={catalog.data} showArchived={showArchived} />
            </Tab>
            <Tab eventKey="facilities" title="Facilities">
              <Facilities catalog={catalog.data} showArchived={showArchived} />
            </Tab>
            <Tab eventKey="sibling-discount" title="Sibling discount">
              <SiblingDiscountSettings />
            </Tab>
            <Tab eventKey="retention" title="Data retention">
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

function ArchivedBadge({ archived, label = 'Archived' }: { archived: boolean; label?: string }) {
  return archived ? <span className="badge text-bg-secondary ms-2">{label}</span> : null;
}

/**
 * A section: its New button, then the items as a table (large screens) or cards (small), and
 * the item's form in a dialog while one is being created or edited.
 */
function Section<T extends { id: number; archived: boolean }>({
  noun,
  plural,
  items,
  columns,
  title,
  details,
  dialog,
  more,
  archivedLabel,
}: {
  noun: string;
  plural: string;
  items: T[];
  columns: { header: string; cell: (item: T) => ReactNode }[];
  title: (item: T) => string;
  details: (item: T) => ReactNode;
  /** The form of a new item (null) or of `item`. */
  dialog: (item: T | null, onClose: () => void) => ReactNode;
  /** An action after Edit (retire a document); an archived item then keeps only it. */
  more?: (item: T) => RowAction | null;
  /** The badge of an archived item ('Archived', 'Retired'). */
  archivedLabel?: string;
}) {
  const [editing, setEditing] = useState<Editing<T>>(null);
  const editButton = (item: T) => (
    <RowActions
      className="d-inline-flex gap-2"
      actions={[
        !(more && item.archived) && {
          label: 'Edit',
          name: `Edit ${title(item)}`,
          onClick: () => setEditing(item),
          variant: 'primary',
        },
        more?.(item),
      ]}
    />
  );
  return (
    <section aria-label={plural}>
      <div className="d-flex justify-content-between align-items-center mb-3">
        <p className="mb-0 text-body-secondary">
          {items.length} {(items.length === 1 ? noun : plural).toLowerCase()}
          <SpanishMissingCount items={items} />
        </p>
        <Button onClick={() => setEditing('new')}>New {noun.toLowerCase()}</Button>
      </div>
      {items.length === 0 ? (
        <p className="text-body-secondary">Nothing here yet.</p>
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
                      <ArchivedBadge archived={item.archived} label={archivedLabel} />
                      <SpanishMissingBadge item={item} />
                    </>
                  ) : null}
                </>
              ),
            })),
            {
              header: <span className="visually-hidden">Actions</span>,
              cellClassName: 'text-end',
              cell: editButton,
            },
          ]}
          card={(item) => (
            <>
              <h3 className="h6 card-title mb-1 break-anywhere">
                {title(item)}
                <ArchivedBadge archived={item.archived} label={archivedLabel} />
                <SpanishMissingBadge item={item} />
              </h3>
              <div className="small mb-2">{details(item)}</div>
              {editButton(item)}
            </>
          )}
        />
      )}
      {editing ? dialog(editing === 'new' ? null : editing, () => setEditing(null)) : null}
    </section>
  );
}

const promo = (code: string, discount: number) => (code ? `${code} (−${formatMoney(discount)})` : '—');

function CampSessions({ catalog, showArchived }: SectionProps) {
  const campName = (s: CatalogCampSession) =>
    catalog.campSpecs.find((c) => c.id === s.campSpecId)?.campName ?? `Camp #${s.campSpecId}`;
  const place = (s: CatalogCampSession) => {
    const f = catalog.facilities.find((x) => x.id === s.facilityId);
    return f ? `${f.facilityName}, ${f.city}, ${f.state}` : `Facility #${s.facilityId}`;
  };
  return (
    <Section<CatalogCampSession>
      dialog={(session, onClose) => (
        <CampSessionFormDialog session={session} catalog={catalog} onClose={onClose} />
      )}
      noun="Camp session"
      plural="Camp sessions"
      items={visible(catalog.campSessions, showArchived)}
      title={(s) => `${campName(s)}, ${dateRange(s.campStartDate, s.campEndDate)}`}
      columns={[
        { header: 'Camp', cell: campName },
        {
          header: 'Dates',
          cell: (s) => <span className="text-nowrap">{dateRange(s.campStartDate, s.campEndDate)}</span>,
        },
        { header: 'Time · ages', cell: (s) => `${s.timeBlock} · ${s.ageRange}` },
        { header: 'Facility', cell: place },
        { header: 'Cost', cell: (s) => formatMoney(s.campCost) },
        { header: 'Seats', cell: (s) => `${s.seatsTaken} / ${s.attendeeCapacity}` },
        { header: 'Promo', cell: (s) => promo(s.promoCode, s.promoDiscount) },
      ]}
      details={(s) => (
        <>
          <div>
            {s.timeBlock} · {s.ageRange}
          </div>
          <div>{place(s)}</div>
          <div>
            {formatMoney(s.campCost)} · {s.seatsTaken} of {s.attendeeCapacity} seats taken
          </div>
          {s.promoCode ? <div>Promo {promo(s.promoCode, s.promoDiscount)}</div> : null}
        </>
      )}
    />
  );
}

function CampSpecs({ catalog, showArchived }: SectionProps) {
  const sessions = (s: CatalogCampSpec) => catalog.campSessions.filter((x) => x.campSpecId === s.id).length;
  return (
    <Section<CatalogCampSpec>
      dialog={(campSpec, onClose) => <CampSpecFormDialog campSpec={campSpec} onClose={onClose} />}
      noun="Camp"
      plural="Camps"
      items={visible(catalog.campSpecs, showArchived)}
      title={(s) => s.campName}
      columns={[
        { header: 'Camp', cell: (s) => s.campName },
        {
          header: 'Description',
          cell: (s) => <span className="public-text d-block">{s.catalogDescription}</span>,
        },
        { header: 'Sessions', cell: sessions },
      ]}
      details={(s) => (
        <>
          <p className="public-text mb-1">{s.catalogDescription}</p>
          <div className="text-body-secondary">{sessions(s)} sessions</div>
        </>
      )}
    />
  );
}

function Tournaments({ catalog, showArchived }: SectionProps) {
  const groups = (t: CatalogTournament) =>
    t.ageRanges
      .filter((a) => showArchived || !a.archived)
      .map((a) => (a.archived ? `${a.ageRangeDescription} (archived)` : a.ageRangeDescription))
      .join(', ') || '—';
  return (
    <Section<CatalogTournament>
      dialog={(tournament, onClose) => (
        <TournamentFormDialog tournament={tournament} catalog={catalog} onClose={onClose} />
      )}
      noun="Tournament"
      plural="Tournaments"
      items={visible(catalog.tournaments, showArchived)}
      title={(t) => t.tournamentName}
      columns={[
        { header: 'Tournament', cell: (t) => t.tournamentName },
        {
          header: 'Dates',
          cell: (t) => (
            <span className="text-nowrap">{dateRange(t.tournamentStartDate, t.tournamentEndDate)}</span>
          ),
        },
        { header: 'Deadline', cell: (t) => formatDate(t.lastDateToRegister) },
        { header: 'Age groups', cell: groups },
        {
          header: 'Games · players',
          cell: (t) => `${t.minNumberOfGames}+ games · ${t.maxNumberOfPlayers} players`,
        },
        { header: 'Cost', cell: (t) => formatMoney(t.tournamentCost) },
        { header: 'Promo', cell: (t) => promo(t.promoCode, t.promoDiscount) },
      ]}
      details={(t) => (
        <>
          <div>
            {dateRange(t.tournamentStartDate, t.tournamentEndDate)} · deadline{' '}
            {formatDate(t.lastDateToRegister)}
          </div>
          <div>{groups(t)}</div>
          <div>
            {formatMoney(t.tournamentCost)} · {t.minNumberOfGames}+ games · {t.maxNumberOfPlayers} players
            {t.supportsTshirtOffering ? ' · t-shirts' : ''}
          </div>
        </>
      )}
    />
  );
}

/** Waivers and consents of camps and tournaments: add, edit (a new version), retire. */
function Documents({ catalog, showArchived }: SectionProps) {
  const [retiring, setRetiring] = useState<CatalogDocument | null>(null);
  // A retired document shows like an archived item.
  const items = catalog.documents.map((d) => ({ ...d, archived: d.retired }));
  const forItem = (d: CatalogDocument) =>
    `${d.owner === 'camp' ? 'Camp' : 'Tournament'}: ${documentItemName(catalog, d)}`;
  return (
    <>
      <Section<CatalogDocument & { archived: boolean }>
        dialog={(document, onClose) => (
          <DocumentFormDialog document={document} catalog={catalog} onClose={onClose} />
        )}
        noun="Document"
        plural="Waivers and consents"
        archivedLabel="Retired"
        items={visible(items, showArchived)}
        title={(d) => d.title}
        columns={[
          { header: 'Title', cell: (d) => d.title },
          { header: 'Kind', cell: (d) => documentKindLabels[d.kind] },
          { header: 'For', cell: forItem },
          { header: 'Version', cell: (d) => `v${d.version}` },
        ]}
        details={(d) => (
          <>
            <div>{documentKindLabels[d.kind]}</div>
            <div>{forItem(d)}</div>
            <div>Version {d.version}</div>
          </>
        )}
        more={(d) =>
          d.retired
            ? null
            : { label: 'Retire', name: `Retire ${d.title}`, onClick: () => setRetiring(d), variant: 'danger' }
        }
      />
      <RetireDocumentDialog document={retiring} onClose={() => setRetiring(null)} />
    </>
  );
}

function Facilities({ catalog, showArchived }: SectionProps) {
  return (
    <Section<CatalogFacility>
      dialog={(facility, onClose) => <FacilityFormDialog facility={facility} onClose={onClose} />}
      noun="Facility"
      plural="Facilities"
      items={visible(catalog.facilities, showArchived)}
      title={(f) => f.facilityName}
      columns={[
        { header: 'Facility', cell: (f) => f.facilityName },
        { header: 'Address', cell: (f) => f.addressLine1 },
        { header: 'City', cell: (f) => `${f.city}, ${f.state} ${f.zipCode}` },
        { header: 'Time zone', cell: (f) => f.timeZone },
      ]}
      details={(f) => (
        <div>
          {f.addressLine1}, {f.city}, {f.state} {f.zipCode} · {f.timeZone}
        </div>
      )}
    />
  );
}
