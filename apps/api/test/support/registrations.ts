import { campRegistrationBody, teamBody } from './factories.js';
import type { PaymentTestApp } from './payments.js';
import { accounts, type TestApp } from './test-app.js';
import type { TestAccount } from './test-tokens.js';

type Caller = Pick<TestApp, 'as'>;
type PaymentApp = Pick<PaymentTestApp, 'as' | 'pay'>;

/** A camp registration (`camp`) or a tournament team (`team`): the spec's paths for each. */
export type RegistrationKind = 'camp' | 'team';
const paths = {
  camp: {
    register: '/api/Registration/submitRegistration',
    checkout: '/api/Payment/CampRegistrationCheckout',
    status: '/api/Payment/UpdatePaymentStatus/',
  },
  team: {
    register: '/api/Tournament/RegisterTournament',
    checkout: '/api/TournamentPayment/TournamentRegistrationCheckout',
    status: '/api/TournamentPayment/UpdatePaymentStatus/',
  },
} as const;

/** The provider's checkout session id in a hosted checkout URL. */
export const checkoutIdOf = (url: string) => url.split('/pay/')[1]!;

/** Submits a camp registration (the factory's body with `overrides`) for the session. */
export const submitCampRegistration = (
  t: Caller,
  sessionId: number,
  overrides: Record<string, unknown> = {},
  account: TestAccount = accounts.parentA,
) =>
  t.as(account, {
    method: 'POST',
    url: paths.camp.register,
    payload: campRegistrationBody(sessionId, overrides),
  });

/** Registers a team with the given body (e.g. `teamBody(ageRangeId)`). */
export const submitTeamRegistration = (t: Caller, payload: object, account: TestAccount = accounts.parentA) =>
  t.as(account, { method: 'POST', url: paths.team.register, payload });

/** Starts the hosted checkout of a registration; the answer's body is the checkout URL. */
export const startCheckout = (
  t: Caller,
  kind: RegistrationKind,
  registrationId: number,
  account: TestAccount = accounts.parentA,
) => t.as(account, { method: 'POST', url: paths[kind].checkout, payload: { registrationId } });

/** What the result page asks after the hosted checkout (UpdatePaymentStatus) of the session id. */
export const syncPayment = (
  t: Caller,
  kind: RegistrationKind,
  checkoutId: string,
  account: TestAccount = accounts.parentA,
) => t.as(account, { method: 'PUT', url: `${paths[kind].status}${checkoutId}` });

/**
 * Registers for a camp session and opens its checkout; with `pay`, pays on the hosted page too,
 * and with `sync`, pays and then asks for the status as the result page does.
 */
export async function campCheckout(
  t: PaymentApp,
  sessionId: number,
  options: { overrides?: Record<string, unknown>; account?: TestAccount; pay?: boolean; sync?: boolean } = {},
) {
  const account = options.account ?? accounts.parentA;
  const id = (await submitCampRegistration(t, sessionId, options.overrides, account)).json().id as number;
  return checkoutOf(t, 'camp', id, account, options);
}

/** Registers a team in the age range and opens its checkout; `pay` and `sync` as for camps. */
export async function teamCheckout(
  t: PaymentApp,
  ageRangeId: number,
  options: { account?: TestAccount; pay?: boolean; sync?: boolean } = {},
) {
  const account = options.account ?? accounts.parentA;
  const id = (await submitTeamRegistration(t, teamBody(ageRangeId), account)).json().id as number;
  return checkoutOf(t, 'team', id, account, options);
}

export async function checkoutOf(
  t: PaymentApp,
  kind: RegistrationKind,
  id: number,
  account: TestAccount,
  options: { pay?: boolean; sync?: boolean },
) {
  const url = (await startCheckout(t, kind, id, account)).body;
  const checkoutId = checkoutIdOf(url);
  if (options.pay || options.sync) await t.pay(url);
  if (options.sync) await syncPayment(t, kind, checkoutId, account);
  return { id, url, checkoutId };
}

/** The admin assigns `coach` to a camp session (decision 0089), as the assignments page does. */
export async function assignCoachToSession(t: TestApp, coach: { email: string }, sessionId: number) {
  const assigned = await t.as(accounts.admin, {
    method: 'POST',
    url: '/api/Admin/CoachAssignments',
    payload: { email: coach.email, kind: 'session', itemId: sessionId },
  });
  if (assigned.statusCode !== 201) throw new Error(`coach assignment answered ${assigned.statusCode}`);
}
