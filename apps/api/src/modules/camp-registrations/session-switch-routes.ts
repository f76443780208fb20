import { apiPaths, ownerSwitchSchema, pathIdParams, staffSwitchSchema } from '@soccer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../auth/auth-plugin.js';
import type { SessionSwitchService } from './session-switch-service.js';

const idParams = pathIdParams('id');

/** The owner's moves of a paid camp registration: where it can go, moving it, keeping the current session. */
export const ownerSwitchRoutes: FastifyPluginAsyncZod<{ switches: SessionSwitchService }> = async (
  app,
  { switches },
) => {
  app.get(
    apiPaths.campSwitchOptions(':id'),
    { onRequest: app.requireUser, schema: { params: idParams } },
    async (request) => switches.options(request.params.id, principalOf(request), false),
  );
  app.post(
    apiPaths.switchMyCampSession(':id'),
    { onRequest: app.requireUser, schema: { params: idParams, body: ownerSwitchSchema } },
    async (request) => switches.switchByOwner(request.params.id, principalOf(request), request.body),
  );
  app.post(
    apiPaths.keepMyCampSession(':id'),
    { onRequest: app.requireUser, schema: { params: idParams } },
    async (request) => switches.keepSession(request.params.id, principalOf(request)),
  );
};

/** Staff: move any paid camp registration, past any cut-off. */
export const staffSwitchRoutes: FastifyPluginAsyncZod<{ switches: SessionSwitchService }> = async (
  app,
  { switches },
) => {
  app.addHook('onRequest', app.requireStaff);
  app.get(apiPaths.staffCampSwitchOptions(':id'), { schema: { params: idParams } }, async (request) =>
    switches.options(request.params.id, principalOf(request), true),
  );
  app.post(
    apiPaths.staffSwitchCampSession(':id'),
    { schema: { params: idParams, body: staffSwitchSchema } },
    async (request) => switches.switchByStaff(request.params.id, principalOf(request), request.body),
  );
};
