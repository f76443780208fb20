import { catalogDetailLimits } from './catalog-detail-limits.js';
import { optionalFreeText, optionalText, requiredFreeText, requiredText } from './fields.js';
import { z } from './zod.js';

/**
 * What a camp is, beyond its name and description (issue 27 item 1, decision 0065): daily
 * drop-off and pick-up times (the facility's wall clock), venue notes, photos of the venue,
 * coaches and questions with their answers. Staff write them on the camp; a session may set its
 * own times, what to bring and venue notes, and its value wins where set. A tournament has venue
 * notes, what to bring and questions. Every text has its Spanish one in `es` ('' = not written:
 * the family reads the English one, decision 0055). All limits are here, once.
 */

export const catalogDetailMessages = {
  time: 'Use a time like 08:30 (24-hour clock).',
  notAnImage: 'Upload a JPEG, PNG, WebP, GIF or AVIF image.',
  corruptImage: 'This file could not be read as an image.',
  tooLarge: `The image must be at most ${catalogDetailLimits.uploadBytes / 1024 / 1024} MB.`,
  tooManyPixels: 'The image is too large; use one of at most 40 megapixels.',
  noSuchImage: 'Upload the photo again.',
  stillShown: 'This photo is still shown; take it off the page first.',
  pickUpBeforeDropOff: 'Pick-up must be after drop-off.',
  tooMany: (what: string, max: number) => `Add at most ${max} ${what}.`,
} as const;

/** An image's name: the first 32 hex digits of the SHA-256 of its bytes. */
export const imageHashSchema = z.string().regex(/^[0-9a-f]{32}$/, catalogDetailMessages.noSuchImage);
/** A stored image: its content hash (the URL's name), and its size in pixels. */
export const imageRefSchema = z.object({
  hash: imageHashSchema,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ImageRef = z.infer<typeof imageRefSchema>;
/** An upload's answer and a photo's images: a large and a small one. */
export const imagePairSchema = z.object({ large: imageRefSchema, small: imageRefSchema });
export type ImagePair = z.infer<typeof imagePairSchema>;

/** A wall-clock time 'HH:MM' (24-hour), or '' for none. */
export const wallClockTime = z
  .string({ error: catalogDetailMessages.time })
  .regex(/^$|^([01]\d|2[0-3]):[0-5]\d$/, catalogDetailMessages.time)
  .default('');

const l = catalogDetailLimits;
const spanish = <S extends z.ZodRawShape>(shape: S) =>
  z.object(shape).default(Object.fromEntries(Object.keys(shape).map((k) => [k, ''])) as never);

export const photoInputSchema = z.object({
  images: imagePairSchema,
  alt: requiredText('Description of the photo', l.alt),
  es: z.object({ alt: requiredText('Spanish description of the photo', l.alt) }),
});
export const coachInputSchema = z.object({
  name: requiredText('Coach name', l.coachName),
  bio: optionalFreeText('Short bio', l.coachBio),
  es: spanish({ bio: optionalFreeText('Spanish short bio', l.coachBio) }),
  photo: imagePairSchema.nullable().default(null),
});
export const questionInputSchema = z.object({
  question: requiredText('Question', l.question),
  answer: requiredFreeText('Answer', l.answer),
  es: spanish({
    question: optionalText('Spanish question', l.question),
    answer: optionalFreeText('Spanish answer', l.answer),
  }),
});

const times = { dropOffTime: wallClockTime, pickUpTime: wallClockTime };
const isTime = (v: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(v);
/** Both times set and well written: pick-up after drop-off (a badly written one has its own message). */
const timesInOrder = (d: { dropOffTime: string; pickUpTime: string }) =>
  !isTime(d.dropOffTime) || !isTime(d.pickUpTime) || d.pickUpTime > d.dropOffTime;
const timesMessage = { path: ['pickUpTime'], message: catalogDetailMessages.pickUpBeforeDropOff };
const list = <T extends z.ZodType>(item: T, what: string, max: number) =>
  z.array(item).max(max, catalogDetailMessages.tooMany(what, max)).default([]);

/** A camp's details (PUT `adminCampSpecDetails`). */
export const campDetailsInputSchema = z
  .object({
    ...times,
    venueNotes: optionalFreeText('Venue notes', l.venueNotes),
    es: spanish({ venueNotes: optionalFreeText('Spanish venue notes', l.venueNotes) }),
    photos: list(photoInputSchema, 'photos', l.photos),
    coaches: list(coachInputSchema, 'coaches', l.coaches),
    questions: list(questionInputSchema, 'questions', l.questions),
  })
  .refine(timesInOrder, timesMessage);
export type CampDetailsInput = z.input<typeof campDetailsInputSchema>;
export type CampDetails = z.output<typeof campDetailsInputSchema>;

/** A session's own values where they differ from its camp's ('' keeps the camp's). */
export const sessionDetailsInputSchema = z
  .object({
    ...times,
    attendeeNotes: optionalFreeText('What to bring', l.attendeeNotes),
    venueNotes: optionalFreeText('Venue notes', l.venueNotes),
    es: spanish({
      attendeeNotes: optionalFreeText('Spanish what to bring', l.attendeeNotes),
      venueNotes: optionalFreeText('Spanish venue notes', l.venueNotes),
    }),
  })
  .refine(timesInOrder, timesMessage);
export type SessionDetailsInput = z.input<typeof sessionDetailsInputSchema>;
export type SessionDetails = z.output<typeof sessionDetailsInputSchema>;

/** A tournament's details (PUT `adminTournamentDetails`). */
export const tournamentDetailsInputSchema = z.object({
  attendeeNotes: optionalFreeText('What to bring', l.attendeeNotes),
  venueNotes: optionalFreeText('Venue notes', l.venueNotes),
  es: spanish({
    attendeeNotes: optionalFreeText('Spanish what to bring', l.attendeeNotes),
    venueNotes: optionalFreeText('Spanish venue notes', l.venueNotes),
  }),
  photos: list(photoInputSchema, 'photos', l.photos),
  questions: list(questionInputSchema, 'questions', l.questions),
});
export type TournamentDetailsInput = z.input<typeof tournamentDetailsInputSchema>;
export type TournamentDetails = z.output<typeof tournamentDetailsInputSchema>;

/** Nothing written yet (what each schema makes of `{}`). */
export const emptyCampDetails: CampDetails = {
  dropOffTime: '',
  pickUpTime: '',
  venueNotes: '',
  es: { venueNotes: '' },
  photos: [],
  coaches: [],
  questions: [],
};
export const emptySessionDetails: SessionDetails = {
  dropOffTime: '',
  pickUpTime: '',
  attendeeNotes: '',
  venueNotes: '',
  es: { attendeeNotes: '', venueNotes: '' },
};
export const emptyTournamentDetails: TournamentDetails = {
  attendeeNotes: '',
  venueNotes: '',
  es: { attendeeNotes: '', venueNotes: '' },
  photos: [],
  questions: [],
};

/**
 * Stored details (JSON) read back through their schema; the empty value when none or unreadable,
 * so a row from before (null) and a damaged one read alike.
 */
export function storedDetails<S extends z.ZodType>(
  schema: S,
  stored: string | null | undefined,
  empty: z.output<S>,
) {
  if (!stored) return empty;
  try {
    const parsed = schema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : empty;
  } catch {
    return empty;
  }
}

/**
 * What a family reads about a camp session (the public list's `details`): the camp's details
 * with the session's own values where set. `attendeeNotes` stays on `campSpec` (the spec's
 * field); a session's own what-to-bring replaces it there.
 */
export type SessionPublicDetails = CampDetails;

/** The camp's details with the session's own times and venue notes where it set them. */
export function mergeSessionDetails(camp: CampDetails, session: SessionDetails): CampDetails {
  return {
    ...camp,
    dropOffTime: session.dropOffTime || camp.dropOffTime,
    pickUpTime: session.pickUpTime || camp.pickUpTime,
    venueNotes: session.venueNotes || camp.venueNotes,
    es: { venueNotes: session.venueNotes ? session.es.venueNotes : camp.es.venueNotes },
  };
}

/** All image hashes a set of details points at (the ones kept when unused ones are removed). */
export function imagesOf(details: object) {
  const { photos = [], coaches = [] } = details as {
    photos?: { images: ImagePair }[];
    coaches?: { photo: ImagePair | null }[];
  };
  const pairs = [...photos.map((p) => p.images), ...coaches.flatMap((c) => (c.photo ? [c.photo] : []))];
  return pairs.flatMap((p) => [p.large.hash, p.small.hash]);
}
