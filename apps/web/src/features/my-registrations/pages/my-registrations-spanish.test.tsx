import {
  apiPaths,
  describeNamedItem,
  type SessionSwitch,
  switchMessages,
  switchNote,
} from '@soccer/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { showTestsIn } from '../../../testing/catalogs';
import {
  makeCampRegistration,
  makeCampSession,
  makeSwitchOptions,
  makeWaitlistEntry,
} from '../../../testing/factories';
import { fakeSession } from '../../../testing/fake-auth-client';
import { json, mockApi } from '../../../testing/mock-api';
import { setUpPageTests } from '../../../testing/preload-pages';
import { renderApp } from '../../../testing/render';
import { setViewportWidth } from '../../../testing/viewport';

setUpPageTests('myRegistrations', 'checkout');

const session = fakeSession({ id: 'user-1' });
const campSession = makeCampSession({
  campStartDate: '2099-03-14T00:00:00Z',
  campEndDate: '2099-03-18T00:00:00Z',
  campCost: 1195.5,
});

describe('/MyRegistrations and /Checkout in Spanish', () => {
  it('lists a held seat, a paid one and a waitlist offer in Spanish, and the cancel dialog quotes the refund', async () => {
    mockApi({
      [`GET ${apiPaths.myRegistrations}`]: () =>
        json([
          makeCampRegistration({ id: 4, campSession, holdExpiresAt: null }),
          makeCampRegistration({
            id: 5,
            campSession,
            playerFirstName: 'Lucía',
            registrationStatus: 'paid',
          }),
        ]),
      [`GET ${apiPaths.myTournamentRegistrations}`]: () => json([]),
      [`GET ${apiPaths.myWaitlist}`]: () => json([makeWaitlistEntry({ state: 'waiting', position: 2 })]),
      [`GET ${apiPaths.myCalendarFeed}`]: () => json({ url: null, httpsUrl: null, createdAt: null }),
      [`GET ${apiPaths.campCancellationQuote(5)}`]: () =>
        json({
          registrationId: 5,
          registrationStatus: 'paid',
          cancellable: true,
          reason: null,
          rule: 'full',
          paid: 1195.5,
          refunded: 0,
          fee: 25,
          refund: 1170.5,
          siblingDiscountLost: 0,
          policyText: null,
          credit: { returned: 0, instead: 1287.55, bonusPercent: 10 },
        }),
    });
    setViewportWidth(375);
    showTestsIn('es');
    renderApp(undefined, { route: '/MyRegistrations', session });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis inscripciones' })).toBeInTheDocument();
    expect(document.title).toBe('Mis inscripciones | Touchline Soccer Academy');

    const [held, paid] = await screen.findAllByTestId('camp-registration');
    expect(within(held!).getByText('Sin pagar')).toBeInTheDocument();
    expect(within(held!).getByText('Pague para completar esta inscripción.')).toBeInTheDocument();
    expect(within(held!).getByText(/14\/3\/2099 – 18\/3\/2099/)).toBeInTheDocument();
    expect(within(held!).getByText('$1,195.50')).toBeInTheDocument();
    expect(within(held!).getByRole('link', { name: /^Pagar ahora/ })).toBeInTheDocument();
    expect(within(paid!).getByText('pagado')).toBeInTheDocument();
    const entry = screen.getByTestId('waitlist-entry');
    expect(within(entry).getByText('N.º 2 en la lista de espera')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sus datos' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(paid!).getByRole('button', { name: /^Cancelar la inscripción/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar la inscripción' });
    expect(await within(dialog).findByTestId('refund-quote')).toHaveTextContent(
      'Si cancela ahora, le devolvemos $1,170.50 (nos quedamos con un cargo de $25.00).',
    );
    expect(within(dialog).getByText('Usted pagó $1,195.50.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Mantener la inscripción' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });

  it('words a move and the waitlist entries’ sessions in Spanish, with the Spanish camp name where written', async () => {
    const skills = {
      name: 'Skills Camp',
      es: { name: 'Campamento de destrezas' },
      startDate: '2099-06-01',
      endDate: '2099-06-05',
      ageGroup: null,
    };
    const advanced = {
      ...skills,
      name: 'Advanced Camp',
      es: { name: '' },
      startDate: '2099-07-01',
      endDate: '2099-07-05',
    };
    const move = {
      id: 9,
      fromSessionId: 3,
      toSessionId: 7,
      from: 'Skills Camp, 6/1/2099 to 6/5/2099',
      to: 'Advanced Camp, 7/1/2099 to 7/5/2099',
      fromItem: skills,
      toItem: advanced,
      createdAt: '2099-01-01T10:00:00Z',
    };
    mockApi({
      [`GET ${apiPaths.myRegistrations}`]: () =>
        json([
          makeCampRegistration({
            id: 5,
            campSession,
            playerFirstName: 'Lucía',
            registrationStatus: 'paid',
            switches: [
              {
                ...move,
                state: 'completed',
                difference: 40,
                holdExpiresAt: null,
                byStaff: true,
                completedAt: '2099-01-01T10:00:00Z',
              },
              {
                ...move,
                id: 10,
                state: 'awaiting_payment',
                fromItem: advanced,
                toItem: skills,
                difference: 25,
                holdExpiresAt: '2099-01-02T16:30:00Z',
                byStaff: false,
                completedAt: null,
              },
            ],
          }),
        ]),
      [`GET ${apiPaths.myTournamentRegistrations}`]: () => json([]),
      [`GET ${apiPaths.myWaitlist}`]: () =>
        json([
          makeWaitlistEntry({ id: 1, state: 'waiting', position: 1, item: skills }),
          makeWaitlistEntry({
            id: 2,
            kind: 'tournament',
            playerName: 'Rockets',
            state: 'lapsed',
            position: null,
            item: {
              ...advanced,
              name: 'Spring Cup',
              es: { name: 'Copa de primavera' },
              ageGroup: 'U10 Boys',
            },
          }),
        ]),
    });
    setViewportWidth(1280);
    showTestsIn('es');
    renderApp(undefined, { route: '/MyRegistrations', session });
    const note = await screen.findByTestId('status-note');
    expect(note).toHaveTextContent(
      'Nuestro equipo la cambió de Campamento de destrezas, del 1/6/2099 al 5/6/2099 a Advanced Camp, del 1/7/2099 al 5/7/2099. Pagó $40.00 más.',
    );
    expect(note).toHaveTextContent(
      /Cambio a Campamento de destrezas, del 1\/6\/2099 al 5\/6\/2099 en curso: le guardamos un cupo hasta el 2 ene 2099, .+ para que pague la diferencia de \$25\.00\./,
    );
    expect(note).not.toHaveTextContent(/Moved|Moving| to |difference/);
    const [waiting, lapsed] = screen.getAllByTestId('waitlist-entry');
    expect(
      within(waiting!).getByText('Campamento de destrezas, del 1/6/2099 al 5/6/2099'),
    ).toBeInTheDocument();
    expect(
      within(lapsed!).getByText('Copa de primavera, del 1/7/2099 al 5/7/2099, U10 Boys'),
    ).toBeInTheDocument();
  });

  it('words the same move and entries exactly as the contracts do in English', async () => {
    const item = {
      name: 'Skills Camp',
      es: { name: 'Campamento de destrezas' },
      startDate: '2099-06-01',
      endDate: '2099-06-05',
      ageGroup: null,
    };
    const to = { ...item, name: 'Advanced Camp', startDate: '2099-07-01', endDate: '2099-07-05' };
    const move: SessionSwitch = {
      id: 9,
      state: 'completed',
      fromSessionId: 3,
      toSessionId: 7,
      from: describeNamedItem(item),
      to: describeNamedItem(to),
      fromItem: item,
      toItem: to,
      difference: 40,
      holdExpiresAt: null,
      byStaff: true,
      createdAt: '2099-01-01T10:00:00Z',
      completedAt: '2099-01-01T10:00:00Z',
    };
    mockApi({
      [`GET ${apiPaths.myRegistrations}`]: () =>
        json([makeCampRegistration({ id: 5, campSession, registrationStatus: 'paid', switches: [move] })]),
      [`GET ${apiPaths.myTournamentRegistrations}`]: () => json([]),
      [`GET ${apiPaths.myWaitlist}`]: () => json([makeWaitlistEntry({ item })]),
    });
    showTestsIn('en');
    renderApp(undefined, { route: '/MyRegistrations', session });
    expect(await screen.findByTestId('status-note')).toHaveTextContent(switchNote(move));
    expect(
      within(screen.getByTestId('waitlist-entry')).getByText(describeNamedItem(item)),
    ).toBeInTheDocument();
  });

  it('lists the sessions to move to with their Spanish names and ages, and a refusal in Spanish', async () => {
    mockApi({
      [`GET ${apiPaths.myRegistrations}`]: () =>
        json([
          makeCampRegistration({ id: 4, campSession, playerFirstName: 'Lucía', registrationStatus: 'paid' }),
        ]),
      [`GET ${apiPaths.myTournamentRegistrations}`]: () => json([]),
      [`GET ${apiPaths.myWaitlist}`]: () => json([]),
      [`GET ${apiPaths.campSwitchOptions(4)}`]: () => json(makeSwitchOptions()),
      [`POST ${apiPaths.switchMyCampSession(4)}`]: () =>
        json({ title: 'Conflict', status: 409, detail: switchMessages.targetClosed }, { status: 409 }),
    });
    showTestsIn('es');
    renderApp(undefined, { route: '/MyRegistrations', session });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Cambiar de sesión/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar de sesión' });
    const dearer = await within(dialog).findByRole('radio', { name: /Campamento avanzado/ });
    expect(dearer).toHaveAccessibleName(/De 6 a 9 años/);
    expect(dialog).not.toHaveTextContent(/Advanced Camp|Ages 6-9/);
    await user.click(dearer);
    await user.click(within(dialog).getByRole('button', { name: /^Pagar \$50\.00 y cambiar$/ }));
    expect(await within(dialog).findByText('Esa sesión ya no acepta inscripciones.')).toBeInTheDocument();
  });

  it('shows the checkout summary, price and pay button in Spanish', async () => {
    mockApi({
      [`GET ${apiPaths.campRegistration(42)}`]: () =>
        json(makeCampRegistration({ campSession, promoCode: 'EARLYBIRD', promoDiscountAppliedAmount: 25 })),
    });
    showTestsIn('es');
    renderApp(undefined, { route: '/Checkout/42', session });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pago' })).toBeInTheDocument();
    expect(await screen.findByTestId('total')).toHaveTextContent('$1,170.50');
    expect(screen.getByText('Código de promoción EARLYBIRD')).toBeInTheDocument();
    expect(screen.getByTestId('discount')).toHaveTextContent('−$25.00');
    expect(screen.getByText('Costo del campamento')).toBeInTheDocument();
    expect(screen.getByText('inscrito')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pagar la sesión de campamento' })).toBeEnabled();
  });
});
