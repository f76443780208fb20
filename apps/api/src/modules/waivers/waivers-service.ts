import {
  acceptanceErrors,
  type ConsentDocument,
  type DocumentOwner,
  type documentInputSchema,
  messages,
  type newDocumentInputSchema,
  type waiverAcceptanceSchema,
  waiverMessages,
} from '@soccer/contracts';
import type { z } from 'zod';
import type { Principal } from '../../auth/token-verifier.js';
import type { Executor } from '../../db/database.js';
import { conflict, FieldValidationError, notFound } from '../../lib/errors.js';
import type { ServiceDeps } from '../../lib/services.js';
import { audit } from '../audit/audit-repository.js';
import type { RegistrationKind } from '../ledger/registration-kinds.js';
import { catalogRowExists } from '../staff/catalog/catalog-repository.js';
import {
  acceptancesOf,
  advanceDocument,
  campOfSession,
  currentDocuments,
  findDocument,
  insertAcceptances,
  insertDocument,
  insertVersion,
  retireDocument,
} from './waivers-repository.js';

export type WaiverAcceptance = z.output<typeof waiverAcceptanceSchema>;

/** What acceptances belong to: a registration, or a team roster invitation a guardian completed. */
export type AcceptanceKind = RegistrationKind | 'rosterInvite';

/** The camp or tournament whose documents a registration accepts. */
export interface DocumentItem {
  owner: DocumentOwner;
  itemId: number;
}

/**
 * Checks a form's acceptances against the item's current documents (contracts `acceptanceErrors`:
 * each accepted, with a typed name, at its current version). Documents in `skip` (accepted before at their current version, by an
 * edited team) are not asked again. Answers the documents with their acceptance.
 */
export async function checkAcceptances(
  db: Executor,
  item: DocumentItem,
  waivers: readonly WaiverAcceptance[],
  skip: ReadonlySet<string> = new Set(),
): Promise<{ document: ConsentDocument; acceptance: WaiverAcceptance }[]> {
  const documents = (await currentDocuments(db, item.owner, item.itemId)).filter(
    (d) => !skip.has(`${d.id}:${d.version}`),
  );
  const errors = acceptanceErrors(documents, waivers);
  if (Object.keys(errors).length) throw new FieldValidationError(errors);
  return documents.map((document) => ({
    document,
    acceptance: waivers.find((w) => w.documentId === document.id)!,
  }));
}

/**
 * The one place a registration's acceptances are checked and stored, inside the registration's
 * own transaction (`trx`), so a registration never exists without them: a camp registration, a
 * team (new or edited: documents it accepted before at their current version are not asked
 * again), an accepted waitlist offer, and every registration of an order. A form's problems are
 * field errors (400); acceptances kept from a waitlist entry that no longer match the documents
 * are a 409 saying which document changed.
 */
export async function recordAcceptances(
  trx: Executor,
  input: {
    /** A registration, or a player a guardian completed from a team's invitation (decision 0100). */
    registration: { kind: AcceptanceKind; id: number };
    item: DocumentItem;
    /** The account accepting ('' for a guardian without one). */
    accountId: string;
    waivers: readonly WaiverAcceptance[];
    at: string;
    from?: 'form' | 'waitlist';
    /** An existing registration (an edited team): it may have accepted documents before. */
    edit?: boolean;
  },
) {
  // A new registration has accepted nothing yet: the read is only for an edit.
  const before = input.edit
    ? (await acceptancesOf(trx, input.registration.kind, [input.registration.id])).get(input.registration.id)
    : undefined;
  const skip = new Set((before ?? []).map((a) => `${a.documentId}:${a.version}`));
  let accepted: Awaited<ReturnType<typeof checkAcceptances>>;
  try {
    accepted = await checkAcceptances(trx, input.item, input.waivers, skip);
  } catch (error) {
    if (input.from !== 'waitlist' || !(error instanceof FieldValidationError)) throw error;
    const documents = await currentDocuments(trx, input.item.owner, input.item.itemId);
    const changed = documents.find(
      (d) => !input.waivers.some((w) => w.documentId === d.id && w.version === d.version),
    );
    throw conflict(waiverMessages.changedSinceJoining(changed?.title ?? documents[0]?.title ?? ''));
  }
  await insertAcceptances(
    trx,
    accepted.map(({ document, acceptance }) => ({
      registration_kind: input.registration.kind,
      registration_id: input.registration.id,
      document_id: document.id,
      version: document.version,
      full_name: acceptance.fullName.trim(),
      accepted_at: input.at,
      account_id: input.accountId,
      // Spanish only when the family had a Spanish text to read; otherwise it read the English one.
      locale: acceptance.locale === 'es' && document.es.body.trim() ? 'es' : 'en',
    })),
  );
}

/** The documents of the camp a session belongs to. */
export async function campSessionItem(db: Executor, sessionId: number): Promise<DocumentItem | null> {
  const campId = await campOfSession(db, sessionId);
  return campId === undefined ? null : { owner: 'camp', itemId: campId };
}

/**
 * Waivers and consents: what a registration form must show, and staff's editing in the
 * catalogue (add, new version, retire), each audited in its transaction.
 */
export function createWaiverService({ db, clock }: ServiceDeps) {
  return {
    async forCampSession(sessionId: number) {
      const item = await campSessionItem(db, sessionId);
      if (!item) throw notFound(messages.campSessionNotFound);
      return currentDocuments(db, item.owner, item.itemId);
    },

    forTournament: (tournamentId: number) => currentDocuments(db, 'tournament', tournamentId),

    async create(actor: Principal, body: z.output<typeof newDocumentInputSchema>) {
      const now = clock();
      const at = now.toISOString();
      return db.transaction().execute(async (trx) => {
        const table = body.owner === 'camp' ? 'camp_specs' : 'tournaments';
        if (!(await catalogRowExists(trx, table, body.itemId)))
          throw new FieldValidationError({
            itemId: [body.owner === 'camp' ? 'Choose an existing camp.' : 'Choose an existing tournament.'],
          });
        const id = await insertDocument(trx, { owner: body.owner, itemId: body.itemId, kind: body.kind, at });
        await insertVersion(trx, {
          documentId: id,
          version: 1,
          title: body.title,
          body: body.body,
          es: body.es,
          by: actor.id,
          at,
        });
        await audit(trx, actor, 'create', 'document', id, { ...body, version: 1 }, now);
        return { id, version: 1 };
      });
    },

    /**
     * A changed title or text, in either language, is a new version (registrations must accept
     * it); a changed kind alone is not.
     */
    async update(actor: Principal, id: number, body: z.output<typeof documentInputSchema>) {
      const now = clock();
      const at = now.toISOString();
      return db.transaction().execute(async (trx) => {
        const current = await findDocument(trx, id);
        if (!current) throw notFound(waiverMessages.notFound);
        if (current.retired_at) throw conflict(waiverMessages.retired);
        const textChanged =
          current.title !== body.title ||
          current.body !== body.body ||
          current.title_es !== body.es.title ||
          current.body_es !== body.es.body;
        const version = textChanged ? current.current_version + 1 : current.current_version;
        // The conditional update first: a second edit of the same version waits for it, then finds
        // the version moved on (409) instead of adding the same version number twice.
        if (
          !(await advanceDocument(trx, id, {
            kind: body.kind,
            from: current.current_version,
            to: version,
            at,
          }))
        )
          throw conflict(waiverMessages.changedMeanwhile);
        if (textChanged)
          await insertVersion(trx, {
            documentId: id,
            version,
            title: body.title,
            body: body.body,
            es: body.es,
            by: actor.id,
            at,
          });
        await audit(trx, actor, 'update', 'document', id, { ...body, version }, now);
        return { id, version };
      });
    },

    async retire(actor: Principal, id: number) {
      const now = clock();
      return db.transaction().execute(async (trx) => {
        const current = await findDocument(trx, id);
        if (!current) throw notFound(waiverMessages.notFound);
        if (!(await retireDocument(trx, id, now.toISOString()))) throw conflict(waiverMessages.retired);
        await audit(
          trx,
          actor,
          'retire',
          'document',
          id,
          { title: current.title, version: current.current_version },
          now,
        );
        return { id };
      });
    },
  };
}

export type WaiverService = ReturnType<typeof createWaiverService>;
