import {
  apiPaths,
  campSessionInputSchema,
  campSpecInputSchema,
  cancelRegistrationSchema,
  contactMessagesPaging,
  facilityInputSchema,
  ledgerMessages,
  pathIdParams,
  pathNumber,
  totalCountHeader,
  tournamentInputSchema,
  unpaidStatuses,
} from '@soccer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
import { z } from 'zod';
import { principalOf } from '../../../auth/auth-plugin.js';
import type { Database } from '../../../db/schema.js';
import { conflict, FieldValidationError, notFound } from '../../../lib/errors.js';
import { findLedgerRow } from '../../ledger/registration-ledger.js';
import { countSeatsHeld, lockCampSession } from '../../ledger/seats.js';
import { audit, auditPage } from './audit-log.js';
import {
  campSessionValues,
  campSpecValues,
  facilityValues,
  loadCatalog,
  saveAgeRanges,
  tournamentValues,
} from './catalog-repository.js';

const idParams = pathIdParams('id');

type Trx = Transaction<Database>;

/** A reference to another catalogue record must point at one that exists (a 400 on that field, not a database error). */
async function requireReferences(
  trx: Trx,
  refs: { field: string; table: 'facilities' | 'camp_specs'; id: number }[],
) {
  const errors: Record<string, string[]> = {};
  for (const ref of refs) {
    const row = await trx.selectFrom(ref.table).select('id').where('id', '=', ref.id).executeTakeFirst();
    if (!row)
      errors[ref.field] = [
        ref.table === 'facilities' ? 'Choose an existing facility.' : 'Choose an existing camp.',
      ];
  }
  if (Object.keys(errors).length) throw new FieldValidationError(errors);
}

/**
 * Staff run the catalogue: create, edit and archive facilities, camps, sessions and
 * tournaments; cancel a registration with a reason. Every change is audited in its transaction.
 */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireStaff);

  app.get(apiPaths.adminCatalog, async () => loadCatalog(app.db));

  const now = () => app.now();

  // Facilities and camp specs: the same create / update shape.
  for (const kind of [
    {
      entity: 'facility',
      list: apiPaths.adminFacilities,
      one: apiPaths.adminFacility(':id'),
      table: 'facilities',
      schema: facilityInputSchema,
      values: facilityValues,
    },
    {
      entity: 'campSpec',
      list: apiPaths.adminCampSpecs,
      one: apiPaths.adminCampSpec(':id'),
      table: 'camp_specs',
      schema: campSpecInputSchema,
      values: campSpecValues,
    },
  ] as const) {
    app.post(kind.list, { schema: { body: kind.schema } }, async (request) => {
      const at = now();
      return app.db.transaction().execute(async (trx) => {
        const values = kind.values(request.body as never, at.toISOString());
        const { id } = await trx
          .insertInto(kind.table as 'facilities')
          .values(values as never)
          .returning('id')
          .executeTakeFirstOrThrow();
        await audit(trx, principalOf(request), 'create', kind.entity, id, request.body, at);
        return { id };
      });
    });
    app.put(kind.one, { schema: { params: idParams, body: kind.schema } }, async (request) => {
      const at = now();
      return app.db.transaction().execute(async (trx) => {
        const values = kind.values(request.body as never, at.toISOString());
        const result = await trx
          .updateTable(kind.table as 'facilities')
          .set(values as never)
          .where('id', '=', request.params.id)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) throw notFound();
        await audit(trx, principalOf(request), 'update', kind.entity, request.params.id, request.body, at);
        return { id: request.params.id };
      });
    });
  }

  app.post(apiPaths.adminCampSessions, { schema: { body: campSessionInputSchema } }, async (request) => {
    const at = now();
    return app.db.transaction().execute(async (trx) => {
      await requireReferences(trx, [
        { field: 'campSpecId', table: 'camp_specs', id: request.body.campSpecId },
        { field: 'facilityId', table: 'facilities', id: request.body.facilityId },
      ]);
      const { id } = await trx
        .insertInto('camp_sessions')
        .values({ ...campSessionValues(request.body, at.toISOString()), created_at: at.toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      await audit(trx, principalOf(request), 'create', 'campSession', id, request.body, at);
      return { id };
    });
  });

  app.put(
    apiPaths.adminCampSession(':id'),
    { schema: { params: idParams, body: campSessionInputSchema } },
    async (request) => {
      const at = now();
      return app.db.transaction().execute(async (trx) => {
        // Under the session's lock, so no seat is taken between the count and the change.
        await lockCampSession(trx, app.engine, request.params.id);
        const taken = await countSeatsHeld(trx, request.params.id);
        if (request.body.attendeeCapacity < taken) {
          throw new FieldValidationError({
            attendeeCapacity: [`${taken} seats are already taken; capacity cannot be lower.`],
          });
        }
        const result = await trx
          .updateTable('camp_sessions')
          .set(campSessionValues(request.body, at.toISOString()))
          .where('id', '=', request.params.id)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) throw notFound();
        await audit(trx, principalOf(request), 'update', 'campSession', request.params.id, request.body, at);
        return { id: request.params.id };
      });
    },
  );

  app.post(apiPaths.adminTournaments, { schema: { body: tournamentInputSchema } }, async (request) => {
    const at = now();
    return app.db.transaction().execute(async (trx) => {
      await requireReferences(trx, [
        { field: 'facilityId', table: 'facilities', id: request.body.facilityId },
      ]);
      const { id } = await trx
        .insertInto('tournaments')
        .values({ ...tournamentValues(request.body, at.toISOString()), created_at: at.toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      await saveAgeRanges(trx, id, request.body.ageRanges, at.toISOString());
      await audit(trx, principalOf(request), 'create', 'tournament', id, request.body, at);
      return { id };
    });
  });

  app.put(
    apiPaths.adminTournament(':id'),
    { schema: { params: idParams, body: tournamentInputSchema } },
    async (request) => {
      const at = now();
      return app.db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('tournaments')
          .set(tournamentValues(request.body, at.toISOString()))
          .where('id', '=', request.params.id)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) throw notFound();
        await saveAgeRanges(trx, request.params.id, request.body.ageRanges, at.toISOString());
        await audit(trx, principalOf(request), 'update', 'tournament', request.params.id, request.body, at);
        return { id: request.params.id };
      });
    },
  );

  for (const kind of [
    { path: apiPaths.cancelCampRegistration(':id'), kind: 'camp', entity: 'campRegistration' },
    {
      path: apiPaths.cancelTournamentRegistration(':id'),
      kind: 'tournament',
      entity: 'tournamentRegistration',
    },
  ] as const) {
    app.post(kind.path, { schema: { params: idParams, body: cancelRegistrationSchema } }, async (request) => {
      const id = request.params.id;
      const row = await findLedgerRow(app.db, kind.kind, id);
      if (!row) throw notFound('Registration not found');
      if (row.status === 'cancelled') throw conflict('This registration is already cancelled.');
      // Its checkout must not be payable once it is cancelled. A payment that still arrives
      // (a bank transfer clearing) is recorded as refund due by the ledger.
      if (row.stripe_session_id && unpaidStatuses.includes(row.status)) {
        const outcome = await app.payments.closeCheckout(row.stripe_session_id);
        if (outcome === 'paid') throw conflict(ledgerMessages.paidMeanwhile);
      }
      const at = now();
      const cancelled = await app.ledger.cancel(kind.kind, id, request.body.reason, at.toISOString(), (trx) =>
        audit(trx, principalOf(request), 'cancel', kind.entity, id, request.body, at),
      );
      if (!cancelled) throw conflict(ledgerMessages.changedMeanwhile);
      app.publicCache.clear();
      return { id, registrationStatus: 'cancelled' };
    });
  }

  app.post(apiPaths.releaseCampHold(':id'), { schema: { params: idParams } }, async (request) => {
    const id = request.params.id;
    const row = await findLedgerRow(app.db, 'camp', id);
    if (!row) throw notFound('Registration not found');
    if (!unpaidStatuses.includes(row.status)) throw conflict(ledgerMessages.notAHold);
    const outcome = await app.payments.releaseHold(id, row.stripe_session_id, {
      lapsedOnly: false,
      effects: (trx) => audit(trx, principalOf(request), 'release', 'campRegistration', id, {}, now()),
    });
    if (outcome === 'paid') throw conflict(ledgerMessages.paidMeanwhile);
    if (outcome === 'pending') throw conflict(ledgerMessages.paymentProcessing);
    if (outcome !== 'released') throw conflict(ledgerMessages.changedMeanwhile);
    return { id, registrationStatus: 'expired' };
  });

  app.get(
    apiPaths.auditLog(':page', ':pageSize'),
    {
      onRequest: app.requireAdmin,
      schema: {
        params: z.object({
          page: pathNumber(),
          pageSize: pathNumber(contactMessagesPaging.maxPageSize),
        }),
      },
    },
    async (request, reply) => {
      const { entries, total } = await auditPage(app.db, request.params.page, request.params.pageSize);
      reply.header(totalCountHeader, String(total));
      return entries;
    },
  );
};
