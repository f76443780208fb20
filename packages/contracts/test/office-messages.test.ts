import { describe, expect, it } from 'vitest';
import {
  fillPlaceholders,
  officeMessageSchema,
  officeMessageTexts,
  textConsentSchema,
  toE164,
  unknownPlaceholders,
} from '../src/office-messages.js';

describe('office messages', () => {
  it('knows its placeholders and fills them, leaving nothing else touched', () => {
    expect(unknownPlaceholders('Hi {firstName}, {camp} starts {start}.')).toEqual([]);
    expect(unknownPlaceholders('Hi {firstname} {} {camp}')).toEqual(['firstname', '']);
    expect(
      fillPlaceholders('Hi {firstName} at {camp}, {start}', {
        firstName: 'Ana',
        camp: 'Striker',
        start: 'Jun 1',
      }),
    ).toBe('Hi Ana at Striker, Jun 1');
  });

  it('refuses an unknown placeholder on the field that has it, and a date range backwards', () => {
    const result = officeMessageSchema.safeParse({
      audience: { kind: 'dateRange', from: '2030-02-01', to: '2030-01-01' },
      subject: 'Hello {who}',
      body: 'Body',
    });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toContainEqual(['subject', officeMessageTexts.unknownPlaceholder('who')]);
    expect(issues).toContainEqual(['audience.to', officeMessageTexts.dateRangeOrder]);
  });

  it('takes a mobile number only with consent, and writes it as E.164', () => {
    expect(textConsentSchema.safeParse({ phone: '(615) 555-0110', consent: false }).success).toBe(false);
    expect(textConsentSchema.parse({ phone: '(615) 555-0110', consent: true }).phone).toBe('(615) 555-0110');
    expect(toE164('(615) 555-0110')).toBe('+16155550110');
    expect(toE164('1-615-555-0110')).toBe('+16155550110');
  });
});
