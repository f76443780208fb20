import {
  type Acceptance,
  acceptanceText,
  formatInstant,
  formatPhone,
  type StaffWaitlistEntry,
  tshirtSizeLabel,
  waitlistNote,
} from '@soccer/contracts';
import type { CampRegistrationRow as Row } from '../../db/schema.js';
import { dollars } from '../../lib/money.js';
import type { ExportColumn } from '../exports/export-writers.js';
import type { PlayerRow } from './reports-repository.js';

/** What a registration paid and has had refunded (or is being refunded), in cents. */
interface Money {
  paidCents: number;
  refundedCents: number;
  /** Camp lines of an order: cents kept from this line's refund because its siblings lost their discount. */
  siblingDiscountKeptCents?: number;
}

const moneyColumns = <R>(money: (r: R) => Money | null): ExportColumn<R>[] => [
  { header: 'Paid (USD)', width: 12, value: (r) => (money(r) ? dollars(money(r)!.paidCents) : '') },
  { header: 'Refunded (USD)', width: 14, value: (r) => (money(r) ? dollars(money(r)!.refundedCents) : '') },
  {
    header: 'Net (USD)',
    width: 12,
    value: (r) => (money(r) ? dollars(money(r)!.paidCents - money(r)!.refundedCents) : ''),
  },
];

/** What a registration accepted, in one cell: each document, version, name and time in the facility's zone. */
const acceptancesColumn = <R extends { acceptances: Acceptance[] }>(timeZone: string): ExportColumn<R> => ({
  header: 'Waivers and Consents',
  width: 48,
  value: (r) => r.acceptances.map((a) => acceptanceText(a, (iso) => formatInstant(iso, timeZone))).join('; '),
});

/**
 * What every row of a camp session's export repeats about the session (so a row copied or
 * filtered elsewhere still says which camp it is), and the facility's zone its times are in.
 */
export interface SessionContext {
  camp: string;
  dates: string;
  times: string;
  ages: string;
  location: string;
  timeZone: string;
}

const sessionColumns = <R>(s: SessionContext): ExportColumn<R>[] => [
  { header: 'Camp', width: 24, value: () => s.camp },
  { header: 'Dates', width: 22, value: () => s.dates },
  { header: 'Times', width: 12, value: () => s.times },
  { header: 'Ages', width: 12, value: () => s.ages },
  { header: 'Location', width: 36, value: () => s.location },
];

/** The coupon a registration used (decision 0086), null without one. */
type CouponUsed = { code: string; discountCents: number } | null;

type CampExportRow = Row & Money & { acceptances: Acceptance[]; coupon: CouponUsed; creditCents: number };

export const campExportColumns = (s: SessionContext): ExportColumn<CampExportRow>[] => [
  { header: 'Registration ID', width: 14, value: (r) => r.id },
  { header: 'Status', value: (r) => r.status },
  { header: 'Player First Name', value: (r) => r.player_first_name },
  { header: 'Player Last Name', value: (r) => r.player_last_name },
  { header: 'Birth Date', width: 12, value: (r) => r.player_birthdate },
  { header: 'T-Shirt', width: 10, value: (r) => tshirtSizeLabel(r.tshirt_size) },
  {
    header: 'Address',
    width: 28,
    value: (r) => [r.player_address_line1, r.player_address_line2].filter(Boolean).join(', '),
  },
  { header: 'City', value: (r) => r.player_city },
  { header: 'State', width: 8, value: (r) => r.player_state },
  { header: 'Zip', width: 10, value: (r) => r.player_zip_code },
  { header: 'Guardian', width: 24, value: (r) => `${r.pog1_first_name} ${r.pog1_last_name}` },
  { header: 'Guardian Email', width: 28, value: (r) => r.pog1_email },
  { header: 'Guardian Phone', width: 16, value: (r) => formatPhone(r.pog1_phone) },
  {
    header: 'Emergency Contact',
    width: 24,
    value: (r) => `${r.emergency_contact_first_name} ${r.emergency_contact_last_name}`,
  },
  { header: 'Emergency Phone', width: 16, value: (r) => formatPhone(r.emergency_contact_phone) },
  { header: 'Relationship', value: (r) => r.emergency_contact_relationship },
  { header: 'Medical Conditions', width: 30, value: (r) => r.medical_conditions },
  { header: 'Promo Code', value: (r) => r.promo_code },
  { header: 'Coupon', width: 12, value: (r) => r.coupon?.code ?? '' },
  { header: 'Coupon Discount (USD)', width: 14, value: (r) => dollars(r.coupon?.discountCents ?? 0) },
  // Account credit is a payment, not a discount (decision 0096): 'Paid' is the card's part.
  { header: 'Credit Used (USD)', width: 14, value: (r) => dollars(r.creditCents) },
  // Players registered together share an order (paid in one checkout); all but one have the sibling discount.
  { header: 'Order', width: 8, value: (r) => r.order_id ?? '' },
  { header: 'Sibling Discount (USD)', width: 14, value: (r) => dollars(r.sibling_discount_cents) },
  // A line that left its order: what its siblings lost (their discount ended), kept from its refund.
  {
    header: 'Sibling Discount Kept (USD)',
    width: 16,
    value: (r) => dollars(r.siblingDiscountKeptCents ?? 0),
  },
  { header: 'Amount (USD)', width: 12, value: (r) => dollars(r.amount_cents) },
  ...moneyColumns<CampExportRow>((r) => r),
  { header: 'Registered At', width: 24, value: (r) => formatInstant(r.created_at, s.timeZone) },
  ...sessionColumns<CampExportRow>(s),
  acceptancesColumn<CampExportRow>(s.timeZone),
];

/** The session's waitlist, on its own sheet: open entries in queue order, then closed ones. */
export const waitlistExportColumns = (s: SessionContext): ExportColumn<StaffWaitlistEntry>[] => [
  { header: 'Position', width: 9, value: (e) => e.position ?? '' },
  { header: 'Player', width: 24, value: (e) => e.playerName },
  // An offer's deadline has its own column, in the facility's zone.
  { header: 'State', width: 22, value: (e) => (e.state === 'offered' ? 'Offered' : waitlistNote(e)) },
  { header: 'Parent Email', width: 28, value: (e) => e.parentEmail },
  { header: 'Joined At', width: 24, value: (e) => formatInstant(e.joinedAt, s.timeZone) },
  {
    header: 'Offer Until',
    width: 24,
    value: (e) => (e.offerExpiresAt ? formatInstant(e.offerExpiresAt, s.timeZone) : ''),
  },
  { header: 'Staff Note', width: 24, value: (e) => e.reason ?? '' },
  ...sessionColumns<StaffWaitlistEntry>(s),
];

/** A player row; the team's money and acceptances are on the team's first row only (null, none on the others). */
type PlayerExportRow = PlayerRow & {
  teamMoney: Money | null;
  teamCoupon: CouponUsed;
  acceptances: Acceptance[];
};

export const tournamentExportColumns = (timeZone: string): ExportColumn<PlayerExportRow>[] => [
  { header: 'Team', width: 24, value: (r) => r.team_name },
  { header: 'Contact Name', width: 22, value: (r) => r.contact_name },
  { header: 'Contact Phone', width: 16, value: (r) => formatPhone(r.contact_phone) },
  { header: 'Contact Email', width: 28, value: (r) => r.contact_email },
  { header: 'Status', width: 16, value: (r) => r.status },
  { header: 'Player Name', width: 24, value: (r) => r.player_full_name },
  { header: 'Gender', width: 8, value: (r) => r.player_gender },
  { header: 'Date of Birth', width: 12, value: (r) => r.player_date_of_birth },
  { header: 'T-Shirt Size', width: 10, value: (r) => tshirtSizeLabel(r.tshirt_size) },
  { header: 'Player Email', width: 28, value: (r) => r.player_email },
  { header: 'Parent Name', width: 22, value: (r) => r.parent_full_name },
  { header: 'Parent Phone', width: 16, value: (r) => formatPhone(r.parent_phone) },
  { header: 'Team Coupon', width: 12, value: (r) => r.teamCoupon?.code ?? '' },
  {
    header: 'Team Coupon Discount (USD)',
    width: 14,
    value: (r) => (r.teamCoupon ? dollars(r.teamCoupon.discountCents) : ''),
  },
  ...moneyColumns<PlayerExportRow>((r) => r.teamMoney).map((c) => ({ ...c, header: `Team ${c.header}` })),
  acceptancesColumn<PlayerExportRow>(timeZone),
];
