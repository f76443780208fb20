import {
  apiPaths,
  campRegistrationRequestSchema,
  pathIdParams,
  tournamentRegistrationRequestSchema,
  waitlistAcceptSchema,
  waitlistRemovalSchema,
} from '@soccer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../auth/auth-plugin.js';
import { registrationRateLimits } from '../registration-limits/registration-limits.js';
import type { WaitlistService } from './waitlist-service.js';

const idParams = pathIdParams('id');

/** A family's waitlist entries: join a full session or age group, see the entries, answer an offer, leave. */
export const ownerWaitlistRoutes: FastifyPluginAsyncZod<{ waitlists: WaitlistService }> = async (
  app,
  { waitlists },
) => {
  app.post(
    apiPaths.joinCampWaitlist,
    {
      onRequest: app.requireUser,
      preHandler: registrationRateLimits(app),
      schema: { body: campRegistrationRequestSchema },
    },
    async (request) => waitlists.join(principalOf(request), request.ip, request.body),
  );
  app.post(
    apiPaths.joinTournamentWaitlist,
    {
      onRequest: app.requireUser,
      preHandler: registrationRateLimits(app),
      schema: { body: tournamentRegistrationRequestSchema() },
    },
    async (request) => waitlists.joinTournament(principalOf(request), request.ip, request.body),
  );
  app.get(apiPaths.myWaitlist, { onRequest: app.requireUser }, async (request) =>
    waitlists.mine(principalOf(request)),
  );
  app.post(
    apiPaths.acceptWaitlistOffer(':id'),
    // The body is optional: new acceptances only when the item's documents changed since joining.
    { onRequest: app.requireUser, schema: { params: idParams, body: waitlistAcceptSchema.nullish() } },
    async (request) => waitlists.accept(request.params.id, principalOf(request), request.body?.waivers),
  );
  app.post(
    apiPaths.declineWaitlistOffer(':id'),
    { onRequest: app.requireUser, schema: { params: idParams } },
    async (request) => waitlists.close(request.params.id, principalOf(request), 'declined'),
  );
  app.post(
    apiPaths.leaveWaitlist(':id'),
    { onRequest: app.requireUser, schema: { params: idParams } },
    async (request) => waitlists.close(request.params.id, principalOf(request), 'left'),
  );
};

/** Staff: read a session's or age group's waitlist and steer it (offer next, skip, remove), each in the audit log. */
export const staffWaitlistRoutes: FastifyPluginAsyncZod<{ waitlists: WaitlistService }> = async (
  app,
  { waitlists },
) => {
  app.addHook('onRequest', app.requireStaff);
  app.get(apiPaths.staffCampWaitlist(':id'), { schema: { params: idParams } }, async (request) =>
    waitlists.list('camp', request.params.id),
  );
  app.get(apiPaths.staffTournamentWaitlist(':id'), { schema: { params: idParams } }, async (request) =>
    waitlists.list('tournament', request.params.id),
  );
  app.post(apiPaths.staffWaitlistOffer(':id'), { schema: { params: idParams } }, async (request) =>
    waitlists.reorder(request.params.id, principalOf(request), 'front'),
  );
  app.post(apiPaths.staffWaitlistSkip(':id'), { schema: { params: idParams } }, async (request) =>
    waitlists.reorder(request.params.id, principalOf(request), 'back'),
  );
  app.post(
    apiPaths.staffWaitlistRemove(':id'),
    { schema: { params: idParams, body: waitlistRemovalSchema } },
    async (request) => waitlists.remove(request.params.id, principalOf(request), request.body.reason),
  );
};
