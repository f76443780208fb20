import { daysBetween, type ReceiptDocument, type StatementDocument, spreadCents } from '@soccer/contracts';

/** What the receipts of one account say about one camp registration. */
interface Paid {
  registrationId: number;
  child: string;
  what: string;
  place: string;
  startDate: string;
  endDate: string;
  paidCents: number;
  refundedCents: number;
}

const childKey = (who: string) => who.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * An account's childcare statements, from its receipts alone (decision 0084): every camp line of
 * its payment receipts less the refund receipts of the same registration is what that
 * registration paid, net, less the credit without cash value on them (decision 0113); it is spread over the registration's days (`spreadCents`: integer
 * cents that add up exactly) and each day goes to the statement of its child and calendar year.
 * A registration's days are those of its latest payment receipt (a move's names the new
 * session). Tournament lines (no daily time block) are not childcare and are left out. A child is
 * known by the name its receipts print; its `playerId` is its first registration's number.
 * `receipts` in number order; `business` as configured now.
 */
export function statementsOf(
  receipts: readonly ReceiptDocument[],
  business: StatementDocument['business'],
): StatementDocument[] {
  const paid = new Map<number, Paid>();
  let family = { name: '', email: '' };
  for (const doc of receipts) {
    family = doc.billedTo;
    for (const line of doc.lines) {
      if (line.timeBlock === null) continue;
      const known = paid.get(line.registrationId);
      const entry: Paid = known ?? {
        registrationId: line.registrationId,
        child: line.who,
        what: line.what,
        place: line.place,
        startDate: line.startDate,
        endDate: line.endDate,
        paidCents: 0,
        refundedCents: 0,
      };
      // Only money paid counts: credit without cash value (goodwill, a bonus) is left out.
      const cash = line.amountCents - (line.creditWithoutCashCents ?? 0);
      if (doc.kind === 'refund') entry.refundedCents += cash;
      else {
        entry.paidCents += cash;
        Object.assign(entry, {
          child: line.who,
          what: line.what,
          place: line.place,
          startDate: line.startDate,
          endDate: line.endDate,
        });
      }
      paid.set(line.registrationId, entry);
    }
  }
  const playerIds = new Map<string, number>();
  for (const p of paid.values()) {
    const k = childKey(p.child);
    playerIds.set(k, Math.min(playerIds.get(k) ?? p.registrationId, p.registrationId));
  }
  const statements = new Map<string, StatementDocument>();
  for (const p of [...paid.values()].sort((a, b) => a.registrationId - b.registrationId)) {
    const net = p.paidCents - p.refundedCents;
    if (net <= 0) continue;
    const days = daysBetween(p.startDate, p.endDate);
    const amounts = spreadCents(net, days.length);
    const playerId = playerIds.get(childKey(p.child))!;
    days.forEach((date, i) => {
      const year = Number(date.slice(0, 4));
      const key = `${year}:${playerId}`;
      let s = statements.get(key);
      if (!s) {
        s = {
          year,
          playerId,
          child: p.child,
          family: family.name,
          email: family.email,
          business,
          days: [],
          totalCents: 0,
        };
        statements.set(key, s);
      }
      s.days.push({ date, what: p.what, place: p.place, amountCents: amounts[i]! });
      s.totalCents += amounts[i]!;
    });
  }
  return [...statements.values()]
    .map((s) => ({ ...s, days: s.days.sort((a, b) => a.date.localeCompare(b.date)) }))
    .sort((a, b) => b.year - a.year || a.child.localeCompare(b.child));
}
