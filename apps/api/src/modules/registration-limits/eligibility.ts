import { campEligibilityErrors, eligibilityMessages, type FieldErrors } from '@soccer/contracts';
import { isStaff, type Principal } from '../../auth/token-verifier.js';
import type { Trx } from '../../db/database.js';
import { FieldValidationError, forbidden } from '../../lib/errors.js';
import { audit } from '../audit/audit-repository.js';

/** A registration staff let through outside the age rules: what it broke and why it was allowed. */
export interface EligibilityException {
  reason: string;
  /** The field errors the rules gave (contracts `campEligibilityErrors` / `teamEligibilityErrors`). */
  rules: FieldErrors;
}

/**
 * Applies the age rules to one registration. `problems` are the rules' field errors (empty when
 * every player may attend). Without a reason they are a 400 on those fields; with one, only
 * staff pass, and the exception is returned for the audit log. The role comes from the
 * verified token, never from the request: anyone else sending a reason gets a 403.
 */
export function applyEligibility(
  principal: Principal,
  overrideReason: string,
  problems: FieldErrors,
): EligibilityException | null {
  assertMayOverride(principal, overrideReason);
  if (Object.keys(problems).length === 0) return null;
  if (!overrideReason) throw new FieldValidationError(problems);
  return { reason: overrideReason, rules: problems };
}

/** Only staff may ask for an exception (checked before anything is locked or written). */
export function assertMayOverride(principal: Principal, overrideReason: string) {
  if (overrideReason && !isStaff(principal)) throw forbidden(eligibilityMessages.overrideStaffOnly);
}

/** Records the exception in the audit log, in the registration's own transaction. */
export async function auditEligibilityException(
  trx: Trx,
  actor: Principal,
  entity: 'campRegistration' | 'tournamentRegistration' | 'waitlistEntry',
  id: number,
  exception: EligibilityException,
  at: Date,
) {
  await audit(trx, actor, 'eligibilityOverride', entity, id, exception, at);
}

/** A camp session's age rule (contracts `campEligibilityErrors`), from its row. */
export const campAgeRule = (s: { start_date: string; min_age: number | null; max_age: number | null }) => ({
  campStartDate: s.start_date,
  minAge: s.min_age,
  maxAge: s.max_age,
});

/**
 * `applyEligibility` for one player of a camp registration form: their age on the session's
 * first day, against the session's row.
 */
export const applyCampEligibility = (
  principal: Principal,
  form: { playerBirthdate: string; eligibilityOverrideReason: string },
  session: Parameters<typeof campAgeRule>[0],
) =>
  applyEligibility(
    principal,
    form.eligibilityOverrideReason,
    campEligibilityErrors(form, campAgeRule(session)),
  );
