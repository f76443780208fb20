import { contactErrorKeys, fieldRentalErrorKeys } from '@soccer/contracts';
import { describe, expect, it, vi } from 'vitest';
import { applyServerErrors, invertKeys, serverKeyToField } from './server-errors';

describe('server errors onto form fields', () => {
  it('maps capitalised and indexed keys back to field names', () => {
    expect(serverKeyToField('FirstName', invertKeys(contactErrorKeys))).toBe('firstName');
    expect(serverKeyToField('Zipcode', invertKeys(fieldRentalErrorKeys))).toBe('zipCode');
    expect(serverKeyToField('teamMembers[1].parentPhone')).toBe('teamMembers.1.parentPhone');
    expect(serverKeyToField('playerState')).toBe('playerState');
  });

  it('sets the first message of known fields and returns the rest', () => {
    const setError = vi.fn();
    const rest = applyServerErrors(
      { 'teamMembers[2].playerFullName': ['Too long', 'second'], teamName: ['Required'], body: ['Bad JSON'] },
      setError,
      ['teamMembers', 'teamName'],
    );
    expect(setError).toHaveBeenCalledWith(
      'teamMembers.2.playerFullName',
      { type: 'server', message: 'Too long' },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenCalledWith(
      'teamName',
      { type: 'server', message: 'Required' },
      { shouldFocus: false },
    );
    expect(rest).toEqual(['Bad JSON']);
  });
});
