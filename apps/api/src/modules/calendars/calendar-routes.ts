import { apiPaths, type CalendarKind, calendarMediaType, pathIdParams, pickLocale } from '@soccer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../auth/auth-plugin.js';
import { attachment } from '../exports/export-writers.js';
import type { CalendarService } from './calendar-service.js';

const idParams = pathIdParams('id');

/**
 * Calendars (decision 0063). Signed in (answers are no-store): a paid registration's .ics, in the
 * language the site shows; the account's feed link (read, make a new one, revoke). Public: the
 * feed, found by its token only, never cached by anyone (`private, no-store`) and rate-limited
 * like the other public paths.
 */
export const calendarRoutes: FastifyPluginAsyncZod<{ calendars: CalendarService }> = async (
  app,
  { calendars },
) => {
  for (const [kind, path] of [
    ['camp', apiPaths.campCalendar(':id')],
    ['tournament', apiPaths.tournamentCalendar(':id')],
  ] as const satisfies readonly [CalendarKind, string][]) {
    app.get(path, { onRequest: app.requireUser, schema: { params: idParams } }, async (request, reply) => {
      const locale = pickLocale({
        cookie: request.headers.cookie ?? null,
        acceptLanguage: request.headers['accept-language'] ?? null,
      });
      const file = await calendars.registrationFile(principalOf(request), kind, request.params.id, locale);
      return reply
        .header('content-disposition', attachment(file.fileName))
        .type(calendarMediaType)
        .send(file.body);
    });
  }

  app.get(apiPaths.myCalendarFeed, { onRequest: app.requireUser }, async (request) =>
    calendars.feedLink(principalOf(request)),
  );
  app.post(apiPaths.myCalendarFeed, { onRequest: app.requireUser }, async (request) =>
    calendars.newFeedLink(principalOf(request)),
  );
  app.delete(apiPaths.myCalendarFeed, { onRequest: app.requireUser }, async (request, reply) => {
    await calendars.revokeFeedLink(principalOf(request));
    return reply.code(204).send();
  });

  app.get(
    apiPaths.calendarFeed(':token'),
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: { params: z.object({ token: z.string() }) },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const body = await calendars.feed(request.params.token);
      return reply.type(calendarMediaType).send(body);
    },
  );
};
