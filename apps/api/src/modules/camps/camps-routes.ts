import { allStates, apiPaths, imageHashSchema, pathIdParams } from '@soccer/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.js';
import { sendCachedJson } from '../../lib/read-cache.js';
import { createDetailsService } from '../staff/catalog/details-service.js';
import { createCampsService } from './camps-service.js';

/** Public camp catalogue: states, sessions open for registration (not started yet), one session, photos. */
export const campsRoutes: FastifyPluginAsyncZod = async (app) => {
  const camps = createCampsService(app.serviceDeps);
  const cached = (key: string, load: () => Promise<unknown>) =>
    app.publicCache.get(key, app.now().getTime(), load);

  const availableStates = () => cached('states', camps.availableStates);

  app.get(apiPaths.availableStates, async (request, reply) =>
    sendCachedJson(request, reply, await availableStates()),
  );

  const sessionsOf = async (state: string, request: FastifyRequest, reply: FastifyReply) => {
    const filter = state === allStates ? null : state.toUpperCase();
    if (
      filter !== null &&
      !(JSON.parse((await availableStates()).body.toString()) as string[]).includes(filter)
    )
      return reply.type('application/json').send('[]');
    const answer = await cached(`sessions:${filter ?? '*'}`, () => camps.openSessions(filter));
    return sendCachedJson(request, reply, answer);
  };

  // Only `_allStates` and the states that have open sessions are looked up (and cached): any
  // other text has no sessions, so it gets an empty list without touching the database.
  app.get(
    apiPaths.campSessions(':state'),
    { schema: { params: z.object({ state: z.string().max(20) }) } },
    (request, reply) => {
      // The list of every state, fresh in the cache: answered at once (the hot path).
      const hit =
        request.params.state === allStates && app.publicCache.fresh('sessions:*', app.now().getTime());
      if (hit) return sendCachedJson(request, reply, hit);
      return sessionsOf(request.params.state, request, reply);
    },
  );
  app.get(
    apiPaths.campSession(':sessionid'),
    {
      onRequest: app.requireUser,
      schema: { params: pathIdParams('sessionid') },
    },
    async (request) => camps.session(request.params.sessionid),
  );

  // A photo of a camp or tournament (decision 0065): its name is the hash of its bytes, so it
  // never changes and every cache may keep it for good.
  const details = createDetailsService(app.serviceDeps);
  app.get(
    apiPaths.image(':hash'),
    { schema: { params: z.object({ hash: imageHashSchema }) } },
    async (request, reply) => {
      const image = await details.image(request.params.hash);
      if (!image) throw notFound();
      return reply
        .type(image.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(image.bytes);
    },
  );
};
