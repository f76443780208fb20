import { useLingui } from '@lingui/react';
import type { CoachRoster, CoachRosterItem, RosterChild } from '@soccer/contracts';
import { useEffect, useRef, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useOnline } from '../../../hooks/use-online';
import { usePendingWrites } from '../../../hooks/use-outbox';
import { localDate, localDateRange } from '../../../lib/i18n/formats';
import { pagePreview } from '../../../lib/page-preview';
import { sessionRoster } from '../api/coach-rosters';
import { AttendanceControls, useRefusalText } from '../components/attendance-controls';
import { CallLink } from '../components/call-link';
import { CoachFrame, ReadState } from '../components/coach-frame';
import { OfflineNotice } from '../components/offline-notice';
import { itemName } from '../components/roster-item-title';
import { SheetDownloads } from '../components/sheet-downloads';
import {
  dismissRefusedTap,
  queueTap,
  type RefusedTap,
  type Tap,
  useRefusedTaps,
  withQueuedTaps,
} from '../offline/queued-taps';
import { useKeptRoster } from '../offline/use-kept-roster';
import '../../../styles/forms.scss';

/**
 * /coach/sessions/{id}?day=YYYY-MM-DD: a session's children for one day, on a phone. Medical
 * notes come first on the page (who has them) and first in each child's card; guardians and the
 * emergency contact are links that call, and so are the adults who may pick the child up (that
 * day's one-day pickups marked; decision 0094). Nothing is kept after the page closes.
 */
export function CoachSessionPage() {
  const { _ } = useLingui();
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const day = search.get('day') ?? '';
  const sessionId = /^\d+$/.test(id) ? Number(id) : 0;
  const { data: fresh, isPending, error } = sessionRoster.use(sessionId, day);
  // Offline, and online until the answer comes: today's copy kept on this phone (decisions 0107, 0118).
  const kept = useKeptRoster(sessionId, day, fresh, error);
  // Back online, the kept copy stays on screen until the server's answer replaces it (an open
  // check-out form is not closed by a loading state in between); never after a refusal.
  const shown = useRef<{ key: string; roster: CoachRoster } | null>(null);
  const key = `${sessionId}/${day}`;
  const data =
    fresh ?? kept.roster ?? (!error && shown.current?.key === key ? shown.current.roster : undefined);
  useEffect(() => {
    shown.current = data ? { key, roster: data } : null;
  }, [data, key]);
  // Until the answer comes, the session's public facts the server drew the page with (decision 0122).
  const previewed = pagePreview().coachSession;
  const facts = data?.session ?? (isPending && previewed?.id === sessionId ? previewed : undefined);
  return (
    <CoachFrame heading={facts ? itemName(facts) : _('coaching.rosterTitle')}>
      <p className="mb-2">
        <Link to={paths.coach.href()}>← {_('coaching.back')}</Link>
      </p>
      <OfflineNotice
        keptAt={kept.savedAt}
        hasRoster={Boolean(data) || kept.looking}
        updating={kept.updating}
      />
      {data ? (
        <Roster roster={data} onDay={(d) => setSearch({ day: d })} />
      ) : (
        <>
          {facts ? <SessionHeader session={facts} /> : <PageHeader title={_('coaching.rosterTitle')} />}
          <ReadState isPending={isPending} error={error} />
        </>
      )}
    </CoachFrame>
  );
}

/** The session's name, dates, times and facility, and the coach's group. */
function SessionHeader({ session }: { session: CoachRosterItem }) {
  const { _ } = useLingui();
  return (
    <PageHeader
      title={itemName(session)}
      lead={`${localDateRange(session.startDate, session.endDate)}${session.timeBlock ? ` · ${session.timeBlock}` : ''} · ${session.facilityName}`}
    >
      {session.group ? (
        <span className="badge text-bg-secondary mt-2">
          {_('coaching.groupBadge', { group: session.group })}
        </span>
      ) : null}
    </PageHeader>
  );
}

const hasNotes = (c: RosterChild) => Boolean(c.medicalConditions.trim() || c.medicalTreatment.trim());

function Roster({ roster, onDay }: { roster: CoachRoster; onDay: (day: string) => void }) {
  const { _ } = useLingui();
  const { session } = roster;
  // Each child's day with this phone's taps not yet sent played on top (decision 0108).
  const { writes } = usePendingWrites();
  const refusalText = useRefusalText();
  const refused = useRefusedTaps();
  const refusals = refused.filter((r) => r.sessionId === session.id && r.day === roster.day);
  // A refused tap is told before the outbox lets it go: it no longer counts.
  const waiting = writes.filter((w) => !refused.some((r) => r.eventId === w.id));
  const shown = roster.children.map((c) => {
    const { attendance, unsent } = withQueuedTaps(c, session.id, roster.day, waiting);
    return { child: { ...c, attendance }, unsent };
  });
  const children = shown.map((s) => s.child);
  const flagged = children.filter(hasNotes);
  const overdue = children.filter((c) => c.attendance.overdue);
  const [queueing, setQueueing] = useState(false);
  const onTap = async (tap: Tap) => {
    const child = children.find((c) => c.registrationId === tap.registrationId);
    const name = child ? `${child.firstName} ${child.lastName}` : '';
    const adult = child && [...child.guardians, ...child.pickupAdults].find((a) => a.id === tap.adultId);
    setQueueing(true);
    try {
      await queueTap(
        session.id,
        roster.day,
        tap,
        _(`coaching.attendance.queued.${tap.action}`, { name, adult: adult?.name ?? '' }),
      );
      return null;
    } catch {
      return 'coaching.attendance.error.failed';
    } finally {
      setQueueing(false);
    }
  };
  return (
    <>
      <SessionHeader session={session} />
      <Form.Group controlId="roster-day" className="mb-3 coaching-day">
        <Form.Label className="fw-semibold">{_('coaching.day')}</Form.Label>
        <Form.Select value={roster.day} onChange={(e) => onDay(e.target.value)}>
          {roster.days.map((d) => (
            <option key={d} value={d}>
              {localDate(d)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <SheetDownloads sessionId={session.id} day={roster.day} />
      <p className="fw-semibold mb-2" role="status">
        {_('coaching.count', { count: children.length })}
      </p>
      {refusals.length > 0 ? (
        <div
          className="alert alert-danger"
          role="note"
          aria-labelledby="refused-title"
          data-testid="refused-taps"
        >
          <h2 id="refused-title" className="h5 mb-2">
            {_('coaching.attendance.refusedSummary', { count: refusals.length })}
          </h2>
          <ul className="mb-0">
            {refusals.map((r) => {
              const c = children.find((x) => x.registrationId === r.registrationId);
              return (
                <li key={r.eventId}>
                  <a href={`#child-${r.registrationId}`} className="alert-link">
                    {c ? `${c.firstName} ${c.lastName}` : ''}
                  </a>
                  {': '}
                  {_(`coaching.attendance.refused.${r.action}`)} {refusalText(r)}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      <ChildLinks
        id="overdue-title"
        variant="warning"
        icon="⏰"
        title={_('coaching.attendance.overdueSummary', { count: overdue.length })}
        listed={overdue}
      />
      <ChildLinks
        id="medical-flags-title"
        variant="danger coaching-flags"
        icon="⚠"
        title={_('coaching.medicalSummary', { count: flagged.length })}
        listed={flagged}
      />
      {children.length === 0 ? (
        <p className="text-body-secondary">{_('coaching.noChildren')}</p>
      ) : (
        <ul className="list-unstyled d-grid gap-3 coaching-roster">
          {shown.map(({ child, unsent }) => (
            <ChildCard
              key={child.registrationId}
              child={child}
              busy={queueing}
              unsent={unsent}
              refusal={lastRefusal(refusals, child.registrationId)}
              onTap={onTap}
            />
          ))}
        </ul>
      )}
    </>
  );
}

const lastRefusal = (refusals: RefusedTap[], registrationId: number) =>
  refusals.filter((r) => r.registrationId === registrationId).at(-1);

function ChildCard({
  child,
  busy,
  unsent,
  refusal,
  onTap,
}: {
  child: RosterChild;
  busy: boolean;
  unsent: boolean;
  refusal: RefusedTap | undefined;
  onTap: (tap: Tap) => Promise<string | null>;
}) {
  const { _ } = useLingui();
  // Offline the code cannot be checked (decision 0108): the check-out form says so instead.
  const online = useOnline();
  const notes = hasNotes(child);
  return (
    <li
      id={`child-${child.registrationId}`}
      className={`card coaching-child${notes ? ' border-danger border-2' : ''}`}
      data-testid="roster-child"
    >
      {notes ? (
        <div className="card-header bg-danger text-white coaching-medical" data-testid="medical-flag">
          <div className="fw-bold">
            <span aria-hidden="true">⚠ </span>
            {_('coaching.medical')}
          </div>
          {child.medicalConditions ? (
            <div>
              <span className="fw-semibold">{_('coaching.conditions')}</span> {child.medicalConditions}
            </div>
          ) : null}
          {child.medicalTreatment ? (
            <div>
              <span className="fw-semibold">{_('coaching.treatment')}</span> {child.medicalTreatment}
            </div>
          ) : null}
        </div>
      ) : null}
      <div className="card-body">
        <h2 className="h5 card-title mb-1">
          {child.firstName} {child.lastName}
        </h2>
        <p className="mb-2 text-body-secondary">
          {_('coaching.age', { age: child.age })}
          {' · '}
          {_('coaching.shirt', { size: child.tshirtSize.toUpperCase() })}
          {child.group ? ` · ${_('coaching.groupBadge', { group: child.group })}` : ''}
        </p>
        <div className="d-grid gap-2">
          {child.guardians.map((g) => (
            <CallLink key={`${g.name}-${g.phone}`} person={g} role={_('coaching.guardian')} />
          ))}
          <CallLink
            person={child.emergencyContact}
            role={
              child.emergencyContact.relationship
                ? _('coaching.emergencyOf', { relationship: child.emergencyContact.relationship })
                : _('coaching.emergency')
            }
          />
        </div>
        <h3 className="h6 mt-3 mb-2">{_('coaching.pickup.title')}</h3>
        {child.pickupAdults.length === 0 ? (
          <p className="small text-body-secondary mb-0">{_('coaching.pickup.none')}</p>
        ) : (
          <div className="d-grid gap-2" data-testid="pickup-adults">
            {child.pickupAdults.map((a) => (
              <CallLink
                key={`${a.name}-${a.phone}-${a.oneDay}`}
                person={a}
                role={
                  a.oneDay
                    ? _('coaching.pickup.todayOnly', { relation: a.relation })
                    : _('coaching.pickup.relation', { relation: a.relation })
                }
              />
            ))}
          </div>
        )}
        {online ? (
          <p className="small text-body-secondary mt-2 mb-0">{_('coaching.pickup.askCode')}</p>
        ) : null}
        <AttendanceControls
          child={child}
          busy={busy}
          unsent={unsent}
          refusal={refusal}
          onDismiss={(eventId) => {
            if (eventId) dismissRefusedTap(eventId);
          }}
          onTap={onTap}
        />
      </div>
    </li>
  );
}

/** A note at the top of the roster naming children, each a link to their card; nothing when none. */
function ChildLinks({
  id,
  variant,
  icon,
  title,
  listed,
}: {
  id: string;
  variant: string;
  icon: string;
  title: string;
  listed: { registrationId: number; firstName: string; lastName: string }[];
}) {
  if (listed.length === 0) return null;
  return (
    <div className={`alert alert-${variant}`} role="note" aria-labelledby={id}>
      <h2 id={id} className="h5 mb-2">
        <span aria-hidden="true">{icon} </span>
        {title}
      </h2>
      <ul className="mb-0">
        {listed.map((c) => (
          <li key={c.registrationId}>
            <a href={`#child-${c.registrationId}`} className="alert-link">
              {c.firstName} {c.lastName}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
