import { campEligibilityProblem, validationMessages } from '@soccer/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { showTestsIn } from '../../testing/catalogs';
import { validationText } from './form-texts';

describe('validationText', () => {
  afterEach(() => showTestsIn('en'));

  it('shows the contracts’ English exactly as it is in English', () => {
    showTestsIn('en');
    const problem = campEligibilityProblem('2010-01-01', {
      campStartDate: '2026-12-10',
      minAge: 6,
      maxAge: 9,
    });
    expect(problem).not.toBeNull();
    expect(validationText(problem!)).toBe(problem);
  });

  it('says an age rule in Spanish with the ages and the day in Spanish too', () => {
    showTestsIn('es');
    const problem = campEligibilityProblem('2016-01-01', {
      campStartDate: '2026-12-10',
      minAge: 6,
      maxAge: 9,
    });
    expect(validationText(problem!)).toBe(
      'Esta sesión es para jugadores de 6 a 9 años el primer día (10/12/2026); ese día este jugador tendrá 10 años.',
    );
    const older = campEligibilityProblem('2010-01-01', {
      campStartDate: '2026-12-10',
      minAge: 6,
      maxAge: null,
    });
    expect(older).toBeNull();
    const younger = campEligibilityProblem('2024-01-01', {
      campStartDate: '2026-12-10',
      minAge: 6,
      maxAge: null,
    });
    expect(validationText(younger!)).toContain('para jugadores desde 6 años el primer día');
  });

  it('names a field in Spanish inside a validation message', () => {
    showTestsIn('es');
    expect(validationText(validationMessages.required('City'))).toBe('Ciudad: este dato es obligatorio.');
  });
});
