import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import rateLimit from '@fastify/rate-limit';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifySchema,
  type FastifyServerOptions,
  LogController,
  type preHandlerHookHandler,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { authPlugin } from './auth/auth-plugin.js';
import { createTokenVerifier, type Principal, tokenVerifierOptions } from './auth/token-verifier.js';
import { appUrl, type Config, defaultCancellationPolicy } from './config.js';
import type { Db, Engine } from './db/database.js';
import type { Database } from './db/schema.js';
import { loggerOptions, requestLogOptions } from './lib/logging.js';
import { createReadCache, type ReadCache } from './lib/read-cache.js';
import { countRequestsInFlight } from './lib/requests-in-flight.js';
import type { ServiceDeps } from './lib/services.js';
import { accountDataRoutes, dataRetentionRoutes } from './modules/account-data/account-data-routes.js';
import {
  type AccountDataService,
  createAccountDataService,
} from './modules/account-data/account-data-service.js';
import { accountLanguageRoutes } from './modules/account-language/account-language-routes.js';
import { createAccountLanguageService } from './modules/account-language/account-language-service.js';
import { backupDatabase, backupSettings } from './modules/backups/backup-service.js';
import { calendarRoutes } from './modules/calendars/calendar-routes.js';
import { createCalendarService } from './modules/calendars/calendar-service.js';
import { campPaymentSubject } from './modules/camp-registrations/camp-payment-subject.js';
import { campRegistrationsRoutes } from './modules/camp-registrations/camp-registrations-routes.js';
import { movePayable } from './modules/camp-registrations/move-payable.js';
import { orderPayable, orderPlanPayable } from './modules/camp-registrations/order-payable.js';
import { ownerSwitchRoutes, staffSwitchRoutes } from './modules/camp-registrations/session-switch-routes.js';
import { createSessionSwitchService } from './modules/camp-registrations/session-switch-service.js';
import { campsRoutes } from './modules/camps/camps-routes.js';
import { ownerCancellationRoutes } from './modules/cancellation/cancellation-routes.js';
import {
  type CancellationService,
  createCancellationService,
} from './modules/cancellation/cancellation-service.js';
import { captchaRoutes } from './modules/captcha/captcha-routes.js';
import { type CaptchaService, createCaptchaService } from './modules/captcha/captcha-verifier.js';
import {
  type AttendanceService,
  attendanceTextJob,
  createAttendanceService,
} from './modules/coaching/attendance-service.js';
import {
  attendanceNoticeRoutes,
  coachAssignmentRoutes,
  coachGroupRoutes,
  coachRosterRoutes,
} from './modules/coaching/coaching-routes.js';
import { createCoachingService } from './modules/coaching/coaching-service.js';
import { contactRoutes } from './modules/contact/contact-routes.js';
import { couponRoutes } from './modules/coupons/coupons-routes.js';
import { householdRoutes } from './modules/household/household-routes.js';
import { createHouseholdService } from './modules/household/household-service.js';
import { createJobQueue, type JobQueue } from './modules/jobs/job-queue.js';
import { createLedger, type Ledger } from './modules/ledger/index.js';
import { mailChoicesRoutes } from './modules/mail-choices/mail-choices-routes.js';
import { createMailChoicesService } from './modules/mail-choices/mail-choices-service.js';
import {
  householdTextRoutes,
  staffMessageRoutes,
  textWebhookRoutes,
} from './modules/messages/message-routes.js';
import {
  createMessageService,
  type MessageService,
  messageJobs,
} from './modules/messages/message-service.js';
import { type TextClient, twilioTextClient } from './modules/messages/text-client.js';
import { createTextSending } from './modules/messages/text-sending.js';
import { registerMetrics } from './modules/metrics/metrics-routes.js';
import { createMetricsService } from './modules/metrics/metrics-service.js';
import { balancePayable } from './modules/money/balance-payable.js';
import { type BalanceReminders, createBalanceReminders } from './modules/money/balance-reminders.js';
import { creditRoutes } from './modules/money/credit-routes.js';
import { createInstalmentCharges, type InstalmentCharges } from './modules/money/instalment-charges.js';
import { instalmentPayable } from './modules/money/instalment-payable.js';
import { createStripeProvider, type PaymentProvider } from './modules/money/payment-provider.js';
import { paymentRoutes } from './modules/money/payment-routes.js';
import { createPaymentService, type PaymentService } from './modules/money/payment-service.js';
import { planPayable } from './modules/money/plan-payable.js';
import { staffRefundRoutes } from './modules/money/refund-routes.js';
import { createRefundService, type RefundService } from './modules/money/refund-service.js';
import { registrationPayable } from './modules/money/registration-payable.js';
import { createReceiptIssuer } from './modules/receipts/receipt-issuer.js';
import { receiptRoutes } from './modules/receipts/receipts-routes.js';
import { createReceiptService } from './modules/receipts/receipts-service.js';
import { createPromoGuard } from './modules/registration-limits/registration-limits.js';
import { sharedRateLimitStore } from './modules/registration-limits/shared-rate-limit-store.js';
import { createReminderService, type ReminderService } from './modules/reminders/reminder-service.js';
import { catalogRoutes } from './modules/staff/catalog/catalog-routes.js';
import { inboxRoutes } from './modules/staff/inbox-routes.js';
import { staffReportsRoutes } from './modules/staff/staff-reports-routes.js';
import { statementRoutes } from './modules/statements/statements-routes.js';
import {
  createStatementService,
  type StatementService,
  statementJob,
} from './modules/statements/statements-service.js';
import { runtimeConfigFor } from './modules/system/runtime-config.js';
import { systemRoutes } from './modules/system/system-routes.js';
import { createTeamCheckInService } from './modules/team-rosters/team-check-in-service.js';
import { createTeamRosterService } from './modules/team-rosters/team-roster-service.js';
import { teamRosterRoutes } from './modules/team-rosters/team-rosters-routes.js';
import { tournamentPaymentSubject } from './modules/tournament-registrations/tournament-payment-subject.js';
import { tournamentRegistrationsRoutes } from './modules/tournament-registrations/tournament-registrations-routes.js';
import { tournamentsRoutes } from './modules/tournaments/tournaments-routes.js';
import { ownerWaitlistRoutes, staffWaitlistRoutes } from './modules/waitlists/waitlist-routes.js';
import { createWaitlistService, type WaitlistService } from './modules/waitlists/waitlist-service.js';
import { waiverRoutes } from './modules/waivers/waivers-routes.js';
import { registerApiDocs } from './plugins/api-docs.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerOpenApi, registerOpenApiDocumentRoute } from './plugins/openapi.js';
import { registerRequestContext } from './plugins/request-context.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerSpa } from './plugins/spa.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A write that only takes seats (a new registration or order) frees none, so no waitlist
     * offer can follow from it: the check after the write is skipped (lapsed offers are the
     * sweeper's).
     */
    takesSeatsOnly?: boolean;
  }
  interface FastifyInstance {
    config: Config;
    db: Kysely<Database>;
    engine: Engine;
    /** Rows as arrays, for reads of many rows: see Db.arrayRows. */
    arrayRows: Db['arrayRows'];
    /** The clock; tests move it. */
    now: () => Date;
    /** What every service is built from (lib/services.ts); route plugins build theirs from it. */
    serviceDeps: ServiceDeps;
    /** The one module that changes a registration's status. */
    ledger: Ledger;
    payments: PaymentService;
    refunds: RefundService;
    /** Quotes and cancellations under the policy (staff cancel from the catalogue routes). */
    cancellation: CancellationService;
    /** Serialized public lists; cleared by every successful change. */
    publicCache: ReadCache;
    /** Waitlists; `offerFreedSeats` runs after every write and in the sweeper. */
    waitlists: WaitlistService;
    /** A family's own data; `eraseExpired` is the retention job the sweeper runs. */
    accountData: AccountDataService;
    /** The job queue (decision 0062); server.ts starts and stops it. */
    jobs: JobQueue;
    /** Reminders; `sendDue` is the recurring job. */
    reminders: ReminderService;
    /** Reminders of balances due (decision 0104); `sendDue` is their recurring job. */
    balanceReminders: BalanceReminders;
    instalmentCharges: InstalmentCharges;
    /** Messages from the office; `deliver` and `sendTexts` are their jobs. */
    messages: MessageService;
    attendance: AttendanceService;
    /** Childcare statements; `mailYear` is the January job. */
    statements: StatementService;
    /** Every route the app serves and the schemas it declares, for the authorization matrix and OpenAPI tests. */
    routeTable: { method: string; url: string; schema?: FastifySchema }[];
  }
}

export interface AppDependencies {
  config: Config;
  database: Db;
  /** Replaces JWKS verification (tests sign their own tokens with a local key instead). */
  verifyToken?: (token: string) => Promise<Principal>;
  now?: () => Date;
  captcha?: CaptchaService;
  paymentProvider?: PaymentProvider;
  /** Replaces the Twilio client (tests record the texts instead). */
  textClient?: TextClient;
  logger?: FastifyServerOptions['logger'];
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds the whole app without listening, so tests can `inject` requests. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config.LOG_LEVEL),
    // Each request's trace and id, and its logger bound to them (lib/logging, decision 0072).
    ...requestLogOptions,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    // Per-request lines only when debugging; errors are still logged by our error handler.
    logController: new LogController({
      disableRequestLogging: config.LOG_LEVEL !== 'debug' && config.LOG_LEVEL !== 'trace',
    }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('db', deps.database.db);
  app.decorate('engine', deps.database.engine);
  app.decorate('arrayRows', deps.database.arrayRows);
  app.decorate('now', deps.now ?? (() => new Date()));
  const serviceDeps: ServiceDeps = {
    db: app.db,
    engine: app.engine,
    arrayRows: app.arrayRows,
    clock: app.now,
    config,
    log: app.log,
  };
  app.decorate('serviceDeps', serviceDeps);

  const publicCache = createReadCache(config.PUBLIC_CACHE_MS);
  app.decorate('publicCache', publicCache);
  // Every server on one PostgreSQL clears its copy when any of them changes a list (decision
  // 0073); a notice lost while reconnecting is covered by the cache's short life.
  const publicListsChannel = 'public_lists_changed';
  const stopListening = await deps.database.listen(publicListsChannel, () => publicCache.clear());
  app.addHook('onClose', async () => stopListening());
  const publicListsChanged = () => {
    publicCache.clear();
    deps.database
      .notify(publicListsChannel)
      .catch((error: unknown) => app.log.error({ err: error }, 'could not tell the other servers'));
  };
  // Seats and the catalogue change only through writes: a successful one clears the cache.
  // The hook goes on write routes only, so reads pay nothing for it.
  const clearPublicCacheAfterWrite = (_request: unknown, reply: { statusCode: number }, done: () => void) => {
    if (reply.statusCode < 400) publicListsChanged();
    done();
  };
  // A write may have freed a seat (a cancellation, a refund, a move, a lapsed hold found by a
  // read-back, a raised capacity): its waitlist offer goes out before the answer does, so the
  // caller sees the same state as everyone after it. A failure here is logged, not the caller's.
  const offerFreedSeatsAfterWrite = async (
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
  ) => {
    if (reply.statusCode < 400) {
      try {
        await app.waitlists.offerFreedSeats();
      } catch (error) {
        request.log.error({ err: error }, 'waitlist offers failed');
      }
    }
    return payload;
  };

  const routeTable: FastifyInstance['routeTable'] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    for (const method of methods) {
      if (method !== 'HEAD') routeTable.push({ method, url: route.url, schema: route.schema });
    }
    if (methods.some((m) => m !== 'GET' && m !== 'HEAD')) {
      route.onResponse = [...[route.onResponse ?? []].flat(), clearPublicCacheAfterWrite];
      if (!route.config?.takesSeatsOnly)
        route.onSend = [...[route.onSend ?? []].flat(), offerFreedSeatsAfterWrite];
    }
  });

  registerRequestContext(app);
  // Background work that would hold a request's locks waits for a moment with none (decision 0119).
  const requestsInFlight = countRequestsInFlight(app);
  registerErrorHandler(app);
  registerSecurityHeaders(app, config);
  // One SQLite file means one server, whose memory is the whole count; several servers on one
  // PostgreSQL count in it (decision 0073).
  await app.register(rateLimit, {
    global: false,
    ...(app.engine === 'postgres' ? { store: sharedRateLimitStore(app.db) } : {}),
  });
  await app.register(authPlugin, {
    verify: deps.verifyToken ?? createTokenVerifier(tokenVerifierOptions(config)),
  });
  // Before the routes: the document learns each route as it is added.
  await registerOpenApi(app, app);

  // Built in one order, each from what is built before it; nothing is filled in afterwards.
  const seatsChanged = publicListsChanged;
  const siteUrl = appUrl(config);
  const ledger = createLedger({
    db: app.db,
    engine: app.engine,
    defaultPolicy: defaultCancellationPolicy(config),
    unsafeNoSeatLock: config.UNSAFE_DISABLE_SEAT_LOCK,
  });
  app.decorate('ledger', ledger);
  const provider = deps.paymentProvider ?? createStripeProvider(config);
  const subjects = [campPaymentSubject, tournamentPaymentSubject];
  const campPayable = registrationPayable(campPaymentSubject, ledger, siteUrl);
  const campPlanPayable = planPayable(campPaymentSubject, ledger, siteUrl);
  const payables = [
    campPayable,
    registrationPayable(tournamentPaymentSubject, ledger, siteUrl),
    orderPayable(campPayable, ledger),
    movePayable(ledger, siteUrl),
    balancePayable(campPaymentSubject, ledger, siteUrl),
    balancePayable(tournamentPaymentSubject, ledger, siteUrl),
    campPlanPayable,
    orderPlanPayable(campPlanPayable, ledger),
    planPayable(tournamentPaymentSubject, ledger, siteUrl),
    instalmentPayable(campPaymentSubject, ledger, siteUrl),
    instalmentPayable(tournamentPaymentSubject, ledger, siteUrl),
  ];
  const receiptIssuer = createReceiptIssuer(config);
  const refunds = createRefundService(serviceDeps, { provider, subjects, receipts: receiptIssuer });
  app.decorate('refunds', refunds);
  const payments = createPaymentService(serviceDeps, {
    provider,
    subjects,
    payables,
    ledger,
    refunds,
    seatsChanged,
    receipts: receiptIssuer,
  });
  app.decorate('payments', payments);
  const switches = createSessionSwitchService(serviceDeps, { ledger, payments, refunds, seatsChanged });
  const cancellation = createCancellationService(serviceDeps, {
    ledger,
    refunds,
    subjects,
    closeCheckout: payments.closeCheckout,
    releasePendingMove: switches.releasePendingMove,
    seatsChanged,
    receipts: receiptIssuer,
  });
  app.decorate('cancellation', cancellation);
  const waitlists = createWaitlistService(serviceDeps, {
    ledger,
    promoGuard: createPromoGuard(serviceDeps),
    seatsChanged,
  });
  app.decorate('waitlists', waitlists);
  const accountData = createAccountDataService(serviceDeps, { ledger, waitlists, seatsChanged });
  app.decorate('accountData', accountData);
  const mailChoices = createMailChoicesService(serviceDeps);
  const reminders = createReminderService(serviceDeps, { mailChoices });
  app.decorate('reminders', reminders);
  const jobs = createJobQueue({
    engine: app.engine,
    databaseUrl: config.DATABASE_URL,
    schema: config.JOBS_SCHEMA,
    db: app.db,
    clock: app.now,
    log: app.log,
    pollMs: config.JOBS_POLL_MS,
  });
  // Every minute, one job (however many servers) finds and sends the reminders due.
  jobs.handle('reminders-due', () => reminders.sendDue().then(() => undefined), { singleton: true });
  jobs.schedule('reminders-due', '* * * * *');
  // Every quarter hour, one job (however many servers) mails the balances due soon (decision 0104).
  const balanceReminders = createBalanceReminders(serviceDeps);
  app.decorate('balanceReminders', balanceReminders);
  jobs.handle('balance-reminders-due', () => balanceReminders.sendDue().then(() => undefined), {
    singleton: true,
  });
  jobs.schedule('balance-reminders-due', '*/15 * * * *');
  // Every quarter hour, one job charges the instalments due and announces the coming ones (decision 0109).
  const instalmentCharges = createInstalmentCharges(serviceDeps, {
    provider,
    takePayment: payments.takePayment,
    releaseInArrears: cancellation.cancelInArrears,
  });
  app.decorate('instalmentCharges', instalmentCharges);
  jobs.handle('instalments-due', () => instalmentCharges.runDue().then(() => undefined), { singleton: true });
  jobs.schedule('instalments-due', '*/15 * * * *');
  // The first week of January, one job a day mails each family its statements of the year before, once.
  const statements = createStatementService(serviceDeps, { requestsInFlight });
  app.decorate('statements', statements);
  jobs.handle<{ year?: number }>(
    statementJob.name,
    ({ year }) => statements.mailYear(year ?? statementJob.yearOf(app.now())).then(() => undefined),
    { singleton: true },
  );
  jobs.schedule(statementJob.name, statementJob.cron);
  // A consistent copy of the database on schedule, the oldest beyond BACKUP_KEEP deleted (0074).
  if (config.BACKUP_CRON !== 'off') {
    const backups = backupSettings(config);
    jobs.handle(
      'backup',
      async () => {
        const file = await backupDatabase(backups.source, backups);
        app.log.info({ file }, 'backup written');
      },
      { singleton: true },
    );
    jobs.schedule('backup', config.BACKUP_CRON);
  }
  app.decorate('jobs', jobs);
  // The one text sender, for office messages and taps' texts alike (decision 0115).
  const textSending = createTextSending(
    serviceDeps,
    config.texts ? (deps.textClient ?? twilioTextClient(config.texts)) : null,
  );
  const messages = createMessageService(serviceDeps, { jobs, mailChoices, texts: textSending });
  jobs.handle<{ messageId: number }>(messageJobs.send, ({ messageId }) =>
    messages.deliver(messageId).then(() => undefined),
  );
  jobs.handle<{ messageId: number }>(messageJobs.texts, ({ messageId }) =>
    messages.sendTexts(messageId).then(() => undefined),
  );
  app.decorate('messages', messages);
  registerMetrics(app, config.METRICS_TOKEN ? createMetricsService(serviceDeps, { jobs }) : undefined);
  const captcha = deps.captcha ?? createCaptchaService(serviceDeps);
  const languages = createAccountLanguageService(serviceDeps);
  // A signed-in change saves the language the site shows as the account's while it has none.
  // Only write routes get the hook, so reads pay nothing for it; anonymous requests pass straight
  // through, without a promise (bench README).
  const rememberLanguage: preHandlerHookHandler = (request, _reply, done) => {
    if (!request.principal || request.method === 'GET' || request.method === 'HEAD') return done();
    languages
      .rememberShown(request)
      .catch((error: unknown) => request.log.warn({ err: error }, 'the account language was not saved'))
      .then(() => done());
  };
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().some((m) => m !== 'GET' && m !== 'HEAD'))
      route.preHandler = [rememberLanguage, ...[route.preHandler ?? []].flat()];
  });
  await app.register(systemRoutes);
  await app.register(captchaRoutes, { captcha });
  await app.register(campsRoutes);
  await app.register(tournamentsRoutes);
  await app.register(contactRoutes, { captcha });
  await app.register(waiverRoutes);
  await app.register(campRegistrationsRoutes);
  const teamRosters = createTeamRosterService(serviceDeps);
  await app.register(tournamentRegistrationsRoutes, { teamRosters });
  await app.register(teamRosterRoutes, { teamRosters, checkIns: createTeamCheckInService(serviceDeps) });

  await app.register(paymentRoutes, { payments });
  await app.register(staffReportsRoutes);
  await app.register(inboxRoutes);
  await app.register(catalogRoutes);
  await app.register(couponRoutes);
  await app.register(creditRoutes);
  await app.register(ownerCancellationRoutes, { cancellation });
  await app.register(staffRefundRoutes, { refunds });
  await app.register(ownerSwitchRoutes, { switches });
  await app.register(staffSwitchRoutes, { switches });
  await app.register(ownerWaitlistRoutes, { waitlists });
  await app.register(staffWaitlistRoutes, { waitlists });
  await app.register(accountDataRoutes, { accountData });
  await app.register(dataRetentionRoutes, { accountData });
  await app.register(householdRoutes);
  await app.register(accountLanguageRoutes, { languages });
  await app.register(mailChoicesRoutes, { choices: mailChoices, config });
  await app.register(staffMessageRoutes, { messages });
  await app.register(householdTextRoutes, { messages });
  await app.register(textWebhookRoutes, { messages });
  await app.register(calendarRoutes, { calendars: createCalendarService(serviceDeps) });
  await app.register(receiptRoutes, { receipts: createReceiptService(serviceDeps) });
  const coaching = createCoachingService(serviceDeps);
  const attendance = createAttendanceService(serviceDeps, {
    coaching,
    household: createHouseholdService(serviceDeps),
    jobs,
    texts: textSending,
  });
  // Taps' texts: sent soon after the tap, and each minute whatever is left (decision 0115).
  jobs.handle(attendanceTextJob, () => attendance.sendTexts().then(() => undefined), { singleton: true });
  jobs.schedule(attendanceTextJob, '* * * * *');
  app.decorate('attendance', attendance);
  await app.register(coachRosterRoutes, { coaching, attendance });
  await app.register(coachGroupRoutes, { coaching, attendance });
  await app.register(coachAssignmentRoutes, { coaching, attendance });
  await app.register(attendanceNoticeRoutes, { attendance });
  await app.register(statementRoutes, { statements });
  registerOpenApiDocumentRoute(app);
  await registerApiDocs(app);

  await registerSpa(app, resolve(config.WEB_DIST ?? defaultWebDist), {
    runtimeConfig: runtimeConfigFor(config),
    renderedPageMs: config.PUBLIC_CACHE_MS,
    // The coach's roster is drawn with its session's public facts at once (decision 0122).
    pagePreview: (route, path) => coaching.pagePreview(route, path),
  });
  return app;
}
