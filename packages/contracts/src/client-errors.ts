import { clientErrorLimits as limits } from './shell-limits.js';
import { z } from './zod.js';

/**
 * A browser's error report, POST /api/ClientErrors, exactly as the site's error reporting sends
 * it (apps/web lib/error-reporting.ts): `stack` is null when the error has none, `context` is a
 * small record of what was happening (the area, React's component stack, a script's line). The
 * browser clips each text to `clientErrorLimits` before sending.
 */
const contextValue = z.union([z.string().max(limits.contextValue), z.number(), z.boolean(), z.null()]);

export const clientErrorReportSchema = z.object({
  name: z.string().max(limits.name).optional(),
  message: z.string().max(limits.message),
  stack: z.string().max(limits.stack).nullish(),
  context: z
    .record(z.string().max(limits.contextKey), contextValue)
    .refine((c) => Object.keys(c).length <= limits.contextEntries, {
      message: `At most ${limits.contextEntries} entries.`,
    })
    .optional(),
  url: z.string().max(limits.url).optional(),
  userAgent: z.string().max(limits.userAgent).optional(),
  occurredAt: z.string().max(limits.occurredAt).optional(),
});
export type ClientErrorReport = z.input<typeof clientErrorReportSchema>;
export type ClientErrorContext = NonNullable<ClientErrorReport['context']>;
