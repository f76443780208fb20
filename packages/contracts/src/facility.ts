import { z } from './zod.js';

/** Where a camp or tournament happens (spec §3), as the API returns it. */
export const facilitySchema = z.object({
  id: z.number().int(),
  facilityName: z.string(),
  addressLine1: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
});
export type Facility = z.infer<typeof facilitySchema>;

/**
 * Every facility's clock is an IANA time zone (Nashville and Dallas: America/Chicago; Stratham:
 * America/New_York). Mails, exports and PDFs write instants in it (formatInstant).
 */
export const defaultFacilityTimeZone = 'America/Chicago';

export const timeZoneMessages = {
  invalid: 'Choose a time zone by its IANA name, such as America/Chicago.',
} as const;

/**
 * The canonical spelling of an IANA zone name ('america/chicago' → 'America/Chicago'), or null
 * when it names no zone. Region/City names and UTC only: legacy names such as 'EST' or 'CST6CDT'
 * are refused, so every facility's zone reads the same way.
 */
export function canonicalTimeZone(name: string): string | null {
  const trimmed = name.trim();
  if (!/^(?:UTC|[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+)$/i.test(trimmed)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: trimmed }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** A facility's time zone as staff type it: a real IANA zone, kept in its canonical spelling. */
export const timeZoneSchema = z
  .string({ error: timeZoneMessages.invalid })
  .max(64, timeZoneMessages.invalid)
  .transform((name, ctx) => {
    const zone = canonicalTimeZone(name);
    if (zone) return zone;
    ctx.addIssue({ code: 'custom', message: timeZoneMessages.invalid });
    return z.NEVER;
  });
