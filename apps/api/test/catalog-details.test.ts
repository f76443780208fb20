import {
  type CampSession,
  catalogDetailLimits,
  catalogDetailMessages,
  type ImagePair,
  imageWidths,
} from '@soccer/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createCampSession, createTournament } from './support/factories.js';
import { accounts, createTestApp, freshForEachTest, type TestApp } from './support/test-app.js';
import { testEngine } from './support/test-database.js';

/** A camera's photo: 2400 × 1600, with the camera's name and where it was taken in its EXIF. */
const cameraPhoto = () =>
  sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#2e7d32' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCam', Artist: 'A parent' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '36/1 9/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '86/1 46/1 0/1',
      },
    })
    .toBuffer();

const upload = (t: TestApp, bytes: Buffer | string, type = 'image/jpeg', account = accounts.staff) =>
  t.as(account, {
    method: 'POST',
    url: '/api/Admin/Images',
    headers: { 'content-type': type },
    payload: bytes,
  });

async function uploaded(t: TestApp): Promise<ImagePair> {
  const res = await upload(t, await cameraPhoto());
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const openSessions = async (t: TestApp): Promise<CampSession[]> =>
  (await t.as(null, { url: '/api/Camps/GetCampSessions/_allStates' })).json();

describe(`camp, session and tournament details; photos (${testEngine})`, () => {
  const t = freshForEachTest(() => createTestApp());

  it('an upload is resized to a large and a small width, re-encoded without its EXIF or GPS data, and served by its hash for good', async () => {
    const original = await cameraPhoto();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const pair = await uploaded(t);
    expect(pair.large).toMatchObject({ width: imageWidths.large, height: 1067 });
    expect(pair.small).toMatchObject({ width: imageWidths.small, height: 320 });

    for (const ref of [pair.large, pair.small]) {
      const res = await t.as(null, { url: `/api/Images/${ref.hash}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([ref.width, ref.height]);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
    }
    // The same photo again is the same images.
    expect((await upload(t, original)).json()).toEqual(pair);
  });

  it('a file that is not an image, a corrupt one, an empty one or a JSON body is a 400 on the file; an oversized one a 413', async () => {
    const notImage = await upload(t, 'just some words', 'image/png');
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().errors.file).toEqual([catalogDetailMessages.notAnImage]);

    const photo = await cameraPhoto();
    const corrupt = await upload(t, photo.subarray(0, Math.floor(photo.length / 3)));
    expect(corrupt.statusCode).toBe(400);
    expect(corrupt.json().errors.file).toEqual([catalogDetailMessages.corruptImage]);

    const svg = await upload(
      t,
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>',
      'image/svg+xml',
    );
    expect(svg.statusCode).toBe(400);
    expect(svg.json().errors.file).toEqual([catalogDetailMessages.notAnImage]);

    const json = await t.as(accounts.staff, { method: 'POST', url: '/api/Admin/Images', payload: { a: 1 } });
    expect(json.statusCode).toBe(400);
    expect(json.json().errors.file).toEqual([catalogDetailMessages.notAnImage]);

    const tooBig = await upload(t, Buffer.alloc(catalogDetailLimits.uploadBytes + 1, 1));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ status: 413, title: 'Payload Too Large' });
  });

  it('a photo of more pixels than the limit is a 400, decoded or not', async () => {
    // A PNG of one colour compresses to a few kilobytes whatever its size.
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(catalogDetailLimits.uploadBytes);
    const res = await upload(t, huge, 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.file).toEqual([catalogDetailMessages.tooManyPixels]);
  });

  it("staff save a camp's details and a session's own; the public list shows them merged, the session's value winning", async () => {
    const sessionId = await createCampSession(t.database.db, t.clock.now);
    const specId = (
      await t.database.db.selectFrom('camp_sessions').select('camp_spec_id').executeTakeFirstOrThrow()
    ).camp_spec_id;
    const photo = await uploaded(t);
    const coachPhoto = await uploaded(t);
    const camp = {
      dropOffTime: '08:30',
      pickUpTime: '12:15',
      venueNotes: 'Park in lot B; we play on field 3.',
      es: { venueNotes: 'Estacione en el lote B; jugamos en la cancha 3.' },
      photos: [
        {
          images: photo,
          alt: 'Field 3 from the parking lot',
          es: { alt: 'La cancha 3 desde el estacionamiento' },
        },
      ],
      coaches: [
        {
          name: 'Ana Ruiz',
          bio: 'Former college keeper.',
          es: { bio: 'Exportera universitaria.' },
          photo: coachPhoto,
        },
      ],
      questions: [
        {
          question: 'What if it rains?',
          answer: 'We play unless there is lightning.',
          es: { question: '', answer: '' },
        },
      ],
    };
    const saved = await t.as(accounts.staff, {
      method: 'PUT',
      url: `/api/Admin/CampSpecs/${specId}/details`,
      payload: camp,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    let session = (await openSessions(t)).find((s) => s.id === sessionId)!;
    expect(session.details).toMatchObject({
      dropOffTime: '08:30',
      pickUpTime: '12:15',
      venueNotes: camp.venueNotes,
      photos: camp.photos,
      coaches: camp.coaches,
      questions: camp.questions,
    });
    expect(session.campSpec.attendeeNotes).toBe('Bring water');

    const own = await t.as(accounts.staff, {
      method: 'PUT',
      url: `/api/Admin/CampSessions/${sessionId}/details`,
      payload: {
        pickUpTime: '13:00',
        attendeeNotes: 'Bring a packed lunch.',
        es: { attendeeNotes: 'Traiga almuerzo.' },
      },
    });
    expect(own.statusCode, own.body).toBe(200);
    session = (await openSessions(t)).find((s) => s.id === sessionId)!;
    expect(session.details).toMatchObject({
      dropOffTime: '08:30',
      pickUpTime: '13:00',
      venueNotes: camp.venueNotes,
    });
    expect(session.campSpec.attendeeNotes).toBe('Bring a packed lunch.');
    expect(session.campSpec.es.attendeeNotes).toBe('Traiga almuerzo.');

    const catalog = (await t.as(accounts.staff, { url: '/api/Admin/Catalog' })).json();
    expect(catalog.campSpecs.find((c: { id: number }) => c.id === specId).details.coaches[0].name).toBe(
      'Ana Ruiz',
    );
    expect(catalog.campSessions.find((c: { id: number }) => c.id === sessionId).details.pickUpTime).toBe(
      '13:00',
    );

    // An archived session is not public: neither it nor its details are in the list.
    await t.database.db
      .updateTable('camp_sessions')
      .set({ archived_at: t.clock.now.toISOString() })
      .execute();
    t.app.publicCache.clear();
    expect((await openSessions(t)).find((s) => s.id === sessionId)).toBeUndefined();
  });

  it('bad details are a 400 beside their fields; an unknown camp a 404', async () => {
    const sessionId = await createCampSession(t.database.db, t.clock.now);
    const specId = (
      await t.database.db.selectFrom('camp_sessions').select('camp_spec_id').executeTakeFirstOrThrow()
    ).camp_spec_id;
    const put = (url: string, payload: object) => t.as(accounts.staff, { method: 'PUT', url, payload });
    const camp = `/api/Admin/CampSpecs/${specId}/details`;

    let res = await put(camp, { dropOffTime: '8.30', pickUpTime: '25:00' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      dropOffTime: [catalogDetailMessages.time],
      pickUpTime: [catalogDetailMessages.time],
    });

    res = await put(`/api/Admin/CampSessions/${sessionId}/details`, {
      dropOffTime: '12:00',
      pickUpTime: '09:00',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.pickUpTime).toEqual([catalogDetailMessages.pickUpBeforeDropOff]);

    const question = { question: 'Q?', answer: 'A.' };
    res = await put(camp, {
      questions: Array.from({ length: catalogDetailLimits.questions + 1 }, () => question),
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().errors)).toContain(
      catalogDetailMessages.tooMany('questions', catalogDetailLimits.questions),
    );

    res = await put(camp, { venueNotes: 'x'.repeat(catalogDetailLimits.venueNotes + 1) });
    expect(res.statusCode).toBe(400);

    // A photo must be one the server stored, and needs its description in both languages.
    const fake = { hash: 'a'.repeat(32), width: 10, height: 10 };
    res = await put(camp, {
      photos: [{ images: { large: fake, small: fake }, alt: 'Field', es: { alt: 'Cancha' } }],
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().errors)).toContain(catalogDetailMessages.noSuchImage);
    const photo = await uploaded(t);
    res = await put(camp, { photos: [{ images: photo, alt: 'Field', es: { alt: '' } }] });
    expect(res.statusCode).toBe(400);

    expect((await put('/api/Admin/CampSpecs/999999/details', {})).statusCode).toBe(404);
  });

  it("staff save a tournament's venue notes, what to bring and questions", async () => {
    const { tournamentId } = await createTournament(t.database.db, t.clock.now);
    const res = await t.as(accounts.staff, {
      method: 'PUT',
      url: `/api/Admin/Tournaments/${tournamentId}/details`,
      payload: {
        venueNotes: 'Fields 1-4 behind the school.',
        attendeeNotes: 'Two jerseys, light and dark.',
        questions: [{ question: 'Is there food?', answer: 'A food truck on both days.' }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const catalog = (await t.as(accounts.staff, { url: '/api/Admin/Catalog' })).json();
    expect(catalog.tournaments.find((x: { id: number }) => x.id === tournamentId).details).toMatchObject({
      venueNotes: 'Fields 1-4 behind the school.',
      attendeeNotes: 'Two jerseys, light and dark.',
      questions: [
        {
          question: 'Is there food?',
          answer: 'A food truck on both days.',
          es: { question: '', answer: '' },
        },
      ],
    });
  });

  it('a photo still shown cannot be deleted; once off the page staff delete it and it is gone; only staff upload', async () => {
    await createCampSession(t.database.db, t.clock.now);
    const specId = (await t.database.db.selectFrom('camp_specs').select('id').executeTakeFirstOrThrow()).id;
    const photo = await uploaded(t);
    const details = `/api/Admin/CampSpecs/${specId}/details`;
    await t.as(accounts.staff, {
      method: 'PUT',
      url: details,
      payload: { photos: [{ images: photo, alt: 'Field', es: { alt: 'Cancha' } }] },
    });
    const del = () =>
      t.as(accounts.staff, { method: 'DELETE', url: `/api/Admin/Images/${photo.large.hash}` });
    expect((await del()).statusCode).toBe(409);
    await t.as(accounts.staff, { method: 'PUT', url: details, payload: { photos: [] } });
    expect((await del()).statusCode).toBe(204);
    expect((await t.as(null, { url: `/api/Images/${photo.large.hash}` })).statusCode).toBe(404);
    expect((await del()).statusCode).toBe(404);

    expect((await t.as(null, { url: `/api/Images/${'0'.repeat(32)}` })).statusCode).toBe(404);
    expect((await t.as(null, { url: '/api/Images/not-a-hash' })).statusCode).toBe(400);
    expect((await upload(t, await cameraPhoto(), 'image/jpeg', accounts.parentA)).statusCode).toBe(403);
    expect((await upload(t, await cameraPhoto(), 'image/jpeg', null as never)).statusCode).toBe(401);
  });
});
