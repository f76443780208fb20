import { describeSwitchSession, type SessionSwitch, type SwitchState } from '@soccer/contracts';
import type { Executor } from '../../db/database.js';
import { groupBy } from '../../lib/collections.js';
import { dollars } from '../../lib/money.js';

/** Moves of registrations with both sessions named, for the registrations' history (one query). */
function switchQuery(db: Executor) {
  return db
    .selectFrom('session_switches as w')
    .innerJoin('camp_sessions as fs', 'fs.id', 'w.from_session_id')
    .innerJoin('camp_specs as fc', 'fc.id', 'fs.camp_spec_id')
    .innerJoin('camp_sessions as ts', 'ts.id', 'w.to_session_id')
    .innerJoin('camp_specs as tc', 'tc.id', 'ts.camp_spec_id')
    .selectAll('w')
    .select([
      'fc.camp_name as from_name',
      'fc.camp_name_es as from_name_es',
      'fs.start_date as from_start',
      'fs.end_date as from_end',
      'tc.camp_name as to_name',
      'tc.camp_name_es as to_name_es',
      'ts.start_date as to_start',
      'ts.end_date as to_end',
    ]);
}

type SwitchRecord = Awaited<ReturnType<ReturnType<typeof switchQuery>['executeTakeFirstOrThrow']>>;

const toSessionSwitch = (r: SwitchRecord): SessionSwitch => ({
  id: r.id,
  state: r.state as SwitchState,
  fromSessionId: r.from_session_id,
  toSessionId: r.to_session_id,
  from: describeSwitchSession(r.from_name, r.from_start, r.from_end),
  to: describeSwitchSession(r.to_name, r.to_start, r.to_end),
  fromItem: {
    name: r.from_name,
    es: { name: r.from_name_es },
    startDate: r.from_start,
    endDate: r.from_end,
    ageGroup: null,
  },
  toItem: {
    name: r.to_name,
    es: { name: r.to_name_es },
    startDate: r.to_start,
    endDate: r.to_end,
    ageGroup: null,
  },
  difference: dollars(r.difference_cents),
  holdExpiresAt: r.state === 'awaiting_payment' ? r.hold_expires_at : null,
  byStaff: r.by_staff === 1,
  createdAt: r.created_at,
  completedAt: r.completed_at,
});

/** A move as the history shows it, with the registration it moves. */
export async function findMove(db: Executor, moveId: number) {
  const row = await switchQuery(db).where('w.id', '=', moveId).executeTakeFirst();
  return row
    ? {
        move: toSessionSwitch(row),
        registrationId: row.registration_id,
        // The two sessions as mails name them in the family's language.
        sessions: {
          from: { name: row.from_name, nameEs: row.from_name_es, start: row.from_start, end: row.from_end },
          to: { name: row.to_name, nameEs: row.to_name_es, start: row.to_start, end: row.to_end },
        },
      }
    : undefined;
}

export const findSessionSwitch = async (db: Executor, moveId: number) => (await findMove(db, moveId))?.move;

/** Every move of these registrations, oldest first, by registration id. */
export async function switchesOf(db: Executor, registrationIds: number[]) {
  if (registrationIds.length === 0) return new Map<number, SessionSwitch[]>();
  const rows = await switchQuery(db)
    .where('w.registration_id', 'in', registrationIds)
    .orderBy('w.id')
    .execute();
  return groupBy(rows, (r) => r.registration_id, toSessionSwitch);
}

/** The `switches` field of a registration answer: present only when it has moves. */
export const withSwitches = (switches: SessionSwitch[] | undefined) => (switches?.length ? { switches } : {});

/** The move of a registration waiting for its difference, if any. */
export const openSwitchOf = (db: Executor, registrationId: number) =>
  db
    .selectFrom('session_switches')
    .selectAll()
    .where('registration_id', '=', registrationId)
    .where('state', '=', 'awaiting_payment')
    .executeTakeFirst();

/** What a switch needs of a registration: its owner, session, price, promo code and policy copy. */
export const findSwitchSubject = (db: Executor, registrationId: number) =>
  db
    .selectFrom('camp_registrations as r')
    .innerJoin('camp_sessions as s', 's.id', 'r.camp_session_id')
    .select([
      'r.id',
      'r.owner_account_id',
      'r.status',
      'r.camp_session_id',
      'r.amount_cents',
      'r.promo_code',
      'r.sibling_discount_cents',
      'r.cancellation_policy',
      'r.player_birthdate',
      'r.created_at',
      'r.priced_at',
      's.start_date',
    ])
    .where('r.id', '=', registrationId)
    .executeTakeFirst();
