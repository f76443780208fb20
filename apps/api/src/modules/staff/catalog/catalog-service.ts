import {
  type campSessionInputSchema,
  type campSpecInputSchema,
  type facilityInputSchema,
  ledgerMessages,
  serverNotes,
  type tournamentInputSchema,
  unpaidStatuses,
  validationMessages,
} from '@soccer/contracts';
import type { z } from 'zod';
import type { Principal } from '../../../auth/token-verifier.js';
import type { Trx } from '../../../db/database.js';
import { conflict, FieldValidationError, notFound } from '../../../lib/errors.js';
import type { ServiceDeps } from '../../../lib/services.js';
import { audit, auditPage } from '../../audit/audit-repository.js';
import { agePlaces, countSeatsHeld, lockAgeGroup, lockCampSession } from '../../ledger/seats.js';
import { findLedgerRow } from '../../ledger/transitions.js';
import type { PaymentService } from '../../money/payment-service.js';
import {
  type CatalogTable,
  campSessionValues,
  campSpecValues,
  catalogRowExists,
  facilityValues,
  insertCatalogRow,
  loadCatalog,
  saveAgeRanges,
  tournamentValues,
  updateCatalogRow,
} from './catalog-repository.js';

/** One kind of catalogue record as a create or an update sees it. */
interface Kind<Body> {
  entity: string;
  table: CatalogTable;
  values: (body: Body, at: string) => object;
  /** Sessions and tournaments record when they were created. */
  stampsCreation?: boolean;
  /** Checks inside the transaction before the write (references, capacity). */
  check?: (trx: Trx, body: Body, id: number | null) => Promise<void>;
  /** Writes that follow the record's own (a tournament's age ranges). */
  after?: (trx: Trx, body: Body, id: number, at: string) => Promise<void>;
}

/** Create and update of one kind of catalogue record. */
export interface Editable<Body> {
  create(actor: Principal, body: Body): Promise<{ id: number }>;
  update(actor: Principal, id: number, body: Body): Promise<{ id: number }>;
}

/**
 * Staff run the catalogue: create, edit and archive facilities, camps, sessions and tournaments;
 * release a camp hold (cancellations and refunds are the refund service's). Every change is
 * audited in its transaction.
 */
export function createCatalogService(
  { db, engine, clock }: ServiceDeps,
  { payments }: { payments: Pick<PaymentService, 'releaseHold'> },
) {
  /** A reference to another catalogue record must point at one that exists (a 400 on that field). */
  async function requireReferences(
    trx: Trx,
    refs: { field: string; table: 'facilities' | 'camp_specs'; id: number }[],
  ) {
    const errors: Record<string, string[]> = {};
    for (const ref of refs) {
      if (!(await catalogRowExists(trx, ref.table, ref.id)))
        errors[ref.field] = [
          ref.table === 'facilities' ? 'Choose an existing facility.' : 'Choose an existing camp.',
        ];
    }
    if (Object.keys(errors).length) throw new FieldValidationError(errors);
  }

  const facility: Kind<z.output<typeof facilityInputSchema>> = {
    entity: 'facility',
    table: 'facilities',
    values: facilityValues,
  };
  const campSpec: Kind<z.output<typeof campSpecInputSchema>> = {
    entity: 'campSpec',
    table: 'camp_specs',
    values: campSpecValues,
  };
  const campSession: Kind<z.output<typeof campSessionInputSchema>> = {
    entity: 'campSession',
    table: 'camp_sessions',
    values: campSessionValues,
    stampsCreation: true,
    async check(trx, body, id) {
      // A new session and an edited one alike may only point at records that exist.
      await requireReferences(trx, [
        { field: 'campSpecId', table: 'camp_specs', id: body.campSpecId },
        { field: 'facilityId', table: 'facilities', id: body.facilityId },
      ]);
      if (id === null) return;
      // Under the session's lock, so no seat is taken between the count and the change.
      await lockCampSession(trx, engine, id);
      const taken = await countSeatsHeld(trx, id);
      if (body.attendeeCapacity < taken) {
        throw new FieldValidationError({
          attendeeCapacity: [`${taken} seats are already taken; capacity cannot be lower.`],
        });
      }
    },
  };
  const tournament: Kind<z.output<typeof tournamentInputSchema>> = {
    entity: 'tournament',
    table: 'tournaments',
    values: tournamentValues,
    stampsCreation: true,
    async check(trx, body, id) {
      await requireReferences(trx, [{ field: 'facilityId', table: 'facilities', id: body.facilityId }]);
      if (id === null) return;
      // A group's maximum may not fall below the teams holding places (under the group's lock).
      const errors: Record<string, string[]> = {};
      for (const [i, r] of body.ageRanges.entries()) {
        if (r.id === 0 || r.maxTeams === null) continue;
        const row = await lockAgeGroup(trx, engine, r.id);
        if (!row || row.tournament_id !== id) continue;
        const { held } = await agePlaces(trx, r.id);
        if (r.maxTeams < held)
          errors[`ageRanges[${i}].maxTeams`] = [validationMessages.teamsAlreadyHeld(held)];
      }
      if (Object.keys(errors).length) throw new FieldValidationError(errors);
    },
    after: (trx, body, id, at) => saveAgeRanges(trx, id, body.ageRanges, at),
  };

  /** Creates (id null) or updates one record, with its checks, follow-up writes and audit entry. */
  async function save<Body>(kind: Kind<Body>, actor: Principal, id: number | null, body: Body) {
    const at = clock();
    const stamp = at.toISOString();
    return db.transaction().execute(async (trx) => {
      await kind.check?.(trx, body, id);
      const values = kind.values(body, stamp);
      let savedId: number;
      if (id === null) {
        savedId = await insertCatalogRow(
          trx,
          kind.table,
          kind.stampsCreation ? { ...values, created_at: stamp } : values,
        );
      } else {
        if (!(await updateCatalogRow(trx, kind.table, id, values))) throw notFound();
        savedId = id;
      }
      await kind.after?.(trx, body, savedId, stamp);
      await audit(trx, actor, id === null ? 'create' : 'update', kind.entity, savedId, body, at);
      return { id: savedId };
    });
  }

  /** A kind of record as the routes see it: create one, update one. */
  const editable = <Body>(kind: Kind<Body>): Editable<Body> => ({
    create: (actor: Principal, body: Body) => save(kind, actor, null, body),
    update: (actor: Principal, id: number, body: Body) => save(kind, actor, id, body),
  });

  return {
    catalog: () => loadCatalog(db),
    facilities: editable(facility),
    campSpecs: editable(campSpec),
    campSessions: editable(campSession),
    tournaments: editable(tournament),

    /** Frees the seat of an unpaid camp hold (its checkout is closed first). */
    async releaseHold(id: number, actor: Principal) {
      const row = await findLedgerRow(db, 'camp', id);
      if (!row) throw notFound('Registration not found');
      if (!unpaidStatuses.includes(row.status)) throw conflict(ledgerMessages.notAHold);
      const outcome = await payments.releaseHold(id, row.stripe_session_id, {
        lapsedOnly: false,
        note: { by: 'staff', byId: actor.id, why: serverNotes.holdReleased },
        effects: (trx) => audit(trx, actor, 'release', 'campRegistration', id, {}, clock()),
      });
      if (outcome === 'paid') throw conflict(ledgerMessages.paidMeanwhile);
      if (outcome === 'pending') throw conflict(ledgerMessages.paymentProcessing);
      if (outcome !== 'released') throw conflict(ledgerMessages.changedMeanwhile);
      return { id, registrationStatus: 'expired' as const };
    },

    auditPage: (page: number, pageSize: number) => auditPage(db, page, pageSize),
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
