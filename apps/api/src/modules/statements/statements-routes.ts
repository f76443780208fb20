import {
  apiPaths,
  statementParamsSchema as params,
  staffStatementsQuerySchema,
  statementFormats,
} from '@soccer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../auth/auth-plugin.js';
import { attachment } from '../exports/export-writers.js';
import type { StatementService } from './statements-service.js';

const format = z.object({ format: z.enum(statementFormats).default('pdf') });

/**
 * Childcare statements (decision 0084). Signed in: the account's years and children, and one
 * statement as a PDF (default) or page, for its owner or staff. Staff: a family's by email, and
 * one statement of any family (audited). Never stored by a cache: children's names are inside.
 */
export const statementRoutes: FastifyPluginAsyncZod<{ statements: StatementService }> = async (
  app,
  { statements },
) => {
  app.get(apiPaths.myStatements, { onRequest: app.requireUser }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return statements.mine(principalOf(request));
  });

  app.get(
    apiPaths.statement(':year', ':playerId'),
    { onRequest: app.requireUser, schema: { params, querystring: format } },
    async (request, reply) => {
      const { year, playerId } = request.params;
      const file = await statements.file(principalOf(request), year, playerId, request.query.format);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', attachment(file.fileName))
        .type(file.contentType)
        .send(file.body);
    },
  );

  app.get(
    apiPaths.staffStatements,
    { onRequest: app.requireStaff, schema: { querystring: staffStatementsQuerySchema } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return statements.findFamily(request.query.email);
    },
  );

  app.get(
    apiPaths.staffStatement(':year', ':playerId'),
    { onRequest: app.requireStaff, schema: { params, querystring: format } },
    async (request, reply) => {
      const { year, playerId } = request.params;
      const file = await statements.staffFile(principalOf(request), year, playerId, request.query.format);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', attachment(file.fileName))
        .type(file.contentType)
        .send(file.body);
    },
  );
};
