import { pathIdParams, requiredEmail } from './fields.js';
import { z } from './zod.js';

/**
 * Childcare statements (decision 0084): per child and calendar year, what a family paid for each
 * day of camp, net of refunds, with the provider's legal name, address and tax id, for an
 * employer or a dependent-care account. Computed from the receipts (decision 0082), never stored.
 */

/** The formats a statement is downloaded in: the same content as a PDF or as a page. */
export const statementFormats = ['pdf', 'html'] as const;
export type StatementFormat = (typeof statementFormats)[number];

/** One day of care: a camp day, in the facility's calendar, and what was paid for it in cents. */
export interface StatementDay {
  /** 'YYYY-MM-DD', the facility's calendar day. */
  date: string;
  /** The camp as its receipt names it. */
  what: string;
  place: string;
  /** Paid for this day, net of refunds (integer cents; see `spreadCents`). */
  amountCents: number;
}

/** A statement: one child, one calendar year. */
export interface StatementDocument {
  year: number;
  /** The number of the child's first camp registration on the account: stable, never reused. */
  playerId: number;
  child: string;
  /** The family, as its receipts were billed. */
  family: string;
  email: string;
  business: { legalName: string; address: string; taxId: string };
  days: StatementDay[];
  totalCents: number;
}

/** A statement as lists show it (My Registrations, the staff search). Amounts in dollars. */
export interface StatementSummary {
  year: number;
  playerId: number;
  child: string;
  /** How many days of care it lists. */
  days: number;
  total: number;
}

/** What staff see of a family's statements, looked up by the account's email. */
export interface StaffStatements {
  family: string;
  email: string;
  statements: StatementSummary[];
}

/**
 * The one rounding rule of statements: `cents` spread over `days` days in integer cents that add
 * up exactly to `cents`: each day gets the floor of the even share, and the first days of the
 * registration one cent more each until the remainder is used (10,000 cents over 3 days: 3,334,
 * 3,333, 3,333).
 */
export function spreadCents(cents: number, days: number): number[] {
  if (days <= 0) return [];
  const base = Math.floor(cents / days);
  const extra = cents - base * days;
  return Array.from({ length: days }, (_, i) => base + (i < extra ? 1 : 0));
}

/** Every calendar day from `start` to `end` ('YYYY-MM-DD', both included). */
export function daysBetween(start: string, end: string): string[] {
  const out: string[] = [];
  const last = Date.parse(`${end}T00:00:00Z`);
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= last && out.length < 366; t += 86_400_000)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/** Years a statement may be asked for. */
export const statementYearLimits = { min: 2000, max: 2100 } as const;

/** What the statement paths answer besides the statement. */
export const statementMessages = {
  notFound: 'No statement for this child and year.',
  noAccount: 'No family with this email has a childcare statement.',
  year: `Enter a year between ${statementYearLimits.min} and ${statementYearLimits.max}.`,
} as const;

/** Staff look a family's statements up by the email it registered with. */
export const staffStatementsQuerySchema = z.object({ email: requiredEmail('Email', 254) });

/** A statement's path: the year and the child's `playerId`. */
export const statementParamsSchema = pathIdParams('year', 'playerId').refine(
  (p) => p.year >= statementYearLimits.min && p.year <= statementYearLimits.max,
  { path: ['year'], message: statementMessages.year },
);
