import { registrationStatusSchema } from './statuses.js';
import { z } from './zod.js';

/**
 * Who made a registration's change: the family (its account), staff, the payment provider's
 * record (a webhook or the result page asking it), the sweeper (a hold that lapsed), or the
 * system (a payment that could not be taken, an erased account).
 */
export const historyActors = ['family', 'staff', 'provider', 'sweeper', 'system'] as const;
export type HistoryActor = (typeof historyActors)[number];

/** How staff read who made a change. */
export const historyActorLabels: Record<HistoryActor, string> = {
  family: 'The family',
  staff: 'Staff',
  provider: 'The payment provider',
  sweeper: 'Hold timer',
  system: 'The system',
};

/**
 * One change of a registration, as staff see it on its report row: every ledger transition
 * (created, checkout opened, paid, expired, cancelled, moved to another session) writes one.
 * `from` is null when the registration was created; a move keeps the status and says where in `why`.
 */
export const statusChangeSchema = z.object({
  at: z.string(),
  from: registrationStatusSchema.nullable(),
  to: registrationStatusSchema,
  why: z.string(),
  by: z.enum(historyActors),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;
