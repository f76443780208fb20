import {
  calendarDate,
  optionalFreeText,
  optionalText,
  positiveIdSchema,
  requiredFreeText,
  requiredPhone,
  requiredText,
} from './fields.js';
import { z } from './zod.js';

/**
 * Messages from the office (decision 0067): staff write to the families of a camp session, the
 * teams of a tournament age group, everyone with a paid camp seat in a date range, or a session's
 * waitlist; now or at a time; urgent ones also go by text message to numbers that opted in.
 */
export const officeAudienceKinds = ['session', 'ageGroup', 'dateRange', 'waitlist'] as const;
export type OfficeAudienceKind = (typeof officeAudienceKinds)[number];

export const officeMessageLimits = {
  subject: 150,
  body: 5000,
  /** A text message's body: at most two SMS segments' worth after the placeholders. */
  text: 320,
  /** Recipients inserted per statement. */
  batch: 500,
  /**
   * Recipients (and their mails) written per transaction while a message goes out: short
   * transactions, so registrations are not kept waiting behind thousands of rows (decision 0088).
   */
  sendBatch: 200,
} as const;

/** Placeholders staff may write, `{firstName}`: rendered per recipient. */
export const officeMessagePlaceholders = ['firstName', 'camp', 'start'] as const;
export type OfficeMessagePlaceholder = (typeof officeMessagePlaceholders)[number];

/** Mail: the outbox's states as a person reads them; text: Twilio's, as its callback reports them. */
export const mailDeliveryStates = ['queued', 'sent', 'failed', 'bounced'] as const;
export type MailDeliveryState = (typeof mailDeliveryStates)[number];
export const textDeliveryStates = ['queued', 'sent', 'delivered', 'failed'] as const;
export type TextDeliveryState = (typeof textDeliveryStates)[number];
/**
 * A message waits for its time (`scheduled`), then goes out: its recipients and their mails are
 * written in short batches (`sending`), and once all are written it is `sent`. Staff may cancel it
 * while it waits (`cancelled`, sent to no one) or while it goes out (`cancelled`: the families
 * of the batches already written get it, no one else). Each step is a conditional UPDATE of the
 * message's row, so a cancel falls wholly between two batches (decisions 0078, 0088).
 */
export const officeMessageStatuses = ['scheduled', 'sending', 'sent', 'cancelled'] as const;
export type OfficeMessageStatus = (typeof officeMessageStatuses)[number];

export const officeMessageTexts = {
  unknownPlaceholder: (name: string) =>
    `{${name}} is not a placeholder. Use ${officeMessagePlaceholders.map((p) => `{${p}}`).join(', ')}.`,
  sendAtPast: 'Choose a time from now on, or send now.',
  dateRangeOrder: 'The end date is before the start date.',
  textConsentRequired: 'Tick the box to agree to receive text messages.',
  textsSaved: 'Your text message choice is saved.',
  audienceNotFound: 'This session or age group does not exist.',
  messageNotFound: 'This message does not exist.',
  /** Cancelling a message that has already gone out (or started to). */
  alreadySent: 'This message has already gone out and can no longer be cancelled.',
  alreadyCancelled: 'This message was already cancelled.',
} as const;

const placeholderPattern = /\{([^{}]*)\}/g;

/** The placeholders a text uses that are not ours. */
export function unknownPlaceholders(text: string): string[] {
  const known = officeMessagePlaceholders as readonly string[];
  return [...text.matchAll(placeholderPattern)].map((m) => m[1] ?? '').filter((n) => !known.includes(n));
}

/** Fills the placeholders of a text (checked before: an unknown one stays as written). */
export function fillPlaceholders(text: string, values: Record<OfficeMessagePlaceholder, string>): string {
  return text.replace(placeholderPattern, (whole, name: string) =>
    name in values ? values[name as OfficeMessagePlaceholder] : whole,
  );
}

export const officeAudienceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('session'), sessionId: positiveIdSchema }),
  z.object({ kind: z.literal('ageGroup'), tournamentId: positiveIdSchema, ageRangeId: positiveIdSchema }),
  z
    .object({ kind: z.literal('dateRange'), from: calendarDate('From'), to: calendarDate('To') })
    .refine((r) => r.from <= r.to, { path: ['to'], message: officeMessageTexts.dateRangeOrder }),
  z.object({ kind: z.literal('waitlist'), sessionId: positiveIdSchema }),
]);
export type OfficeAudience = z.infer<typeof officeAudienceSchema>;

const withPlaceholders = <T extends z.ZodType<string>>(schema: T) =>
  schema.superRefine((v, ctx) => {
    for (const name of unknownPlaceholders(v))
      ctx.addIssue({ code: 'custom', message: officeMessageTexts.unknownPlaceholder(name) });
  });

export const officeMessageSchema = z.object({
  audience: officeAudienceSchema,
  subject: withPlaceholders(requiredText('Subject', officeMessageLimits.subject)),
  body: withPlaceholders(requiredFreeText('Message', officeMessageLimits.body)),
  /** The Spanish texts; '' sends the English ones to Spanish readers too (decision 0055). */
  subjectEs: withPlaceholders(optionalText('Subject (Spanish)', officeMessageLimits.subject)),
  bodyEs: withPlaceholders(optionalFreeText('Message (Spanish)', officeMessageLimits.body)),
  /** Safety (weather, a changed field): always goes, and by text too. */
  urgent: z.boolean().default(false),
  /** The text message of an urgent message ('' : the subject). */
  text: withPlaceholders(optionalText('Text message', officeMessageLimits.text)),
  textEs: withPlaceholders(optionalText('Text message (Spanish)', officeMessageLimits.text)),
  /** When to send it (ISO instant); absent or null: now. */
  sendAt: z.iso.datetime({ offset: true }).nullish(),
});
export type OfficeMessageRequest = z.input<typeof officeMessageSchema>;

/** The reach of a message to this audience; urgent or not changes who gets it (office news may be off). */
export const officeAudienceRequestSchema = z.object({
  audience: officeAudienceSchema,
  urgent: z.boolean().default(false),
});

/**
 * Who a message to an audience would reach now, counted by the same function that picks its
 * recipients when it goes (decision 0078): distinct accounts that get the mail; those the audience
 * names but that turned office news off (left out of a message that is not urgent; 0 for an urgent
 * one, which always goes); and of the accounts reached, those that also get a text (urgent only).
 */
export interface OfficeAudienceCount {
  people: number;
  newsOff: number;
  texts: number;
}

export interface OfficeMessageSummary {
  id: number;
  audience: OfficeAudience;
  subject: string;
  urgent: boolean;
  status: OfficeMessageStatus;
  sendAt: string;
  sentAt: string | null;
  createdBy: string;
  /** Recipients per mail state and per text state. */
  mail: Record<MailDeliveryState, number>;
  texts: Record<TextDeliveryState, number>;
  recipients: number;
}

export interface OfficeMessageRecipient {
  email: string;
  locale: string;
  mail: MailDeliveryState;
  /** null: no text (not urgent, or no number that opted in). */
  text: TextDeliveryState | null;
  phone: string | null;
}

export interface OfficeMessageDetail extends OfficeMessageSummary {
  body: string;
  subjectEs: string;
  bodyEs: string;
  recipientList: OfficeMessageRecipient[];
}

export const officeMessageListQuerySchema = z.object({
  sessionId: positiveIdSchema.optional(),
  tournamentId: positiveIdSchema.optional(),
});

/** A family's mobile number for urgent texts: consent is ticked (and stored with its time). */
export const textConsentSchema = z.object({
  phone: requiredPhone('Mobile phone', 20),
  consent: z.literal(true, { error: officeMessageTexts.textConsentRequired }),
});
export type TextConsentRequest = z.input<typeof textConsentSchema>;

export interface TextConsent {
  phone: string | null;
  consentAt: string | null;
  optedOutAt: string | null;
}

/** A North American number as E.164 (+1 and ten digits), the form Twilio takes. */
export function toE164(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `+${digits.length === 10 ? `1${digits}` : digits}`;
}
