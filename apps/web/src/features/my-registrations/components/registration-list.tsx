import { useLingui } from '@lingui/react';
import {
  type Acceptance,
  type CampRegistration,
  priceAfterDiscount,
  type RegistrationStatus,
  type TournamentRegistration,
} from '@soccer/contracts';
import type { ReactNode } from 'react';
import { AcceptanceList } from '../../../components/registration/acceptance-list';
import { StatusBadge } from '../../../components/registration/status-badge';
import {
  paymentUnderway,
  StatusNote,
  type StatusNoteSubject,
} from '../../../components/registration/status-note';
import { type ListColumn, ResponsiveList } from '../../../components/ui/responsive-list';
import { inReadersLanguage } from '../../../lib/i18n/content';
import { localDateRange, localMoney } from '../../../lib/i18n/formats';
import { i18n } from '../../../lib/i18n/i18n';
import { CampRegistrationActions, TournamentRegistrationActions } from './registration-actions';

/** One registration as the list shows it: who, what, when, where, and one more fact. */
interface Described {
  /** The player or the team: the row's header and the card's title. */
  title: string;
  /** The camp or tournament, read after each action's text ('Pay Now for Sam Parker, …'). */
  subject: string;
  what: string;
  when: string;
  where: string;
  extra: string;
}

type Listed = StatusNoteSubject & {
  id: number;
  registrationStatus: RegistrationStatus;
  acceptances?: Acceptance[];
};

interface ListProps<R extends Listed, D extends Described> {
  items: readonly R[];
  /** The table's caption and the card list's name. */
  caption: string;
  testId: string;
  describe: (registration: R) => D;
  /** The header of the title column ('Player', 'Team'). */
  titleHeader: string;
  /** The columns between the title and the status. */
  columns: readonly ListColumn<D>[];
  actions: (registration: R, context: string, block?: boolean) => ReactNode;
}

const badge = (r: Listed) => (
  <StatusBadge status={r.registrationStatus} pending={paymentUnderway(r)} holdExpiresAt={r.holdExpiresAt} />
);
const context = (d: Described) => i18n._('mine.context', { title: d.title, subject: d.subject });

/** A person's registrations of one kind: a table on large screens, cards on small ones. */
function RegistrationList<R extends Listed, D extends Described>({
  items,
  caption,
  testId,
  describe,
  titleHeader,
  columns,
  actions,
}: ListProps<R, D>) {
  const { _ } = useLingui();
  const rows = items.map((registration) => ({ registration, d: describe(registration) }));
  type Row = (typeof rows)[number];
  return (
    <ResponsiveList<Row>
      items={rows}
      itemKey={({ registration }) => registration.id}
      label={caption}
      caption={caption}
      tableClassName="table align-middle registration-table"
      cardClassName="shadow-sm"
      itemTestId={testId}
      columns={[
        { header: titleHeader, cell: ({ d }) => d.title, rowHeader: true },
        ...columns.map(
          ({ total: _noTotals, ...column }): ListColumn<Row> => ({
            ...column,
            cell: ({ d }) => column.cell(d),
          }),
        ),
        {
          header: _('mine.status'),
          cellClassName: 'status-cell',
          cell: ({ registration }) => (
            <>
              {badge(registration)}
              <StatusNote subject={registration} className="small text-body-secondary mt-1 mb-0" />
              <AcceptanceList
                acceptances={registration.acceptances}
                className="small text-body-secondary mt-1 mb-0"
              />
            </>
          ),
        },
        {
          header: <span className="visually-hidden">{_('mine.actions')}</span>,
          cellClassName: 'text-end',
          cell: ({ registration, d }) => actions(registration, context(d)),
        },
      ]}
      card={({ registration, d }) => (
        <>
          <div className="d-flex justify-content-between align-items-start gap-2">
            <h3 className="h5 card-title mb-1">{d.title}</h3>
            {badge(registration)}
          </div>
          <StatusNote subject={registration} className="small text-body-secondary mb-2" />
          <p className="fw-semibold mb-1">{d.what}</p>
          <p className="mb-1">{d.when}</p>
          <p className="text-body-secondary mb-1">{d.where}</p>
          <p className="mb-0">{d.extra}</p>
          <AcceptanceList
            acceptances={registration.acceptances}
            className="small text-body-secondary mt-2 mb-0"
          />
          {actions(registration, context(d), true)}
        </>
      )}
    />
  );
}

function describeCamp(r: CampRegistration) {
  const session = r.campSession;
  const camp = session
    ? inReadersLanguage(session.campSpec).campName
    : i18n._('mine.campSession', { id: r.campSessionId });
  const dates = session ? localDateRange(session.campStartDate, session.campEndDate) : '';
  const time = session?.timeBlock ?? '';
  return {
    title: `${r.playerFirstName} ${r.playerLastName}`,
    subject: camp,
    what: camp,
    when: time ? `${dates}, ${time}` : dates,
    dates,
    time,
    where: session
      ? `${session.campFacility.facilityName}, ${session.campFacility.city}, ${session.campFacility.state}`
      : '',
    extra: session
      ? localMoney(
          priceAfterDiscount(session.campCost, r.promoDiscountAppliedAmount + (r.siblingDiscountAmount ?? 0)),
        )
      : '',
  };
}

/** Camp registrations: player, camp, dates, location, price. */
export function CampRegistrationList({ items }: { items: readonly CampRegistration[] }) {
  const { _ } = useLingui();
  return (
    <RegistrationList
      items={items}
      caption={_('mine.campCaption')}
      testId="camp-registration"
      describe={describeCamp}
      titleHeader={_('mine.player')}
      columns={[
        { header: _('mine.camp'), cell: (d) => d.what },
        {
          header: _('mine.dates'),
          cellClassName: 'text-nowrap',
          cell: (d) => (
            <>
              {d.dates}
              <div className="small text-body-secondary">{d.time}</div>
            </>
          ),
        },
        { header: _('mine.location'), cell: (d) => d.where },
        { header: _('mine.price'), className: 'text-end', cellClassName: 'text-end', cell: (d) => d.extra },
      ]}
      actions={(registration, context, block) => (
        <CampRegistrationActions registration={registration} context={context} block={block} />
      )}
    />
  );
}

function describeTeam(r: TournamentRegistration) {
  const t = r.tournament;
  const tournament = t
    ? inReadersLanguage(t).tournamentName
    : i18n._('mine.tournamentNumber', { id: r.tournamentID });
  const ageGroup = t?.ageRange.ageRangeDescription ?? '';
  return {
    title: r.teamName,
    subject: tournament,
    what: ageGroup ? `${tournament} · ${ageGroup}` : tournament,
    ageGroup,
    when: t ? localDateRange(t.tournamentStartDate, t.tournamentEndDate) : '',
    where: t ? `${t.facility.facilityName}, ${t.facility.city}, ${t.facility.state}` : '',
    extra: i18n._('mine.playerCount', { count: r.teamMembers.length }),
  };
}

/** Tournament registrations: team, tournament, age group, dates, players. */
export function TournamentRegistrationList({ items }: { items: readonly TournamentRegistration[] }) {
  const { _ } = useLingui();
  return (
    <RegistrationList
      items={items}
      caption={_('mine.tournamentCaption')}
      testId="tournament-registration"
      describe={describeTeam}
      titleHeader={_('mine.team')}
      columns={[
        {
          header: _('mine.tournament'),
          cell: (d) => (
            <>
              {d.subject}
              <div className="small text-body-secondary">{d.where}</div>
            </>
          ),
        },
        { header: _('mine.ageGroup'), cell: (d) => d.ageGroup },
        { header: _('mine.dates'), cellClassName: 'text-nowrap', cell: (d) => d.when },
        { header: _('mine.players'), cell: (d) => d.extra },
      ]}
      actions={(registration, context, block) => (
        <TournamentRegistrationActions registration={registration} context={context} block={block} />
      )}
    />
  );
}
