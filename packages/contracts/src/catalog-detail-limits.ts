/**
 * The limits and fixed values of a camp's details (decision 0065), apart from the schemas
 * (`catalog-details.ts`) for the pages that need only these.
 */

export const catalogDetailLimits = {
  venueNotes: 1000,
  attendeeNotes: 2000,
  photos: 8,
  alt: 200,
  coaches: 12,
  coachName: 100,
  coachBio: 600,
  questions: 20,
  question: 200,
  answer: 1000,
  /** Bytes of one uploaded image, before it is decoded. */
  uploadBytes: 8 * 1024 * 1024,
  /** Pixels of one uploaded image (width × height), so a small file cannot decode to a huge one. */
  uploadPixels: 40_000_000,
} as const;

/** The widths the server makes of each upload (never wider than the upload itself). */
export const imageWidths = { large: 1600, small: 480 } as const;
export type ImageSize = keyof typeof imageWidths;
/** The one format the server writes: every upload is re-encoded to it. */
export const imageContentType = 'image/webp';
/** The kinds of file staff may upload. */
export const imageUploadTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
