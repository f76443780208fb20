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
