import {
  apiPaths,
  attendanceEventInputSchema,
  attendanceNoticesSchema,
  attendanceReportQuerySchema,
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
import { sendFile } from '../staff/replies.js';
import type { AttendanceService } from './attendance-service.js';
import type { CoachingService } from './coaching-service.js';

type Options = { coaching: CoachingService; attendance: AttendanceService };

/**
 * Coaches (decision 0089). Three plugins, one guard each: a coach's own rosters (signed in; the
 * service allows only assigned rosters, staff and admins), staff's groups, admins' assignments.
 * Every answer is no-store (the guards set it).
 */
export const coachRosterRoutes: FastifyPluginAsyncZod<Options> = async (coach, { coaching, attendance }) => {
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
  // A tap on the roster (decision 0098): 201 when recorded, 200 when the event id was recorded
  // before (a double tap, a replay), with the event recorded first.
  coach.post(
    apiPaths.coachAttendance(':id'),
    { schema: { params: pathIdParams('id'), body: attendanceEventInputSchema } },
    async (request, reply) => {
      const result = await attendance.record(principalOf(request), request.params.id, request.body);
      reply.code(result.replayed ? 200 : 201);
      return result;
    },
  );
  coach.get(
    apiPaths.coachAgeGroupRoster(':id'),
    { schema: { params: pathIdParams('id') } },
    async (request) => coaching.ageGroupRoster(principalOf(request), request.params.id),
  );
};

export const coachGroupRoutes: FastifyPluginAsyncZod<Options> = async (staff, { coaching, attendance }) => {
  staff.addHook('onRequest', staff.requireStaff);
  staff.get(
    apiPaths.attendanceReport(':id'),
    { schema: { params: pathIdParams('id'), querystring: attendanceReportQuerySchema } },
    async (request) => attendance.report(request.params.id, request.query.day),
  );
  staff.get(
    apiPaths.attendanceExport(':id'),
    { schema: { params: pathIdParams('id'), querystring: attendanceReportQuerySchema } },
    async (request, reply) => sendFile(reply, await attendance.export(request.params.id, request.query.day)),
  );
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

/** A family's choice of a mail on each check-in and check-out of its children (decision 0099). */
export const attendanceNoticeRoutes: FastifyPluginAsyncZod<Pick<Options, 'attendance'>> = async (
  family,
  { attendance },
) => {
  family.addHook('onRequest', family.requireUser);
  family.get(apiPaths.attendanceNotices, async (request) => attendance.notices(principalOf(request)));
  family.put(apiPaths.attendanceNotices, { schema: { body: attendanceNoticesSchema } }, async (request) =>
    attendance.saveNotices(principalOf(request), request.body),
  );
};
