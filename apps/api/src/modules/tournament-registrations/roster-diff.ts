import type { RosterChange } from '@soccer/contracts';
import type { MemberValues } from './tournament-registrations-repository.js';

type Member = Pick<
  MemberValues,
  | 'player_full_name'
  | 'player_email'
  | 'player_date_of_birth'
  | 'tshirt_size'
  | 'player_gender'
  | 'parent_full_name'
  | 'parent_phone'
>;

/** A player is the same player when the name matches, ignoring case and spacing. */
const nameKey = (m: Member) => m.player_full_name.trim().replace(/\s+/g, ' ').toLowerCase();

const sameDetails = (a: Member, b: Member) =>
  a.player_email === b.player_email &&
  a.player_date_of_birth === b.player_date_of_birth &&
  a.tshirt_size === b.tshirt_size &&
  a.player_gender === b.player_gender &&
  a.parent_full_name === b.parent_full_name &&
  a.parent_phone === b.parent_phone;

/**
 * What one save did to a roster, by player name (the audit log's only personal data here): the
 * players kept (matched by name, each once), those who left and those who came. A departure and
 * an arrival in the same save are a replacement, paired in roster order; the rest stay added or
 * removed.
 */
export function rosterDiff(
  before: readonly Member[],
  after: readonly Member[],
): Omit<RosterChange, 'at' | 'by' | 'teamFields'> {
  const left = [...before];
  const arrived: Member[] = [];
  const updated: string[] = [];
  for (const m of after) {
    const i = left.findIndex((b) => nameKey(b) === nameKey(m));
    if (i === -1) {
      arrived.push(m);
      continue;
    }
    const [kept] = left.splice(i, 1);
    if (kept && !sameDetails(kept, m)) updated.push(m.player_full_name);
  }
  const pairs = Math.min(left.length, arrived.length);
  return {
    replaced: left
      .slice(0, pairs)
      .map((m, i) => ({ from: m.player_full_name, to: arrived[i]!.player_full_name })),
    removed: left.slice(pairs).map((m) => m.player_full_name),
    added: arrived.slice(pairs).map((m) => m.player_full_name),
    updated,
  };
}
