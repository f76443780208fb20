import {
  apiPaths,
  pathIdParams,
  rosterCompletionSchema,
  rosterInviteMessages,
  rosterInviteQuerySchema,
  rosterInvitesRequestSchema,
  teamCheckInQuerySchema,
  validationMessages,
} from '@soccer/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../auth/auth-plugin.js';
import { forbidden } from '../../lib/errors.js';
import type { TeamCheckInService } from './team-check-in-service.js';
import type { TeamRosterService } from './team-roster-service.js';

type Options = { teamRosters: TeamRosterService; checkIns: TeamCheckInService };

/**
 * Team rosters completed by guardians (decision 0100) and team check-in (decision 0101): the
 * team's owner reads and grows its roster and reminds guardians; a guardian completes a player
 * from the mailed link without signing in (a few tries a minute per client); staff and the age
 * group's coach check teams in. Every answer carries children's names: never stored by a cache.
 */
export const teamRosterRoutes: FastifyPluginAsyncZod<Options> = async (app, { teamRosters, checkIns }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const rateLimit = {
    max: app.config.RATE_LIMIT_FORMS_PER_MINUTE,
    timeWindow: '1 minute',
    errorResponseBuilder: () => ({
      statusCode: 429,
      error: 'Too Many Requests',
      message: validationMessages.tooManyRequests,
    }),
  };

  app.get(
    apiPaths.teamRoster(':registrationid'),
    { onRequest: app.requireUser, schema: { params: pathIdParams('registrationid') } },
    async (request) => teamRosters.status(principalOf(request), request.params.registrationid),
  );
  app.post(
    apiPaths.teamRosterInvites(':registrationid'),
    {
      onRequest: app.requireUser,
      schema: { params: pathIdParams('registrationid'), body: rosterInvitesRequestSchema },
    },
    async (request) =>
      teamRosters.invite(principalOf(request), request.params.registrationid, request.body.invitedPlayers),
  );
  app.post(
    apiPaths.teamRosterRemind(':registrationid', ':inviteid'),
    { onRequest: app.requireUser, schema: { params: pathIdParams('registrationid', 'inviteid') } },
    async (request) =>
      teamRosters.remind(principalOf(request), request.params.registrationid, request.params.inviteid),
  );

  app.get(
    apiPaths.rosterInvite,
    { config: { rateLimit }, schema: { querystring: rosterInviteQuerySchema } },
    async (request) => teamRosters.page(request.query.token),
  );
  // The t-shirt size is required when the tournament offers shirts: the service checks it.
  app.post(
    apiPaths.rosterInvite,
    { config: { rateLimit }, schema: { body: rosterCompletionSchema() } },
    async (request) => teamRosters.complete(request.body),
  );

  // The role check comes before the params are read, as the coach and staff guards do.
  const mayCheckIn = async (request: FastifyRequest) => {
    if (!(await checkIns.mayCheckIn(principalOf(request)))) throw forbidden(rosterInviteMessages.notAssigned);
  };
  app.get(
    apiPaths.teamCheckIns,
    {
      onRequest: app.requireUser,
      preValidation: mayCheckIn,
      schema: { querystring: teamCheckInQuerySchema },
    },
    async (request) => checkIns.teams(principalOf(request), request.query.day),
  );
  app.post(
    apiPaths.teamCheckIn(':registrationid'),
    {
      onRequest: app.requireUser,
      preValidation: mayCheckIn,
      schema: { params: pathIdParams('registrationid'), querystring: teamCheckInQuerySchema },
    },
    async (request) =>
      checkIns.checkIn(principalOf(request), request.params.registrationid, request.query.day),
  );
};
