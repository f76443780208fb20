import { totalCountHeader } from '@soccer/contracts';
import type { FastifyReply } from 'fastify';
import { attachment } from '../exports/export-writers.js';
import type { ExportFile } from './reports-service.js';

/** An export as a download: its file name, type and streamed bytes. */
export const sendFile = (reply: FastifyReply, file: ExportFile) =>
  reply.header('content-disposition', attachment(file.fileName)).type(file.contentType).send(file.body);

/** A page of a list: the items as the body, the total in X-Total-Count for the paging controls. */
export const sendPage = <T>(reply: FastifyReply, { items, total }: { items: T[]; total: number }) => {
  reply.header(totalCountHeader, String(total));
  return items;
};
