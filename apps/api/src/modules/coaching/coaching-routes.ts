import {
  apiPaths,
  coachAssignmentInputSchema,
  pathIdParams,
  registrationGroupInputSchema,
  rosterQuerySchema,
  rosterSheetKinds,
} from '@soccer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../auth/auth-plugin.js';
import { forbidden } from '../../lib/errors.js';
import { attachment } from '../exports/export-writers.js';
import type { CoachingService } from './coaching-service.js';

type Options = { coaching: CoachingService };

/**
 * Coaches (decision 0089). Three plugins, one guard each: a coach's own rosters (signed in; the
 * service allows only assigned rosters, staff and admins), staff's groups, admins' assignments.
 * Every answer is no-store (the guards set it).
 */
export const coachRosterRoutes: FastifyPluginAsyncZod<Options> = async (coach, { coaching }) => {
  coach.addHook('onRequest', coach.requireUser);
  // The role check comes before the params are read, as the staff guards do (a refused caller
  // learns nothing from an id).
  coach.addHook('preValidation', async (request) => {
    if (!(await coaching.opensCoachPages(principalOf(request)))) throw forbidden();
  });
  coach.get(apiPaths.myRosters, async (request) => coaching.myRosters(principalOf(request)));
  coach.get(
    apiPaths.coachSessionRoster(':id'),
    { schema: { params: pathIdParams('id'), querystring: rosterQuerySchema } },
    async (request) => coaching.sessionRoster(principalOf(request), request.params.id, request.query.day),
  );
  // The day's roster and sign-in/sign-out sheet as PDF (decision 0095): the roster's access and
  // recorded views; never stored by a cache.
  for (const sheet of rosterSheetKinds)
    coach.get(
      apiPaths.coachSessionSheet(':id', sheet),
      { schema: { params: pathIdParams('id'), querystring: rosterQuerySchema } },
      async (request, reply) => {
        const file = await coaching.sessionSheet(
          principalOf(request),
          request.params.id,
          request.query.day,
          sheet,
        );
        return reply
          .header('cache-control', 'no-store')
          .header('content-disposition', attachment(file.fileName))
          .type('application/pdf')
          .send(file.body);
      },
    );
  coach.get(
    apiPaths.coachAgeGroupRoster(':id'),
    { schema: { params: pathIdParams('id') } },
    async (request) => coaching.ageGroupRoster(principalOf(request), request.params.id),
  );
};

export const coachGroupRoutes: FastifyPluginAsyncZod<Options> = async (staff, { coaching }) => {
  staff.addHook('onRequest', staff.requireStaff);
  staff.get(apiPaths.sessionGroups(':id'), { schema: { params: pathIdParams('id') } }, async (request) =>
    coaching.sessionGroups(request.params.id),
  );
  staff.put(
    apiPaths.registrationGroup(':id'),
    { schema: { params: pathIdParams('id'), body: registrationGroupInputSchema } },
    async (request) => coaching.setGroup(principalOf(request), request.params.id, request.body.group),
  );
};

export const coachAssignmentRoutes: FastifyPluginAsyncZod<Options> = async (admin, { coaching }) => {
  admin.addHook('onRequest', admin.requireAdmin);
  admin.get(apiPaths.coachAssignments, async () => coaching.assignments());
  admin.post(
    apiPaths.coachAssignments,
    { schema: { body: coachAssignmentInputSchema } },
    async (request, reply) => {
      reply.code(201);
      return coaching.assign(principalOf(request), request.body);
    },
  );
  admin.delete(
    apiPaths.coachAssignment(':id'),
    { schema: { params: pathIdParams('id') } },
    async (request, reply) => {
      await coaching.unassign(principalOf(request), request.params.id);
      return reply.code(204).send();
    },
  );
};
