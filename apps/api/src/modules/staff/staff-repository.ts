import type { TournamentDetail } from '@soccer/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { findTournamentByAgeRange, toTournament } from '../tournaments/tournaments-repository.js';

/** Every age range of every tournament (staff see past ones too), newest tournament first. */
export async function allTournamentAgeRanges(db: Kysely<Database>) {
  const ids = await db
    .selectFrom('tournament_age_ranges as a')
    .innerJoin('tournaments as t', 't.id', 'a.tournament_id')
    .select('a.id')
    .where('t.archived_at', 'is', null)
    .where('a.archived_at', 'is', null)
    .orderBy('t.start_date', 'desc')
    .orderBy('t.id')
    .orderBy('a.id')
    .execute();
  const out = [];
  for (const { id } of ids) {
    const row = await findTournamentByAgeRange(db, id);
    if (row) out.push(row);
  }
  return out;
}

export async function findTournament(
  db: Kysely<Database>,
  tournamentId: number,
): Promise<TournamentDetail | null> {
  const ranges = await db
    .selectFrom('tournament_age_ranges')
    .select(['id', 'age_range_description'])
    .where('tournament_id', '=', tournamentId)
    .where('archived_at', 'is', null)
    .orderBy('id')
    .execute();
  const first = ranges[0] ? await findTournamentByAgeRange(db, ranges[0].id) : undefined;
  if (!first) return null;
  return {
    ...toTournament(first),
    ageRanges: ranges.map((r) => ({
      tournamentAgeRangeId: r.id,
      ageRangeDescription: r.age_range_description,
    })),
  };
}

/** Newest first, one page, and the total for the paging controls. */
export async function contactMessagesPage(db: Kysely<Database>, page: number, pageSize: number) {
  const [total, rows] = await Promise.all([
    db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('contact_messages')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  return { rows, total: Number(total.n) };
}

export async function rentalInquiriesPage(db: Kysely<Database>, page: number, pageSize: number) {
  const [total, rows] = await Promise.all([
    db
      .selectFrom('field_rental_inquiries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('field_rental_inquiries')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  return { rows, total: Number(total.n) };
}
