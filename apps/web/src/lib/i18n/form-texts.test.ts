import { campEligibilityProblem, validationMessages } from '@soccer/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { showTestsIn } from '../../testing/catalogs';
import { validationText } from './form-texts';

/** What contracts say of a player born on `birthDate` for a session from Dec 10, 2026 (null: nothing). */
const ageProblem = (birthDate: string, maxAge: number | null) =>
  campEligibilityProblem(birthDate, { campStartDate: '2026-12-10', minAge: 6, maxAge });

describe('validationText', () => {
  afterEach(() => showTestsIn('en'));

  it('shows the contracts’ English exactly as it is in English', () => {
    showTestsIn('en');
    const problem = ageProblem('2010-01-01', 9);
    expect(problem).not.toBeNull();
    expect(validationText(problem!)).toBe(problem);
  });

  it('says an age rule in Spanish with the ages and the day in Spanish too', () => {
    showTestsIn('es');
    expect(validationText(ageProblem('2016-01-01', 9)!)).toBe(
      'Esta sesión es para jugadores de 6 a 9 años el primer día (10/12/2026); ese día este jugador tendrá 10 años.',
    );
    expect(ageProblem('2010-01-01', null)).toBeNull();
    expect(validationText(ageProblem('2024-01-01', null)!)).toContain(
      'para jugadores desde 6 años el primer día',
    );
  });

  it('names a field in Spanish inside a validation message', () => {
    showTestsIn('es');
    expect(validationText(validationMessages.required('City'))).toBe('Ciudad: este dato es obligatorio.');
  });
});
