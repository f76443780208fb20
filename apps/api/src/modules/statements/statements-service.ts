import { setTimeout as pause, setImmediate } from 'node:timers/promises';
import {
  type StaffStatements,
  type StatementDocument,
  type StatementFormat,
  type StatementSummary,
  statementMessages,
  webRoutes,
} from '@soccer/contracts';
import type { Principal } from '../../auth/token-verifier.js';
import { isStaff } from '../../auth/token-verifier.js';
import { appUrl } from '../../config.js';
import { notFound } from '../../lib/errors.js';
import { dollars } from '../../lib/money.js';
import type { RequestsInFlight } from '../../lib/requests-in-flight.js';
import type { ServiceDeps } from '../../lib/services.js';
import { mailPage } from '../../mail/mail-layout.js';
import { enqueueMail, escapeHtml, type OutgoingMail } from '../../mail/outbox.js';
import { mailTexts } from '../../mail/texts.js';
import { savedLocale } from '../account-language/account-language-repository.js';
import { audit } from '../audit/audit-repository.js';
import { statementsOf } from './statement-content.js';
import { statementFileName, statementHtml, statementPdf } from './statement-render.js';
import {
  accountOfEmail,
  accountsWithReceiptsBetween,
  guardiansOf,
  mailedFor,
  ownerOfCampRegistration,
  receiptDocumentsOf,
  savedLocalesOf,
  takeMailing,
} from './statements-repository.js';

/** The January run pauses (`STATEMENTS_PAUSE_MS`) after each this many families (decision 0114). */
export const familiesPerPause = 10;

const summaryOf = (s: StatementDocument): StatementSummary => ({
  year: s.year,
  playerId: s.playerId,
  child: s.child,
  days: s.days.length,
  total: dollars(s.totalCents),
});

/**
 * Childcare statements (decision 0084): computed from an account's receipts when asked, in the
 * owner's saved language; its owner or staff read one (anyone else: 404); staff find a family's
 * by email and each statement they open is audited. `mailYear` is the January job: each family
 * with a statement of the year gets one mail with each child's as a PDF, once.
 */
export function createStatementService(
  deps: ServiceDeps,
  collaborators: { requestsInFlight: RequestsInFlight },
) {
  const { db, clock, config, log } = deps;
  const site = appUrl(config);

  /**
   * Before each piece of the January run's CPU work: requests that arrived are let in (on SQLite
   * every await of the run settles without I/O), then the run waits until none is in flight, at
   * most `STATEMENTS_QUIET_WAIT_MS` (decision 0119). On PostgreSQL a request's transaction spans
   * turns of the loop, and a PDF drawn in between kept its seat lock held for every request
   * queued behind it.
   */
  async function yieldToRequests() {
    await setImmediate();
    await collaborators.requestsInFlight.quiet(config.STATEMENTS_QUIET_WAIT_MS);
  }

  /**
   * The family as a statement names it: the first guardian's full name on the child's first
   * registration (receipts keep the name a mail greets); the receipts' when it is gone.
   */
  async function familyNamer(statements: StatementDocument[]) {
    const names = await guardiansOf(db, [...new Set(statements.map((s) => s.playerId))]);
    return (s: StatementDocument): StatementDocument => ({ ...s, family: names.get(s.playerId) || s.family });
  }

  async function statementsOfAccount(account: string) {
    const receipts = (await receiptDocumentsOf(db, [account])).get(account) ?? [];
    const statements = statementsOf(receipts, config.business);
    return statements.map(await familyNamer(statements));
  }

  /** The statement, if the caller may read it: its owner's, or any for staff (null: a staff route, guarded by its role). */
  async function readable(principal: Principal | null, year: number, playerId: number) {
    const owner = await ownerOfCampRegistration(db, playerId);
    if (!owner || (principal && owner !== principal.id && !isStaff(principal)))
      throw notFound(statementMessages.notFound);
    const s = (await statementsOfAccount(owner)).find((x) => x.year === year && x.playerId === playerId);
    if (!s) throw notFound(statementMessages.notFound);
    return { owner, statement: s };
  }

  async function render(owner: string, s: StatementDocument, format: StatementFormat) {
    const locale = await savedLocale(db, owner);
    return {
      fileName: statementFileName(s, format),
      ...(format === 'pdf'
        ? { body: await statementPdf(s, locale, clock()), contentType: 'application/pdf' }
        : { body: statementHtml(s, locale), contentType: 'text/html; charset=utf-8' }),
    };
  }

  /** The January mail of one family: a PDF per child's statement of the year. */
  async function januaryMail(
    year: number,
    account: string,
    statements: StatementDocument[],
    locale: string | null,
  ) {
    const x = mailTexts(locale);
    const lead = statements[0]!;
    const url = `${site}${webRoutes.myRegistrations}#my-statements-title`;
    const greeting = x.t('mail.greeting', { name: lead.family });
    const body = x.t('statement.mailBody', {
      year,
      children: statements.map((s) => s.child).join(', '),
      url,
    });
    const now = clock();
    const attachments = [];
    for (const s of statements) {
      // Drawing a PDF is a few ms of CPU; requests go first (see `mailYear`).
      await yieldToRequests();
      attachments.push({
        filename: statementFileName(s, 'pdf'),
        contentType: 'application/pdf',
        content: (await statementPdf(s, locale, now)).toString('base64'),
        encoding: 'base64' as const,
      });
    }
    const mail: OutgoingMail = {
      dedupeKey: `statements:${year}:${account}`,
      to: lead.email,
      subject: x.t('statement.mailSubject', { year, business: lead.business.legalName }),
      text: [greeting, '', body].join('\n'),
      html: mailPage(
        x.t('statement.title', { year }),
        `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>`,
        x.locale,
      ),
      attachments,
    };
    return mail;
  }

  return {
    async mine(principal: Principal): Promise<StatementSummary[]> {
      return (await statementsOfAccount(principal.id)).map(summaryOf);
    },

    async file(principal: Principal, year: number, playerId: number, format: StatementFormat) {
      const { owner, statement } = await readable(principal, year, playerId);
      return render(owner, statement, format);
    },

    /** A family's statements, found by the email it registered with (staff). */
    async findFamily(email: string): Promise<StaffStatements> {
      const account = await accountOfEmail(db, email);
      const statements = account ? await statementsOfAccount(account) : [];
      if (!account || !statements.length) throw notFound(statementMessages.noAccount);
      return {
        family: statements[0]!.family,
        email: statements[0]!.email,
        statements: statements.map(summaryOf),
      };
    },

    /** One statement of any family, for staff; audited. */
    async staffFile(actor: Principal, year: number, playerId: number, format: StatementFormat) {
      const { owner, statement } = await readable(null, year, playerId);
      await audit(db, actor, 'produceStatement', 'statement', playerId, { year, format }, clock());
      return render(owner, statement, format);
    },

    /**
     * The January run for `year`: every family with a receipt from the year before through the
     * year (a payment made ahead, a refund) and a statement of the year is mailed once. Per
     * family, one transaction records the mailing (`statement_mailings`, unique) and queues the
     * mail in the outbox, so a second server or a run restarted after a kill sends nothing twice.
     * It yields to requests before each PDF: on SQLite every await here settles without I/O, and
     * the run would otherwise hold the event loop for its whole length (the rush stalled 30 s);
     * and it draws only when no request is in flight, or after a bounded wait (decision 0119).
     * And it is paced: after each `familiesPerPause` families it pauses `STATEMENTS_PAUSE_MS`, so
     * the queue of requests that built up while it drew drains (decision 0114).
     */
    async mailYear(year: number): Promise<{ mailed: number }> {
      const from = `${year - 1}-01-01T00:00:00.000Z`;
      const to = `${year + 1}-01-02T00:00:00.000Z`;
      const done = await mailedFor(db, year);
      const accounts = (await accountsWithReceiptsBetween(db, from, to)).filter((a) => !done.has(a));
      const locales = await savedLocalesOf(db, accounts);
      let mailed = 0;
      let drawn = 0;
      for (let i = 0; i < accounts.length; i += 200) {
        const batch = accounts.slice(i, i + 200);
        const receipts = await receiptDocumentsOf(db, batch);
        // Computing 200 families' statements is CPU too.
        await yieldToRequests();
        const ofYear = new Map(
          batch.map((a) => [
            a,
            statementsOf(receipts.get(a) ?? [], config.business).filter((s) => s.year === year),
          ]),
        );
        const named = await familyNamer([...ofYear.values()].flat());
        for (const account of batch) {
          const statements = ofYear.get(account)!.map(named);
          if (!statements.length) continue;
          if (drawn++ > 0 && drawn % familiesPerPause === 1 && config.STATEMENTS_PAUSE_MS > 0)
            await pause(config.STATEMENTS_PAUSE_MS);
          try {
            const mail = await januaryMail(year, account, statements, locales.get(account) ?? null);
            const now = clock();
            const sent = await db.transaction().execute(async (trx) => {
              if (!(await takeMailing(trx, year, account, now.toISOString()))) return false;
              await enqueueMail(trx, mail, now);
              return true;
            });
            if (sent) mailed++;
          } catch (error) {
            // Nothing of it was kept: the next run of the week tries again; the others still go.
            log.error({ err: error, statements: { year } }, 'statements not mailed');
          }
        }
      }
      return { mailed };
    },
  };
}

export type StatementService = ReturnType<typeof createStatementService>;

/**
 * The January job: daily in the first week of January (UTC), for the year before the run's (a
 * payload's `year` runs another, as staff or a test may ask).
 */
export const statementJob = {
  name: 'statements-january',
  cron: '0 14 1-7 1 *',
  yearOf: (now: Date) => now.getUTCFullYear() - 1,
} as const;
