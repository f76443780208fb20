import { apiPaths, pathIdParams, receiptFormats } from '@soccer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../auth/auth-plugin.js';
import { attachment } from '../exports/export-writers.js';
import type { ReceiptService } from './receipts-service.js';

const numberParams = pathIdParams('number');

/**
 * Receipts (decision 0082). Signed in: the account's list and one receipt as a PDF (default) or
 * page, for its owner or staff; never stored by a cache (children's names are inside). Staff: any
 * receipt by number, and mailing it again.
 */
export const receiptRoutes: FastifyPluginAsyncZod<{ receipts: ReceiptService }> = async (
  app,
  { receipts },
) => {
  app.get(apiPaths.myReceipts, { onRequest: app.requireUser }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return receipts.mine(principalOf(request));
  });

  app.get(
    apiPaths.receipt(':number'),
    {
      onRequest: app.requireUser,
      schema: {
        params: numberParams,
        querystring: z.object({ format: z.enum(receiptFormats).default('pdf') }),
      },
    },
    async (request, reply) => {
      const file = await receipts.file(principalOf(request), request.params.number, request.query.format);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', attachment(file.fileName))
        .type(file.contentType)
        .send(file.body);
    },
  );

  app.get(
    apiPaths.staffReceipt(':number'),
    { onRequest: app.requireStaff, schema: { params: numberParams } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return receipts.find(request.params.number);
    },
  );

  app.post(
    apiPaths.resendReceipt(':number'),
    { onRequest: app.requireStaff, schema: { params: numberParams } },
    async (request) => receipts.resend(principalOf(request), request.params.number),
  );
};
