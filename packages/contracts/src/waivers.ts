import {
  optionalFreeText,
  optionalText,
  positiveIdSchema,
  requiredFreeText,
  requiredText,
} from './fields.js';
import { formatInstant } from './format.js';
import { type Locale, locales } from './locales.js';
import { z } from './zod.js';

/**
 * Waivers and consents. Staff attach documents to a camp (all its sessions) or a tournament;
 * every change of a document's title or text is a new version (old versions are kept, never
 * edited) and a document can be retired (no longer asked for). A registration accepts every
 * current document at its current version: a checkbox and the typed full name, stored with the
 * version, the time and the account.
 */
export const documentKinds = ['liability_waiver', 'photo_release', 'medical_consent'] as const;
export type DocumentKind = (typeof documentKinds)[number];

export const documentKindLabels: Record<DocumentKind, string> = {
  liability_waiver: 'Liability waiver',
  photo_release: 'Photo release',
  medical_consent: 'Medical-treatment consent',
};

/** What a document belongs to: a camp (its sessions) or a tournament (its age groups). */
export const documentOwners = ['camp', 'tournament'] as const;
export type DocumentOwner = (typeof documentOwners)[number];

export const waiverLimits = {
  title: 120,
  body: 20_000,
  fullName: 120,
} as const;

export const waiverMessages = {
  mustAccept: 'Read and accept this document to register.',
  fullNameRequired: 'Type your full name to accept this document.',
  missing: (title: string) => `Accept "${title}" to register.`,
  changed: (title: string) =>
    `"${title}" has changed since you opened the form. Read the new version and accept it again.`,
  retired: 'This document is retired and can no longer be changed.',
  changedMeanwhile: 'Someone else changed this document meanwhile. Reload and try again.',
  notFound: 'Document not found',
  /** A waitlist offer whose item's documents changed after the family joined. */
  changedSinceJoining: (title: string) =>
    `"${title}" has changed since you joined the waitlist. Read the new version and accept it to take the seat.`,
  acceptLabel: 'I have read and accept',
  fullNameLabel: 'Type your full name',
} as const;

/** Staff: a new document (owner and item fixed from then on) or a new version of one. */
export const documentInputSchema = z.object({
  kind: z.enum(documentKinds, { error: 'Choose a kind of document.' }),
  title: requiredText('Title', waiverLimits.title),
  body: requiredFreeText('Text', waiverLimits.body),
  /** The Spanish version of the same text ('' : not written; the family reads the English one). */
  es: z
    .object({
      title: optionalText('Spanish title', waiverLimits.title),
      body: optionalFreeText('Spanish text', waiverLimits.body),
    })
    .default({ title: '', body: '' }),
});
export type DocumentInput = z.input<typeof documentInputSchema>;

export const newDocumentInputSchema = documentInputSchema.extend({
  owner: z.enum(documentOwners, { error: 'Choose a camp or a tournament.' }),
  itemId: positiveIdSchema,
});
export type NewDocumentInput = z.input<typeof newDocumentInputSchema>;

/** A document's current version, as the registration forms and the catalogue show it. */
export const consentDocumentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(documentKinds),
  version: z.number().int(),
  title: z.string(),
  body: z.string(),
  /** Its Spanish title and text, '' where missing (contracts `textsIn`). */
  es: z.object({ title: z.string(), body: z.string() }),
});
export type ConsentDocument = z.infer<typeof consentDocumentSchema>;

/** A document in the staff catalogue: its owner, current version, and whether it is retired. */
export interface CatalogDocument extends ConsentDocument {
  owner: DocumentOwner;
  itemId: number;
  retired: boolean;
  updatedAt: string;
}

/** One acceptance in a registration body; `accepted` must be true and the name typed. */
export const waiverAcceptanceSchema = z.object({
  documentId: z.number().int().positive(),
  version: z.number().int().positive(),
  accepted: z.boolean().default(false),
  fullName: optionalText('Full name', waiverLimits.fullName),
  /** The language the family read it in (recorded with the version); absent: English. */
  locale: z.enum(locales).default('en'),
});
export type WaiverAcceptanceInput = z.input<typeof waiverAcceptanceSchema>;

/** The registration bodies' `waivers` field (absent: none accepted). */
export const waiversField = {
  waivers: z.array(waiverAcceptanceSchema).max(50).default([]),
};

/**
 * What keeps a form's acceptances from covering `documents` (each must be sent, at its current
 * version, ticked, with a typed name), keyed by the acceptance's place in the form
 * (`waivers[i].accepted`, `waivers[i].fullName`; a document not sent at all: `waivers`). The
 * server refuses with these, and the forms check the same before sending.
 */
export function acceptanceErrors(
  documents: readonly Pick<ConsentDocument, 'id' | 'version' | 'title'>[],
  waivers: readonly { documentId?: number; version?: number; accepted?: boolean; fullName?: string | null }[],
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const document of documents) {
    const i = waivers.findIndex((w) => w.documentId === document.id);
    const acceptance = waivers[i];
    if (!acceptance) {
      (errors.waivers ??= []).push(waiverMessages.missing(document.title));
      continue;
    }
    if (acceptance.version !== document.version)
      errors[`waivers[${i}].accepted`] = [waiverMessages.changed(document.title)];
    else if (!acceptance.accepted) errors[`waivers[${i}].accepted`] = [waiverMessages.mustAccept];
    if (!acceptance.fullName?.trim()) errors[`waivers[${i}].fullName`] = [waiverMessages.fullNameRequired];
  }
  return errors;
}

/** An acceptance as the family, the staff reports and the exports show it. */
export const acceptanceSchema = z.object({
  documentId: z.number().int(),
  kind: z.enum(documentKinds),
  title: z.string(),
  version: z.number().int(),
  fullName: z.string(),
  acceptedAt: z.string(),
  /** The language of the text accepted. */
  locale: z.enum(locales),
});
export type Acceptance = z.infer<typeof acceptanceSchema>;

/**
 * One acceptance in one line: 'Liability waiver v2, accepted by Ann Lee, 3:45 PM on 6/1/2027'
 * (exports pass their own instant format, the same in every time zone).
 */
export function acceptanceText(a: Acceptance, when: (iso: string) => string = formatInstant) {
  return `${a.title} v${a.version}${a.locale === 'en' ? '' : ` (${acceptanceLocaleNames[a.locale]})`}, accepted by ${a.fullName}, ${when(a.acceptedAt)}`;
}

/** How staff see the language a document was accepted in ('Liability waiver v2 (Spanish)'). */
export const acceptanceLocaleNames: Readonly<Record<Locale, string>> = { en: 'English', es: 'Spanish' };
