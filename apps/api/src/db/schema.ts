import type { DocumentKind, DocumentOwner, WaitlistKind, WaitlistState } from '@soccer/contracts';
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Table types for Kysely. Conventions that keep both engines identical: money in integer cents,
 * calendar dates as 'YYYY-MM-DD' text, instants as ISO-8601 UTC text (sorts correctly as text),
 * booleans as 0/1 integers.
 */
export interface Database {
  facilities: FacilitiesTable;
  camp_specs: CampSpecsTable;
  camp_sessions: CampSessionsTable;
  catalog_images: CatalogImagesTable;
  camp_registrations: CampRegistrationsTable;
  tournaments: TournamentsTable;
  tournament_age_ranges: TournamentAgeRangesTable;
  tournament_registrations: TournamentRegistrationsTable;
  team_members: TeamMembersTable;
  contact_messages: ContactMessagesTable;
  field_rental_inquiries: FieldRentalInquiriesTable;
  mail_outbox: MailOutboxTable;
  captcha_uses: CaptchaUsesTable;
  payment_events: PaymentEventsTable;
  audit_log: AuditLogTable;
  payment_attempts: PaymentAttemptsTable;
  payment_issues: PaymentIssuesTable;
  app_settings: AppSettingsTable;
  promo_code_failures: PromoCodeFailuresTable;
  refunds: RefundsTable;
  session_switches: SessionSwitchesTable;
  waitlist_entries: WaitlistEntriesTable;
  camp_orders: CampOrdersTable;
  order_discount_transfers: OrderDiscountTransfersTable;
  household_contacts: HouseholdContactsTable;
  account_languages: AccountLanguagesTable;
  calendar_feeds: CalendarFeedsTable;
  household_players: HouseholdPlayersTable;
  household_pickups: HouseholdPickupsTable;
  team_roster_invites: TeamRosterInvitesTable;
  team_check_ins: TeamCheckInsTable;
  consent_documents: ConsentDocumentsTable;
  consent_document_versions: ConsentDocumentVersionsTable;
  consent_acceptances: ConsentAcceptancesTable;
  registration_history: RegistrationHistoryTable;
  jobs: JobsTable;
  reminder_sends: ReminderSendsTable;
  rate_limit_hits: RateLimitHitsTable;
  mail_choices_off: MailChoicesOffTable;
  office_messages: OfficeMessagesTable;
  office_message_recipients: OfficeMessageRecipientsTable;
  text_numbers: TextNumbersTable;
  receipt_numbers: ReceiptNumbersTable;
  receipts: ReceiptsTable;
  coach_assignments: CoachAssignmentsTable;
  coach_groups: CoachGroupsTable;
  attendance_events: AttendanceEventsTable;
  pickup_code_failures: PickupCodeFailuresTable;
  attendance_notices: AttendanceNoticesTable;
  attendance_texts: AttendanceTextsTable;
  statement_mailings: StatementMailingsTable;
  coupons: CouponsTable;
  coupon_items: CouponItemsTable;
  coupon_uses: CouponUsesTable;
  credit_balances: CreditBalancesTable;
  credit_entries: CreditEntriesTable;
  credit_lots: CreditLotsTable;
  credit_lot_uses: CreditLotUsesTable;
  registration_balances: RegistrationBalancesTable;
  registration_plans: RegistrationPlansTable;
  registration_instalments: RegistrationInstalmentsTable;
}

export interface FacilitiesTable {
  id: Generated<number>;
  facility_name: string;
  address_line1: string;
  city: string;
  state: string;
  zip_code: string;
  /** IANA zone: mails and exports write this facility's instants in it (migration 0011). */
  time_zone: Generated<string>;
  archived_at: string | null;
}

export interface CampSpecsTable {
  id: Generated<number>;
  camp_name: string;
  catalog_description: string;
  attendee_notes: string;
  /** The Spanish texts, '' where staff have not written one (migration 0018). */
  camp_name_es: Generated<string>;
  catalog_description_es: Generated<string>;
  attendee_notes_es: Generated<string>;
  archived_at: string | null;
  /** JSON array of the days before the start a reminder goes; null: the default (migration 0019). */
  reminder_days: Generated<string | null>;
  /** JSON of contracts `campDetailsInputSchema` (camps) or `sessionDetailsInputSchema` (sessions); null: none yet (migration 0022). */
  details: Generated<string | null>;
}

export interface CampSessionsTable {
  id: Generated<number>;
  camp_spec_id: number;
  facility_id: number;
  start_date: string;
  end_date: string;
  time_block: string;
  age_range: string;
  /** Youngest and oldest age on the first day; null takes everyone. */
  min_age: number | null;
  max_age: number | null;
  cost_cents: number;
  attendee_capacity: number;
  promo_code: string | null;
  promo_discount_cents: number;
  archived_at: string | null;
  created_at: string;
  /** JSON of contracts `CancellationPolicy` (sessions/tournaments: null = the configured default; registrations: the copy taken when paid). */
  cancellation_policy: string | null;
  /** JSON array of the days before the start a reminder goes; null: the camp's (migration 0019). */
  reminder_days: Generated<string | null>;
  /** JSON of contracts `campDetailsInputSchema` (camps) or `sessionDetailsInputSchema` (sessions); null: none yet (migration 0022). */
  details: Generated<string | null>;
  /** JSON of contracts `PriceWindow`s in cents, ascending; null: none, cost_cents only (migration 0035). */
  price_windows: Generated<string | null>;
  /** JSON of contracts `DepositPlan`; null: paid in full at registration (migration 0036). */
  deposit_plan: Generated<string | null>;
  /** JSON of contracts `InstalmentPlan`; null: no plan offered (migration 0037). */
  instalment_plan: Generated<string | null>;
}

/** A family's guardians and emergency contact, named alike wherever they are kept. */
export interface GuardianColumns {
  pog1_first_name: string;
  pog1_last_name: string;
  pog1_email: string;
  pog1_phone: string;
  pog2_first_name: string;
  pog2_last_name: string;
  pog2_email: string;
  pog2_phone: string;
  emergency_contact_first_name: string;
  emergency_contact_last_name: string;
  emergency_contact_phone: string;
  emergency_contact_relationship: string;
}

export interface CampRegistrationsTable extends GuardianColumns {
  id: Generated<number>;
  owner_account_id: string;
  owner_email: string;
  camp_session_id: number;
  status: string;
  stripe_session_id: string | null;
  promo_code: string;
  promo_discount_cents: number;
  /** Off this player as an additional player of its order (0: none, or not in an order). */
  sibling_discount_cents: Generated<number>;
  /** The order it was registered in with other players of the household; null when alone. */
  order_id: Generated<number | null>;
  amount_cents: number;
  hold_expires_at: string | null;
  player_first_name: string;
  player_last_name: string;
  player_birthdate: string;
  tshirt_size: string;
  player_address_line1: string;
  player_address_line2: string;
  player_city: string;
  player_state: string;
  player_zip_code: string;
  medical_conditions: string;
  medical_treatment: string;
  cancel_reason: string | null;
  paid_at: string | null;
  created_at: string;
  updated_at: string;
  /** JSON of contracts `CancellationPolicy` (sessions/tournaments: null = the configured default; registrations: the copy taken when paid). */
  cancellation_policy: string | null;
  /** The instant whose price window priced it (decision 0102); null: before windows, its created_at. */
  priced_at: Generated<string | null>;
  /** The item's price it was priced at, before discounts (decision 0116); null: rows from before, read at `priced_at`. */
  priced_cost_cents: Generated<number | null>;
}

export interface TournamentsTable {
  id: Generated<number>;
  tournament_name: string;
  tournament_description: string;
  /** The Spanish texts, '' where staff have not written one (migration 0018). */
  tournament_name_es: Generated<string>;
  tournament_description_es: Generated<string>;
  start_date: string;
  end_date: string;
  last_date_to_register: string;
  /** The last day (UTC) paid teams may change their players; null: last_date_to_register. */
  roster_deadline: string | null;
  min_games: number;
  max_players: number;
  cost_cents: number;
  promo_code: string | null;
  promo_discount_cents: number;
  supports_tshirt: number;
  facility_id: number;
  archived_at: string | null;
  created_at: string;
  /** JSON of contracts `CancellationPolicy` (sessions/tournaments: null = the configured default; registrations: the copy taken when paid). */
  cancellation_policy: string | null;
  /** JSON array of the days before the start a paid team's coach is reminded; null: the default (migration 0024). */
  reminder_days: Generated<string | null>;
  /** JSON of contracts `tournamentDetailsInputSchema`; null: none yet (migration 0022). */
  details: Generated<string | null>;
  /** JSON of contracts `PriceWindow`s in cents, ascending; null: none, cost_cents only (migration 0035). */
  price_windows: Generated<string | null>;
  /** JSON of contracts `DepositPlan`; null: paid in full at registration (migration 0036). */
  deposit_plan: Generated<string | null>;
  /** JSON of contracts `InstalmentPlan`; null: no plan offered (migration 0037). */
  instalment_plan: Generated<string | null>;
}

/** An image staff uploaded, one row per size, named by the hash of its bytes (migration 0022). */
export interface CatalogImagesTable {
  hash: string;
  content_type: string;
  width: number;
  height: number;
  bytes: Buffer | Uint8Array;
  created_at: string;
}

export interface TournamentAgeRangesTable {
  id: Generated<number>;
  tournament_id: number;
  age_range_description: string;
  /** Birth dates the group takes ('YYYY-MM-DD') and contracts `AgeGroupGender`; null takes everyone. */
  birth_date_from: string | null;
  birth_date_to: string | null;
  gender: string | null;
  /** Teams the group takes (holding a place: ledger/seats.ts); null: no limit. */
  max_teams: number | null;
  archived_at: string | null;
}

export interface TournamentRegistrationsTable {
  id: Generated<number>;
  owner_account_id: string;
  owner_email: string;
  tournament_id: number;
  age_range_id: number;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
  team_name: string;
  promo_code: string;
  promo_discount_cents: number;
  amount_cents: number;
  status: string;
  stripe_session_id: string | null;
  cancel_reason: string | null;
  paid_at: string | null;
  created_at: string;
  updated_at: string;
  /** JSON of contracts `CancellationPolicy` (sessions/tournaments: null = the configured default; registrations: the copy taken when paid). */
  cancellation_policy: string | null;
  /** The instant whose price window priced it (decision 0102); null: before windows, its created_at. */
  priced_at: Generated<string | null>;
  /** The item's price it was priced at, before discounts (decision 0116); null: rows from before, read at `priced_at`. */
  priced_cost_cents: Generated<number | null>;
}

export interface TeamMembersTable {
  id: Generated<number>;
  tournament_registration_id: number;
  position: number;
  player_full_name: string;
  player_email: string;
  player_date_of_birth: string;
  tshirt_size: string;
  player_gender: string;
  parent_full_name: string;
  parent_phone: string;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  telephone: string;
  subject: string;
  message: string;
  created_at: string;
  /** new | replied | closed (contracts `inboxStatuses`); staff set it. */
  status: Generated<string>;
  /** The site's language when it was sent, contracts `Locale` (migration 0021). */
  locale: Generated<string>;
}

export interface FieldRentalInquiriesTable {
  id: Generated<number>;
  full_name: string;
  street_address1: string;
  street_address2: string;
  city: string;
  state: string;
  zip_code: string;
  email: string;
  telephone: string;
  date_preferred: string;
  time_preferred: string;
  number_of_hours: string;
  number_of_fields: string;
  message: string;
  operation_id: string | null;
  /** The chosen facility as 'Name, City, ST' (null: no preference); numbers null when not given. */
  location: string | null;
  number_of_children: number | null;
  child_age: number | null;
  created_at: string;
  /** new | replied | closed (contracts `inboxStatuses`); staff set it. */
  status: Generated<string>;
  /** The site's language when it was sent, contracts `Locale` (migration 0021). */
  locale: Generated<string>;
}

export interface MailOutboxTable {
  id: Generated<number>;
  /** Unique key of the thing that caused the mail, so one event never queues two mails. */
  dedupe_key: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  status: string;
  attempts: number;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** JSON of `MailAttachment[]` (migration 0020); null when the mail has none. */
  attachments: Generated<string | null>;
  /** JSON of extra headers (`Record<string, string>`: a non-essential mail's unsubscribe, migration 0024); null when none. */
  headers: Generated<string | null>;
}

export interface CaptchaUsesTable {
  token_hash: string;
  expires_at: string;
}

export interface PaymentEventsTable {
  event_id: string;
  event_type: string;
  received_at: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_account_id: string;
  actor_email: string;
  action: string;
  entity: string;
  entity_id: string;
  details: string;
  created_at: string;
}

/** A checkout the server opened at the provider: what it asked for, and how it went. */
export interface PaymentAttemptsTable {
  id: Generated<number>;
  registration_kind: string;
  registration_id: number;
  provider_session_id: string;
  amount_cents: number;
  currency: string;
  /** The camp session or tournament age group the amount was the price of. */
  priced_item_id: number;
  /** open | pending (a delayed payment has not cleared) | paid | closed */
  state: string;
  created_at: string;
  updated_at: string;
  /** The move to another session whose difference this checkout is for; null: the registration's price. */
  switch_id: number | null;
  /** The provider's payment (PaymentIntent) once the checkout is paid. */
  payment_intent: Generated<string | null>;
  /** What the checkout pays: 'camp' | 'tournament' (one registration), 'order', 'move' (migration 0016). */
  payable: Generated<string>;
  /** The part of the line paid in account credit; `amount_cents` is the card's (migration 0032). */
  credit_cents: Generated<number>;
}

/** A payment that arrived but did not pay its registration: refund it, or have staff check it. */
export interface PaymentIssuesTable {
  id: Generated<number>;
  registration_kind: string;
  registration_id: number;
  provider_session_id: string;
  /** refund_due | review */
  kind: string;
  reason: string;
  amount_cents: number | null;
  currency: string | null;
  created_at: string;
  resolved_at: string | null;
}

export interface AppSettingsTable {
  key: string;
  value: string;
}

export interface PromoCodeFailuresTable {
  id: Generated<number>;
  account_id: string;
  client_key: string;
  created_at: string;
}

export type CampSessionRow = Selectable<CampSessionsTable>;
export type CampRegistrationRow = Selectable<CampRegistrationsTable>;
export type NewCampRegistration = Insertable<CampRegistrationsTable>;
export type CampRegistrationUpdate = Updateable<CampRegistrationsTable>;
export type TournamentRow = Selectable<TournamentsTable>;
export type TournamentRegistrationRow = Selectable<TournamentRegistrationsTable>;
export type TeamMemberRow = Selectable<TeamMembersTable>;
export type PaymentAttemptRow = Selectable<PaymentAttemptsTable>;
export type MailOutboxRow = Selectable<MailOutboxTable>;

export interface RefundsTable {
  id: Generated<number>;
  registration_kind: string;
  registration_id: number;
  provider_session_id: string;
  provider_refund_id: string | null;
  amount_cents: number;
  currency: string;
  reason: string;
  /** requested | pending | succeeded | failed */
  state: string;
  failure_reason: string | null;
  /** Account id of who asked (staff or owner), or `system`. */
  requested_by: string;
  idempotency_key: string;
  payment_issue_id: number | null;
  created_at: string;
  updated_at: string;
  /** 'card', or 'credit': given as account credit instead of money back (migration 0032). */
  form: Generated<string>;
}
export type RefundRow = Selectable<RefundsTable>;

export interface SessionSwitchesTable {
  id: Generated<number>;
  registration_id: number;
  from_session_id: number;
  to_session_id: number;
  /** Cents the move changes the registration's price by: + paid more, − refunded, 0 none. */
  difference_cents: number;
  /** The target's price, before discounts, the registration keeps once moved (decision 0116); null: older moves. */
  priced_cost_cents: Generated<number | null>;
  /** contracts `SwitchState` */
  state: string;
  provider_session_id: string | null;
  hold_expires_at: string | null;
  requested_by: string;
  by_staff: number;
  reason: string;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
}
export type SessionSwitchRow = Selectable<SessionSwitchesTable>;

export interface WaitlistEntriesTable {
  id: Generated<number>;
  kind: WaitlistKind;
  item_id: number;
  owner_account_id: string;
  owner_email: string;
  player_name: string;
  form_json: string;
  state: WaitlistState;
  priority: Generated<number>;
  queued_at: string;
  offered_at: string | null;
  offer_expires_at: string | null;
  registration_id: number | null;
  reason: string | null;
  created_at: string;
  updated_at: string;
}
export type WaitlistEntryRow = Selectable<WaitlistEntriesTable>;

/** Several camp registrations of one household taken together and paid in one checkout. */
export interface CampOrdersTable {
  id: Generated<number>;
  owner_account_id: string;
  created_at: string;
}
/** Cents of one payment moved from a leaving line's share to a line that lost its sibling discount. */
export interface OrderDiscountTransfersTable {
  id: Generated<number>;
  order_id: number;
  provider_session_id: string;
  from_registration_id: number;
  to_registration_id: number;
  amount_cents: number;
  created_at: string;
}
/** One account's guardians and emergency contact (the household profile). */
export interface HouseholdContactsTable extends GuardianColumns {
  owner_account_id: string;
  updated_at: string;
}
export type HouseholdContactsRow = Selectable<HouseholdContactsTable>;

/** The language an account chose (contracts `locales`); what the server writes to it is in it. */
export interface AccountLanguagesTable {
  owner_account_id: string;
  locale: string;
  updated_at: string;
}

/** An adult who may pick up one of the account's saved players; `pickup_date` '' every day, else the one day (decision 0094). */
export interface HouseholdPickupsTable {
  id: Generated<number>;
  owner_account_id: string;
  player_id: number;
  name: string;
  relation: string;
  phone: string;
  pickup_date: string;
  created_at: string;
}
export type HouseholdPickupRow = Selectable<HouseholdPickupsTable>;

/** A player a team's coach listed by name and a guardian's e-mail (migration 0034, decision 0100). */
export interface TeamRosterInvitesTable {
  id: Generated<number>;
  tournament_registration_id: number;
  player_full_name: string;
  /** Lower case. */
  guardian_email: string;
  /** contracts `rosterInviteStatuses`: invited | complete */
  status: string;
  /** The language the guardian's mails are written in. */
  locale: string;
  created_at: string;
  /** The last mail to the guardian (the invitation or a reminder). */
  last_sent_at: string;
  /** The team member the guardian's details made (null until complete). */
  team_member_id: number | null;
  completed_at: string | null;
}
export type TeamRosterInviteRow = Selectable<TeamRosterInvitesTable>;

/** A team checked in on one tournament day (migration 0034, decision 0101). */
export interface TeamCheckInsTable {
  id: Generated<number>;
  tournament_registration_id: number;
  day: string;
  checked_in_at: string;
  /** The e-mail of who checked the team in. */
  checked_in_by: string;
}

/** A player an account saved to its household profile. */
export interface HouseholdPlayersTable {
  id: Generated<number>;
  owner_account_id: string;
  first_name: string;
  last_name: string;
  birth_date: string;
  gender: string;
  tshirt_size: string;
  address_line1: string;
  address_line2: string;
  city: string;
  state: string;
  zip_code: string;
  medical_conditions: string;
  medical_treatment: string;
  created_at: string;
  updated_at: string;
}
export type HouseholdPlayerRow = Selectable<HouseholdPlayersTable>;
/** A waiver or consent of a camp (`item_id`: camp_specs) or a tournament; its text is in versions. */
export interface ConsentDocumentsTable {
  id: Generated<number>;
  owner: DocumentOwner;
  item_id: number;
  kind: DocumentKind;
  current_version: number;
  retired_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ConsentDocumentVersionsTable {
  id: Generated<number>;
  document_id: number;
  version: number;
  title: string;
  body: string;
  /** The same version in Spanish, '' where staff have not written it (migration 0018). */
  title_es: Generated<string>;
  body_es: Generated<string>;
  created_by: string;
  created_at: string;
}

export interface ConsentAcceptancesTable {
  id: Generated<number>;
  registration_kind: string;
  registration_id: number;
  document_id: number;
  version: number;
  /** The name the family typed; erased like the other personal fields. */
  full_name: string;
  accepted_at: string;
  account_id: string;
  /** The language of the text accepted, contracts `Locale` (migration 0018). */
  locale: Generated<string>;
}

/** One change of a registration's status (migration 0016): from (null: created), to, why, who. */
export interface RegistrationHistoryTable {
  id: Generated<number>;
  registration_kind: string;
  registration_id: number;
  from_status: string | null;
  to_status: string;
  reason: string;
  /** contracts HistoryActor: family | staff | provider | sweeper | system */
  actor: string;
  /** The account of the family member or staff member; null for the provider, sweeper and system. */
  actor_id: string | null;
  created_at: string;
}

/** An account's private calendar feed (migration 0020): the SHA-256 of its token, never the token. */
export interface CalendarFeedsTable {
  owner_account_id: string;
  token_hash: string;
  created_at: string;
}

/** A job of the in-process runner (SQLite; migration 0019, decision 0062). */
export interface JobsTable {
  id: Generated<number>;
  name: string;
  /** JSON of the job's payload. */
  payload: string;
  /** At most one job of a name waits (`queued`) with a given key. */
  singleton_key: string | null;
  /** queued | running | done | failed */
  state: string;
  run_at: string;
  attempts: Generated<number>;
  /** While `running`: when its runner's lease ends and another may claim it. */
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  finished_at: string | null;
}

/** A registration paid by a deposit: the day its balance is due (migration 0036, decision 0104). */
export interface RegistrationBalancesTable {
  id: Generated<number>;
  registration_kind: string;
  registration_id: number;
  balance_due_date: string;
  created_at: string;
}

/** A registration paying by an instalment plan: the provider's customer and saved card (migration 0037). */
export interface RegistrationPlansTable {
  id: Generated<number>;
  registration_kind: string;
  registration_id: number;
  customer_id: string;
  payment_method_id: string;
  created_at: string;
}

/** One payment of a registration's instalment schedule and its state (migration 0037, decision 0109). */
export interface RegistrationInstalmentsTable {
  id: Generated<number>;
  registration_kind: string;
  registration_id: number;
  /** 1 is the payment at registration. */
  seq: number;
  cents: number;
  /** The facility's calendar day it is charged. */
  due_date: string;
  /** contracts `instalmentStatuses`. */
  status: string;
  /** Off-session charges of it that failed. */
  failures: Generated<number>;
  /** After a failure: the day it is tried again; null when no retry is left. */
  next_try_on: string | null;
  /** The provider's payment that pays it (a PaymentIntent, or a pay-now checkout); null before. */
  charge_id: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

/** A reminder sent: one per (subject, subject_id, kind, occasion) (migration 0019). */
export interface ReminderSendsTable {
  id: Generated<number>;
  /** What it is about: 'camp' (a registration), 'order', 'waitlist' (an entry). */
  subject: string;
  subject_id: number;
  /** contracts `reminderKinds`. */
  kind: string;
  occasion: string;
  sent_at: string;
}

/** A shared per-minute limit's count in its current window (migration 0025; PostgreSQL only). */
export interface RateLimitHitsTable {
  /** SHA-256 (base64url) of the limit's scope and key. */
  bucket: string;
  /** The current window's start (its first request), in milliseconds since the epoch. */
  window_start: number;
  hits: number;
}

/** A kind of mail (contracts `mailChoiceKinds`) an account does not want (migration 0024). */
export interface MailChoicesOffTable {
  id: Generated<number>;
  owner_account_id: string;
  kind: string;
  updated_at: string;
}

/** A message from the office (migration 0023, decision 0067). */
export interface OfficeMessagesTable {
  id: Generated<number>;
  /** contracts `OfficeAudienceKind`; `audience` is the JSON of contracts `OfficeAudience`. */
  audience_kind: string;
  audience: string;
  subject: string;
  body: string;
  subject_es: string;
  body_es: string;
  text_body: string;
  text_body_es: string;
  /** 1: safety, always goes, by text too. */
  urgent: number;
  /** contracts `OfficeMessageStatus`. */
  status: string;
  send_at: string;
  created_by: string;
  created_at: string;
  /** The camp session or tournament it names, for their message history. */
  session_id: number | null;
  tournament_id: number | null;
  /** When it started to go out (`sending`), kept once sent or cancelled. */
  sent_at: string | null;
  /** The delivery writing its batches and until when it holds it (migration 0029, decision 0088). */
  sender: string | null;
  sending_until: string | null;
}

/** One account a message reached; its mail is the outbox row keyed `mail_key`. */
export interface OfficeMessageRecipientsTable {
  id: Generated<number>;
  message_id: number;
  account_id: string;
  email: string;
  locale: string;
  mail_key: string;
  phone: string | null;
  text_body: string | null;
  /** queued | sending | sent | delivered | failed; null: no text. */
  text_status: string | null;
  text_sid: string | null;
  text_error: string | null;
  text_updated_at: string | null;
}

/** An account's mobile number for urgent texts, with its consent and its STOP. */
export interface TextNumbersTable {
  owner_account_id: string;
  phone: string;
  consent_at: string;
  opted_out_at: string | null;
  updated_at: string;
}

/** The last receipt number each business gave (migration 0026; decision 0082). */
export interface ReceiptNumbersTable {
  business: string;
  last_number: number;
}

/** An issued receipt: its content as issued (contracts `ReceiptDocument`, JSON); never updated. */
export interface ReceiptsTable {
  id: Generated<number>;
  number: number;
  /** payment | refund */
  kind: string;
  owner_account_id: string;
  issued_at: string;
  /** The checkout it was paid through (a payment's receipt; a refund's names the same payment). */
  provider_session_id: string | null;
  refund_id: number | null;
  refunds_number: number | null;
  total_cents: number;
  content: string;
}

/** A coach (by e-mail) given a camp session, a group of it, or a tournament age group (migration 0030). */
export interface CoachAssignmentsTable {
  id: Generated<number>;
  coach_email: string;
  /** contracts `CoachAssignmentKind` */
  kind: string;
  item_id: number;
  /** '' the whole session */
  group_name: string;
  assigned_by: string;
  created_at: string;
}

/** The group staff put a camp registration in (migration 0030). */
export interface CoachGroupsTable {
  registration_id: number;
  group_name: string;
  updated_by: string;
  updated_at: string;
}

/** One tap on a coach's roster: check-in, check-out or undo (migration 0033; decision 0098). Never changed. */
export interface AttendanceEventsTable {
  id: Generated<number>;
  /** The phone's UUID of the tap (unique). */
  event_id: string;
  registration_id: number;
  session_id: number;
  day: string;
  /** contracts `AttendanceAction` */
  action: string;
  /** The tap's place in the child's day (unique with registration_id and day). */
  seq: number;
  occurred_at: string;
  recorded_at: string;
  recorded_by: string;
  adult_name: string;
  adult_relation: string;
  /** contracts `PickupConfirmation`, '' for check-in and undo */
  confirmation: string;
  /** undo: the event_id taken back; else '' */
  undoes: string;
}

/** Wrong pickup codes entered for a child on a day (migration 0033). */
export interface PickupCodeFailuresTable {
  registration_id: number;
  day: string;
  failures: number;
  updated_at: string;
}

/** An account that chose a mail on its children's check-ins and check-outs (migration 0033; decision 0099). */
export interface AttendanceNoticesTable {
  owner_account_id: string;
  /** 1: mail each check-in and check-out. */
  by_mail: number;
  /** 1: text each check-in and check-out (migration 0040; decision 0115). */
  by_text: Generated<number>;
  updated_at: string;
}

/** A text on a check-in or check-out, one per tap (migration 0040; decision 0115). */
export interface AttendanceTextsTable {
  id: Generated<number>;
  event_id: string;
  account_id: string;
  phone: string;
  text_body: string;
  /** queued | sending | sent | delivered | failed, as an office message's text. */
  text_status: string;
  text_sid: string | null;
  text_error: string | null;
  created_at: string;
  text_updated_at: string;
}

/** A family mailed its childcare statements of a year (migration 0027; decision 0084). */
export interface StatementMailingsTable {
  id: Generated<number>;
  year: number;
  owner_account_id: string;
  sent_at: string;
}

/** A coupon (migration 0028; decision 0086): code in capitals, days of the facility's calendar. */
export interface CouponsTable {
  id: Generated<number>;
  code: string;
  /** amount | percent */
  kind: string;
  amount_cents: number;
  percent: number;
  valid_from: string;
  valid_to: string;
  /** Null: no limit. */
  total_uses: number | null;
  uses_per_account: number | null;
  /** all | chosen */
  scope: string;
  active: number;
  /** Uses held now (taken by a conditional update; given back when an unpaid hold ends). */
  uses_taken: number;
  created_at: string;
  updated_at: string;
}
export type CouponRow = Selectable<CouponsTable>;

/** A chosen camp, session or tournament of a coupon that is not for every program. */
export interface CouponItemsTable {
  coupon_id: number;
  /** camp | session | tournament */
  item_kind: string;
  item_id: number;
}

/** One registration's use of a coupon; `released_at` once an unpaid hold gave it back. */
export interface CouponUsesTable {
  id: Generated<number>;
  coupon_id: number;
  account_id: string;
  /** camp | tournament */
  registration_kind: string;
  registration_id: number;
  discount_cents: number;
  taken_at: string;
  released_at: string | null;
}

/** Each account's credit, the sum of its entries; never below zero (migration 0032). */
export interface CreditBalancesTable {
  account_id: string;
  balance_cents: number;
  updated_at: string;
}

/** The append-only ledger of account credit (migration 0032, decision 0096). */
export interface CreditEntriesTable {
  id: Generated<number>;
  account_id: string;
  /** contracts `creditEntryKinds` */
  kind: string;
  /** Signed: a grant is positive, credit spent negative. */
  amount_cents: number;
  reason: string;
  /** Who wrote it: staff's or the family's account id, or `system`. */
  by_id: string;
  registration_kind: string | null;
  registration_id: number | null;
  /** The checkout that spent it (or released it): a provider session, or `credit-…` for one paid in credit only. */
  checkout_id: string | null;
  receipt_number: number | null;
  created_at: string;
}

/**
 * Each credit an account received, with its cash value (migration 0039, decision 0113): `cash` 1
 * for money the family paid, 0 for staff's goodwill and the bonus; `left_cents` never below zero.
 */
export interface CreditLotsTable {
  id: Generated<number>;
  account_id: string;
  cash: number;
  /** What made it: grant, cancel, bonus, returned, opening (an existing balance at migration). */
  source: string;
  cents: number;
  left_cents: number;
  created_at: string;
}

/** What a checkout took from a lot for a registration (positive) or gave back to it (negative). */
export interface CreditLotUsesTable {
  id: Generated<number>;
  lot_id: number;
  checkout_id: string;
  registration_kind: string | null;
  registration_id: number | null;
  cents: number;
  created_at: string;
}
