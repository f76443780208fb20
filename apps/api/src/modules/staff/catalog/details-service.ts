import { createHash } from 'node:crypto';
import {
  type CampDetails,
  catalogDetailLimits,
  catalogDetailMessages,
  type ImagePair,
  imageContentType,
  imagePairSchema,
  imagesOf,
  imageWidths,
  type SessionDetails,
  storedDetails,
  type TournamentDetails,
} from '@soccer/contracts';
import sharp from 'sharp';
import { z } from 'zod';
import type { Principal } from '../../../auth/token-verifier.js';
import type { Executor } from '../../../db/database.js';
import { conflict, FieldValidationError, notFound } from '../../../lib/errors.js';
import type { ServiceDeps } from '../../../lib/services.js';
import { audit } from '../../audit/audit-repository.js';
import {
  allDetails,
  type DetailsTable,
  deleteImage,
  deleteImagesExcept,
  findImage,
  insertImage,
  saveDetails,
  storedImageHashes,
} from './details-repository.js';

/** The formats sharp reads that staff may upload (contracts `imageUploadTypes`). */
const uploadFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);
/** An upload not yet saved in any details is kept this long, then removed with the unused ones. */
const unsavedUploadMs = 24 * 60 * 60 * 1000;

/** The images of any kind of stored details. */
const storedImagesSchema = z.object({
  photos: z.array(z.object({ images: imagePairSchema })).default([]),
  coaches: z.array(z.object({ photo: imagePairSchema.nullable() })).default([]),
});

const fileError = (message: string) => new FieldValidationError({ file: [message] });

/** One stored size of an upload: decoded, turned upright, resized, re-encoded; no metadata kept. */
async function encode(bytes: Buffer, width: number) {
  const { data, info } = await sharp(bytes, {
    limitInputPixels: catalogDetailLimits.uploadPixels,
    failOn: 'error',
  })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  return {
    hash: createHash('sha256').update(data).digest('hex').slice(0, 32),
    contentType: imageContentType,
    width: info.width,
    height: info.height,
    bytes: data,
  };
}

type AnyDetails = CampDetails | SessionDetails | TournamentDetails;

/**
 * Reads an image file, makes its two sizes and stores them (once: the same bytes keep their
 * name). Not an image, an unreadable one or one of too many pixels is a 400 on `file`.
 */
export async function storeImage(db: Executor, body: unknown, at: Date): Promise<ImagePair> {
  if (!Buffer.isBuffer(body) || body.length === 0) throw fileError(catalogDetailMessages.notAnImage);
  let format: string | undefined;
  let pixels = 0;
  try {
    const meta = await sharp(body).metadata();
    format = meta.format;
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch {
    throw fileError(catalogDetailMessages.notAnImage);
  }
  if (!format || !uploadFormats.has(format)) throw fileError(catalogDetailMessages.notAnImage);
  if (pixels > catalogDetailLimits.uploadPixels) throw fileError(catalogDetailMessages.tooManyPixels);
  let large: Awaited<ReturnType<typeof encode>>;
  let small: Awaited<ReturnType<typeof encode>>;
  try {
    large = await encode(body, imageWidths.large);
    small = await encode(body, imageWidths.small);
  } catch {
    throw fileError(catalogDetailMessages.corruptImage);
  }
  await insertImage(db, large, at.toISOString());
  await insertImage(db, small, at.toISOString());
  const ref = ({ hash, width, height }: typeof large) => ({ hash, width, height });
  return { large: ref(large), small: ref(small) };
}

/**
 * What a camp, a session and a tournament are (decision 0065): staff save their details, upload
 * photos (re-encoded here, so what is stored carries no metadata from the camera), and remove
 * them; anyone reads an image by its hash.
 */
export function createDetailsService({ db, clock }: ServiceDeps) {
  /** Every image a details value points at must be stored (a 400 on the field that names it). */
  async function requireImages(details: AnyDetails) {
    const stored = await storedImageHashes(db, imagesOf(details));
    const missing = (pair: ImagePair | null) =>
      pair !== null && (!stored.has(pair.large.hash) || !stored.has(pair.small.hash));
    const errors: Record<string, string[]> = {};
    if ('photos' in details)
      for (const [i, p] of details.photos.entries())
        if (missing(p.images)) errors[`photos[${i}].images`] = [catalogDetailMessages.noSuchImage];
    if ('coaches' in details)
      for (const [i, c] of details.coaches.entries())
        if (missing(c.photo)) errors[`coaches[${i}].photo`] = [catalogDetailMessages.noSuchImage];
    if (Object.keys(errors).length) throw new FieldValidationError(errors);
  }

  /** The hashes every saved details value shows (every kind keeps them in `photos` and `coaches`). */
  async function imagesInUse() {
    const keep = new Set<string>();
    for (const text of await allDetails(db)) {
      const details = storedDetails(storedImagesSchema, text, { photos: [], coaches: [] });
      for (const hash of imagesOf(details)) keep.add(hash);
    }
    return keep;
  }

  async function save(
    table: DetailsTable,
    entity: string,
    actor: Principal,
    id: number,
    details: AnyDetails,
  ) {
    await requireImages(details);
    const at = clock();
    await db.transaction().execute(async (trx) => {
      if (!(await saveDetails(trx, table, id, details))) throw notFound();
      await audit(trx, actor, 'update', entity, id, details, at);
    });
    // Photos taken off the page go with the save; uploads of the last day not saved yet stay.
    await deleteImagesExcept(db, await imagesInUse(), new Date(at.getTime() - unsavedUploadMs).toISOString());
    return { id };
  }

  return {
    saveCamp: (actor: Principal, id: number, details: CampDetails) =>
      save('camp_specs', 'campSpecDetails', actor, id, details),
    saveSession: (actor: Principal, id: number, details: SessionDetails) =>
      save('camp_sessions', 'campSessionDetails', actor, id, details),
    saveTournament: (actor: Principal, id: number, details: TournamentDetails) =>
      save('tournaments', 'tournamentDetails', actor, id, details),

    /**
     * An uploaded photo, stored in a large and a small size. Not an image, an unreadable one or
     * one of too many pixels is a 400 on `file`; a file over the size limit never gets here (413).
     */
    async upload(actor: Principal, body: unknown): Promise<ImagePair> {
      const at = clock();
      return db.transaction().execute(async (trx) => {
        const pair = await storeImage(trx, body, at);
        await audit(trx, actor, 'upload', 'image', pair.large.hash, { small: pair.small.hash }, at);
        return pair;
      });
    },

    /** Deletes an image no camp, session or tournament shows (409 while one does). */
    async remove(actor: Principal, hash: string) {
      if ((await imagesInUse()).has(hash)) throw conflict(catalogDetailMessages.stillShown);
      if (!(await deleteImage(db, hash))) throw notFound();
      await audit(db, actor, 'delete', 'image', hash, {}, clock());
    },

    /** An image by its hash, for anyone. */
    image: (hash: string) => findImage(db, hash),
  };
}

export type DetailsService = ReturnType<typeof createDetailsService>;
