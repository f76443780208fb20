import {
  accountDataMessages,
  campEligibilityProblem,
  inboxMessages,
  ledgerMessages,
  orderLimits,
  orderMessages,
  refundMessages,
  registrationStatusLabels,
  switchMessages,
  validationMessages,
} from '@soccer/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { showTestsIn } from '../../testing/catalogs';
import { validationText } from './form-texts';
import { i18n } from './i18n';

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

describe('validationText: the order messages with a count', () => {
  afterEach(() => showTestsIn('en'));

  const noneRegistered = 'No inscribimos a ningún jugador de este pedido.';

  it('words every branch in English exactly as the contracts do', () => {
    showTestsIn('en');
    for (const left of [0, 1, 2, 7]) {
      const english = orderMessages.notEnoughSeats('Skills Camp', left);
      expect(i18n._('order.notEnoughSeats', { a0: 'Skills Camp', a1: left }), english).toBe(english);
    }
    for (const held of [1, 2, 3]) {
      for (const make of [orderMessages.holdsInSession, orderMessages.holdsInAll]) {
        const english = make(held, 4);
        const key = make === orderMessages.holdsInAll ? 'order.holdsInAll' : 'order.holdsInSession';
        expect(i18n._(key, { a0: held, a1: 4 }), english).toBe(english);
      }
    }
  });

  it('says in Spanish why staff’s change of an inbox status was refused', () => {
    showTestsIn('es');
    expect(validationText(inboxMessages.changedMeanwhile)).toBe(
      'Otra persona lo acaba de cambiar. Vuelva a cargar la página e inténtelo de nuevo.',
    );
  });

  it('says a full session in Spanish', () => {
    showTestsIn('es');
    expect(validationText(orderMessages.notEnoughSeats('Skills Camp', 0))).toBe(
      `Ya no quedan cupos en Skills Camp. ${noneRegistered}`,
    );
    // A count below zero reads as full, as the contracts word it.
    expect(validationText(orderMessages.notEnoughSeats('Skills Camp', -2))).toBe(
      `Ya no quedan cupos en Skills Camp. ${noneRegistered}`,
    );
  });

  it('says one seat left in Spanish', () => {
    showTestsIn('es');
    expect(validationText(orderMessages.notEnoughSeats('Skills Camp', 1))).toBe(
      `En Skills Camp solo queda 1 cupo. ${noneRegistered}`,
    );
  });

  it('says several seats left in Spanish', () => {
    showTestsIn('es');
    expect(validationText(orderMessages.notEnoughSeats('Camp, Ages 6-9', 3))).toBe(
      `En Camp, Ages 6-9 solo quedan 3 cupos. ${noneRegistered}`,
    );
  });

  it('says one and several unpaid seats in the session in Spanish', () => {
    showTestsIn('es');
    expect(validationText(orderMessages.holdsInSession(1, 4))).toBe(
      'Ya tiene 1 cupo sin pagar en esta sesión del campamento y, con este pedido, pasaría del límite de 4. Páguelo primero o espere a que venza esa reserva.',
    );
    expect(validationText(orderMessages.holdsInSession(3, 4))).toBe(
      'Ya tiene 3 cupos sin pagar en esta sesión del campamento y, con este pedido, pasaría del límite de 4. Páguelos primero o espere a que venza alguna de esas reservas.',
    );
  });

  it('says one and several unpaid registrations in Spanish', () => {
    showTestsIn('es');
    expect(validationText(orderMessages.holdsInAll(1, 6))).toBe(
      'Ya tiene 1 inscripción sin pagar y, con este pedido, pasaría del límite de 6. Páguela primero o espere a que venza esa reserva.',
    );
    expect(validationText(orderMessages.holdsInAll(5, 6))).toBe(
      'Ya tiene 5 inscripciones sin pagar y, con este pedido, pasaría del límite de 6. Páguelas primero o espere a que venza alguna de esas reservas.',
    );
  });

  it('says the order limits in Spanish with the contracts’ numbers', () => {
    showTestsIn('es');
    expect(validationText(orderMessages.tooFewPlayers)).toBe(
      `Un pedido debe tener al menos ${orderLimits.minPlayers} jugadores.`,
    );
    expect(validationText(orderMessages.tooManyPlayers)).toBe(
      `Un pedido puede tener como máximo ${orderLimits.maxPlayers} jugadores.`,
    );
    expect(validationText(orderMessages.tooManyInSession)).toBe(
      `Un pedido puede reservar como máximo ${orderLimits.maxHoldsPerSession} cupos en una misma sesión del campamento.`,
    );
  });
});

describe('validationText: why a payment, a move, a cancellation or an erasure is refused', () => {
  afterEach(() => showTestsIn('en'));

  it('words the counted refusals in English exactly as the contracts do', () => {
    showTestsIn('en');
    for (const n of [1, 2, 4]) {
      expect(i18n._('ledgerRule.tooManyHoldsInSession', { a0: n })).toBe(
        ledgerMessages.tooManyHoldsInSession(n),
      );
      expect(i18n._('accountRule.upcomingPaid', { a0: n })).toBe(accountDataMessages.upcomingPaid(n));
    }
  });

  it('says them in Spanish, each branch, with a status in its Spanish word', () => {
    showTestsIn('es');
    expect(validationText(ledgerMessages.tooManyHoldsInSession(1))).toBe(
      'Ya tiene 1 cupo sin pagar en esta sesión del campamento. Páguelo primero o espere a que venza esa reserva.',
    );
    expect(validationText(ledgerMessages.tooManyHoldsInSession(3))).toBe(
      'Ya tiene 3 cupos sin pagar en esta sesión del campamento. Páguelos primero o espere a que venza alguna de esas reservas.',
    );
    expect(validationText(accountDataMessages.upcomingPaid(1))).toMatch(
      /^Tiene 1 inscripción pagada en un campamento o torneo .* cancélela primero o vuelva a intentarlo cuando termine\.$/,
    );
    expect(validationText(accountDataMessages.upcomingPaid(2))).toMatch(
      /^Tiene 2 inscripciones pagadas en campamentos o torneos .* cancélelas primero o vuelva a intentarlo cuando terminen\.$/,
    );
    expect(validationText(ledgerMessages.noLongerPayable(registrationStatusLabels.cancelled))).toBe(
      `Esta inscripción está en estado «${i18n._('status.cancelled')}» y ya no se puede pagar.`,
    );
    expect(validationText(switchMessages.pastCutoff('2030-06-01'))).toBe(
      'Los cambios a otra sesión se podían hacer hasta el 1/6/2030. Por favor, comuníquese con nosotros.',
    );
    expect(validationText(refundMessages.started)).toBe(
      'El campamento o el torneo ya comenzó; por favor, comuníquese con nosotros.',
    );
  });
});
