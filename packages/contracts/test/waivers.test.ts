import { describe, expect, it } from 'vitest';
import {
  acceptanceErrors,
  acceptanceText,
  newDocumentInputSchema,
  tournamentRegistrationRequestSchema,
  waiverMessages,
} from '../src/index.js';
import { validTeam } from './fixtures.js';

const waiver = { id: 3, version: 2, title: 'Liability waiver' };
const photo = { id: 5, version: 1, title: 'Photo release' };
const accepted = (d: typeof waiver, fullName = 'Pat Parker') => ({
  documentId: d.id,
  version: d.version,
  accepted: true,
  fullName,
});

describe('acceptanceErrors', () => {
  it('has nothing to say when every document is accepted at its version with a name, in any order', () => {
    expect(acceptanceErrors([waiver, photo], [accepted(photo), accepted(waiver)])).toEqual({});
    expect(acceptanceErrors([], [])).toEqual({});
  });

  it('keys each problem by the acceptance’s place in the form', () => {
    expect(
      acceptanceErrors(
        [waiver, photo],
        [
          { ...accepted(photo), accepted: false },
          { ...accepted(waiver), fullName: '   ' },
        ],
      ),
    ).toEqual({
      'waivers[0].accepted': [waiverMessages.mustAccept],
      'waivers[1].fullName': [waiverMessages.fullNameRequired],
    });
  });

  it('names a document whose version changed, and one the form did not send', () => {
    expect(acceptanceErrors([waiver, photo], [{ ...accepted(waiver), version: 1 }])).toEqual({
      'waivers[0].accepted': [waiverMessages.changed('Liability waiver')],
      waivers: [waiverMessages.missing('Photo release')],
    });
  });
});

describe('waiver schemas', () => {
  it('a team without acceptances has none; an acceptance is refused without its document and version', () => {
    const schema = tournamentRegistrationRequestSchema();
    expect(schema.parse(validTeam).waivers).toEqual([]);
    const bad = schema.safeParse({ ...validTeam, waivers: [{ accepted: true }] });
    expect(bad.error?.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'waivers.0.documentId',
      'waivers.0.version',
    ]);
  });

  it('a new document names a camp or tournament, a kind, a single-line title and a text', () => {
    expect(
      newDocumentInputSchema.safeParse({
        owner: 'camp',
        itemId: '4',
        kind: 'medical_consent',
        title: 'Medical consent',
        body: 'Line one.\nLine two.',
      }).success,
    ).toBe(true);
    const bad = newDocumentInputSchema.safeParse({
      owner: 'club',
      itemId: 0,
      kind: 'x',
      title: 'a\nb',
      body: '',
    });
    expect(bad.error?.issues.map((i) => i.path[0]).sort()).toEqual([
      'body',
      'itemId',
      'kind',
      'owner',
      'title',
    ]);
  });

  /** An acceptance of the waiver's second version, given in English. */
  const accepted = {
    documentId: 3,
    kind: 'liability_waiver',
    title: 'Liability waiver',
    version: 2,
    fullName: 'Pat Parker',
    acceptedAt: '2027-06-01T14:30:00.000Z',
    locale: 'en',
  } as const;

  it('shows an acceptance in one line, with the instant as the caller formats it', () => {
    expect(acceptanceText(accepted, (iso) => iso)).toBe(
      'Liability waiver v2, accepted by Pat Parker, 2027-06-01T14:30:00.000Z',
    );
  });

  it('names the language of an acceptance given in Spanish', () => {
    expect(acceptanceText({ ...accepted, fullName: 'Ana López', locale: 'es' }, (iso) => iso)).toBe(
      'Liability waiver v2 (Spanish), accepted by Ana López, 2027-06-01T14:30:00.000Z',
    );
  });
});
