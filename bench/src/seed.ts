import { migrateToLatest, openDatabase } from '@soccer/api/db';
import type { Database } from '@soccer/api/db/schema';
import type { Kysely } from 'kysely';

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const now = () => new Date().toISOString();

/** A catalogue of `sessions` upcoming camp sessions and a tournament, written straight into the database. */
export async function seedCatalog(options: {
  sqliteFile?: string;
  databaseUrl?: string;
  sessions: number;
  /** Seats of the i-th session (default: practically unlimited). */
  capacity?: (i: number) => number;
}) {
  const database = openDatabase({ sqliteFile: options.sqliteFile, databaseUrl: options.databaseUrl });
  await migrateToLatest(database);
  const db = database.db as unknown as Kysely<Database>;
  const facility = await db
    .insertInto('facilities')
    .values({
      facility_name: 'Bench Park',
      address_line1: '1 Main',
      city: 'Nashville',
      state: 'TN',
      zip_code: '37206',
      archived_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const spec = await db
    .insertInto('camp_specs')
    .values({
      camp_name: 'Bench Camp',
      catalog_description: 'Skills for every player.',
      attendee_notes: 'Water',
      archived_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const sessionIds: number[] = [];
  for (let i = 0; i < options.sessions; i++) {
    const s = await db
      .insertInto('camp_sessions')
      .values({
        camp_spec_id: spec.id,
        facility_id: facility.id,
        start_date: day(10 + i),
        end_date: day(14 + i),
        time_block: '9:00 AM - 12:00 PM',
        age_range: 'Ages 6-9',
        cost_cents: 17500,
        attendee_capacity: options.capacity?.(i) ?? 1_000_000,
        promo_code: i % 5 === 0 ? 'EARLY' : null,
        promo_discount_cents: i % 5 === 0 ? 1500 : 0,
        archived_at: null,
        created_at: now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    sessionIds.push(s.id);
  }
  const tournament = await db
    .insertInto('tournaments')
    .values({
      tournament_name: 'Bench Cup',
      tournament_description: 'Export benchmark',
      start_date: day(30),
      end_date: day(31),
      last_date_to_register: day(20),
      min_games: 3,
      max_players: 8,
      cost_cents: 30000,
      promo_code: null,
      promo_discount_cents: 0,
      supports_tshirt: 1,
      facility_id: facility.id,
      archived_at: null,
      created_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ages: number[] = [];
  for (const d of ['U10', 'U12', 'U14']) {
    const a = await db
      .insertInto('tournament_age_ranges')
      .values({ tournament_id: tournament.id, age_range_description: d, archived_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    ages.push(a.id);
  }
  return { database, db, sessionIds, tournamentId: tournament.id, ageRangeIds: ages };
}

/** `players` players in teams of 8 for one age range, in batches. */
export async function seedPlayers(
  root: Kysely<Database>,
  tournamentId: number,
  ageRangeId: number,
  players: number,
) {
  const teams = Math.ceil(players / 8);
  await root.transaction().execute(async (db) => {
    for (let t = 0; t < teams; t++) {
      const reg = await db
        .insertInto('tournament_registrations')
        .values({
          owner_account_id: `coach-${t}`,
          owner_email: `coach${t}@example.com`,
          tournament_id: tournamentId,
          age_range_id: ageRangeId,
          contact_name: `Coach ${t}`,
          contact_email: `coach${t}@example.com`,
          contact_phone: '6155550100',
          team_name: t % 97 === 0 ? `=HYPERLINK("x")${t}` : `Team ${t}`,
          promo_code: '',
          promo_discount_cents: 0,
          amount_cents: 30000,
          status: t % 3 ? 'paid' : 'registered',
          stripe_session_id: null,
          cancel_reason: null,
          paid_at: null,
          created_at: now(),
          updated_at: now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const count = Math.min(8, players - t * 8);
      await db
        .insertInto('team_members')
        .values(
          Array.from({ length: count }, (_, p) => ({
            tournament_registration_id: reg.id,
            position: p,
            player_full_name: `Player ${t}-${p}`,
            player_email: '',
            player_date_of_birth: '2014-05-01',
            tshirt_size: 'm',
            player_gender: p % 2 ? 'F' : 'M',
            parent_full_name: `Parent ${t}-${p}`,
            parent_phone: '6155550101',
          })),
        )
        .execute();
    }
  });
}

/** Assigns the coach of `email` to a camp session (decision 0089), as an admin would. */
export async function assignCoach(db: Kysely<Database>, email: string, sessionId: number) {
  await db
    .insertInto('coach_assignments')
    .values({
      coach_email: email,
      kind: 'session',
      item_id: sessionId,
      group_name: '',
      assigned_by: 'bench',
      created_at: new Date().toISOString(),
    })
    .execute();
}
