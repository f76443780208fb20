import { describe, expect, it } from 'vitest';
import {
  campSpecInputSchema,
  contactErrorKeys,
  contactMessageRequestSchema,
  maxPathId,
  pathIdParams,
  pathNumber,
  toFieldErrors,
  tournamentRegistrationRequestSchema,
  validationMessages as vm,
} from '../src/index.js';
import { member, validContact, validTeam } from './fixtures.js';

function contactErrors(overrides: Record<string, string>) {
  const result = contactMessageRequestSchema.safeParse({ ...validContact, ...overrides });
  return result.success ? {} : toFieldErrors(result.error, contactErrorKeys);
}

describe('single-line text fields', () => {
  it('refuse line breaks and tabs, naming the field with its route key', () => {
    for (const subject of ['Hi\r\nBcc: someone@example.com', 'Hi\nthere', 'a\tb', 'a\u2028b', 'a\u2029b'])
      expect(contactErrors({ subject }), JSON.stringify(subject)).toEqual({
        Subject: [vm.singleLine('Subject')],
      });
  });

  it('refuse control and invisible formatting characters anywhere in the value', () => {
    const samples = {
      NUL: 'Ana\u0000',
      BEL: '\u0007Ana',
      DEL: 'A\u007fna',
      C1: 'A\u0085na',
      'right-to-left override': 'Ana\u202Egpj.exe',
      'left-to-right isolate': 'A\u2066na',
      'right-to-left mark': 'A\u200Fna',
      'zero-width space': 'A\u200Bna',
      'zero-width joiner': 'A\u200Dna',
      'byte order mark': '\uFEFFAna',
      'soft hyphen': 'A\u00ADna',
    };
    for (const [name, firstName] of Object.entries(samples))
      expect(contactErrors({ firstName }), name).toEqual({
        FirstName: [vm.invisibleCharacters('First name')],
      });
  });

  it('keep ordinary letters of every script, accents and emoji', () => {
    for (const firstName of ['José', 'Zoë', 'Nguyễn', 'محمد', 'דוד', '王小明', 'Ana 😀', "O'Brien-Smith"])
      expect(contactErrors({ firstName }), firstName).toEqual({});
  });

  it('apply to nested fields as well', () => {
    const result = tournamentRegistrationRequestSchema().safeParse({
      ...validTeam,
      teamMembers: [{ ...member, playerFullName: 'Kid\u0000One', parentFullName: 'Parent\nOne' }],
    });
    expect(toFieldErrors(result.error!)).toEqual({
      'teamMembers[0].playerFullName': [vm.invisibleCharacters('Player name')],
      'teamMembers[0].parentFullName': [vm.singleLine('Parent name')],
    });
  });
});

describe('free-text fields', () => {
  it('keep line breaks, tabs and emoji joiners', () => {
    expect(contactErrors({ message: 'Hello,\r\n\tline two\nline three 👨‍👩‍👧' })).toEqual({});
    const notes = campSpecInputSchema.safeParse({
      campName: 'Camp',
      catalogDescription: 'Line one\nLine two',
      attendeeNotes: 'Bring:\n- water\n- shin guards',
    });
    expect(notes.success).toBe(true);
  });

  it('still refuse control characters and bidi overrides', () => {
    for (const message of ['Hello\u0000', 'Hi\u0007', 'pay \u202Eevil', 'a\u2066b', 'x\u200By', 'a\u2028b'])
      expect(contactErrors({ message }), JSON.stringify(message)).toEqual({
        Message: [vm.invisibleCharacters('Message')],
      });
  });
});

describe('path numbers', () => {
  const id = pathNumber();

  it('accept plain digits from 1 to the largest id', () => {
    expect(id.parse('1')).toBe(1);
    expect(id.parse('42')).toBe(42);
    expect(id.parse(String(maxPathId))).toBe(maxPathId);
  });

  it('refuse every other spelling of a number', () => {
    for (const raw of ['0x1', '1e0', ' 1', '1 ', '01', '+1', '-1', '0', '1.0', '1_0', '', '١', '0b1'])
      expect(id.safeParse(raw).success, JSON.stringify(raw)).toBe(false);
    expect(id.safeParse('0x1').error?.issues[0]?.message).toBe(vm.invalidPathNumber);
  });

  it('refuse numbers beyond the column range', () => {
    expect(id.safeParse(String(maxPathId + 1)).error?.issues[0]?.message).toBe(
      vm.pathNumberTooLarge(maxPathId),
    );
    expect(id.safeParse('99999999999').success).toBe(false);
  });

  it('take a smaller maximum for page sizes', () => {
    expect(pathNumber(100).safeParse('100').success).toBe(true);
    expect(pathNumber(100).safeParse('101').success).toBe(false);
  });

  it('build one param schema for several ids', () => {
    const params = pathIdParams('tournamentId', 'ageRangeId');
    expect(params.parse({ tournamentId: '3', ageRangeId: '7' })).toEqual({ tournamentId: 3, ageRangeId: 7 });
    expect(params.safeParse({ tournamentId: '3', ageRangeId: '7e0' }).success).toBe(false);
  });
});
