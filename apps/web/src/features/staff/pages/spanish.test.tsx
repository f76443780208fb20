import {
  apiPaths,
  eligibilityMessages,
  historyActorLabels,
  inboxStatusLabels,
  messages,
  refundStateLabels,
  registrationStatusBadgeText,
  registrationStatuses,
  revenueExplanation,
  serverNotes,
  waitlistNote,
  waitlistStates,
} from '@soccer/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showTestsIn } from '../../../testing/catalogs';
import { json, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import en from '../locales/en.json';
import {
  adminSession,
  answerSessionReport,
  auditEntry,
  campRegistration,
  campSession,
  openReport,
  pageOf,
} from '../testing/staff-fixtures';

const english = en as Record<string, string>;
const toastArea = () => document.querySelector('.toast-area') as HTMLElement;

describe('the staff pages in Spanish', () => {
  it('shows the session report in Spanish: headings, facts, columns, dates and actions', async () => {
    answerSessionReport(
      () => [campRegistration({ registrationStatus: 'paid' })],
      () => undefined,
      () => campSession({ waitlisted: 2, minAge: 8, maxAge: 12 }),
    );
    showTestsIn('es');
    openReport('session');
    expect(await screen.findByText('Informe de inscripciones de la sesión')).toBeInTheDocument();
    expect(screen.getByText('Fechas')).toBeInTheDocument();
    // The session's ages from its numbers, in Spanish.
    expect(screen.getByText('De 8 a 12 años')).toBeInTheDocument();
    expect(screen.getByText('Lugares').nextElementSibling).toHaveTextContent(
      /de \d+ libres\s*1 inscripción · 2 en la lista de espera/,
    );
    expect(
      screen
        .getAllByRole('columnheader')
        .slice(0, 6)
        .map((h) => h.textContent),
    ).toEqual([
      'Jugador',
      'Fecha de nacimiento',
      'Padre o tutor',
      'Contacto de emergencia',
      'Camiseta',
      'Estado',
    ]);
    // Calendar days in es-US: day first.
    expect(screen.getByRole('cell', { name: '2/4/2016' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reembolsar a Ava Runner' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar la inscripción de Ava Runner' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Todas las sesiones' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lista de espera' })).toBeInTheDocument();
  });

  it('refunds through the dialog in Spanish, and the toast says it in Spanish', async () => {
    const { calls } = answerSessionReport(
      () => [campRegistration({ registrationStatus: 'paid' })],
      ({ path, method }) =>
        path !== '/api/Admin/CampRegistrations/101/refund'
          ? undefined
          : method === 'GET'
            ? json({ card: 40, credit: 60 })
            : json({
                refund: {
                  id: 1,
                  amount: 25.5,
                  state: 'pending',
                  reason: 'Lesión',
                  failureReason: null,
                  createdAt: '2030-01-02T10:00:00Z',
                },
                credit: 0,
              }),
    );
    showTestsIn('es');
    openReport('session');
    fireEvent.click(await screen.findByRole('button', { name: 'Reembolsar a Ava Runner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reembolso' });
    expect(dialog).toHaveTextContent('Reembolse una parte o todo el pago de Ava Runner');
    // The dialog's own close button (×) and its footer's.
    expect(within(dialog).getAllByRole('button', { name: 'Cerrar' })).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reembolsar' }));
    // The contracts' validation messages, with the field's Spanish label.
    expect(await within(dialog).findByText('Motivo: este dato es obligatorio.')).toBeInTheDocument();
    expect(await within(dialog).findByTestId('refund-quote')).toHaveTextContent(
      'Queda por reembolsar: $40.00 a la tarjeta y $60.00 como crédito de la cuenta.',
    );
    fireEvent.change(within(dialog).getByLabelText(/Importe/), { target: { value: '50' } });
    expect(await within(dialog).findByTestId('refund-split')).toHaveTextContent(
      'Este reembolso: $20.00 a la tarjeta y $30.00 como crédito de la cuenta.',
    );
    fireEvent.change(within(dialog).getByLabelText(/Importe/), { target: { value: '25.50' } });
    fireEvent.change(within(dialog).getByLabelText(/Motivo/), { target: { value: 'Lesión' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reembolsar' }));
    await waitFor(() => expect(toastArea()).toHaveTextContent('Reembolsando $25.50 a Ava Runner.'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { amount: 25.5, reason: 'Lesión' },
    ]);
  });

  it('shows what the server wrote (history, payment issues, refunds) in Spanish, and staff’s own words as written', async () => {
    const at = '2030-06-01T15:00:00.000Z';
    answerSessionReport(() => [
      campRegistration({
        registrationStatus: 'paid',
        history: [
          { at, from: null, to: 'registered', why: serverNotes.registered, by: 'family' },
          { at, from: 'registered', to: 'paymentinprocess', why: serverNotes.checkoutOpened, by: 'family' },
          { at, from: 'paymentinprocess', to: 'paid', why: serverNotes.paymentReceived, by: 'provider' },
          { at, from: 'paid', to: 'paid', why: serverNotes.moved(serverNotes.movedByOwner), by: 'family' },
          { at, from: 'paid', to: 'paid', why: serverNotes.moved('Pidió la semana siguiente'), by: 'staff' },
        ],
        paymentIssues: [
          {
            kind: 'refund_due',
            reason: serverNotes.paidWhile('paymentrejected'),
            amount: 199,
            currency: 'usd',
            providerSessionId: 'cs_late',
            createdAt: at,
          },
          {
            kind: 'review',
            reason: serverNotes.otherAmount('$10.00', '$199.00'),
            amount: 10,
            currency: 'usd',
            providerSessionId: 'cs_odd',
            createdAt: at,
          },
        ],
        refunds: [
          {
            id: 1,
            amount: 50,
            state: 'failed',
            reason: serverNotes.movedCheaper(serverNotes.movedByOwner),
            failureReason: serverNotes.refusedByProvider,
            createdAt: at,
          },
          { id: 2, amount: 20, state: 'succeeded', reason: 'Lesión', failureReason: null, createdAt: at },
        ],
      }),
    ]);
    showTestsIn('es');
    openReport('session');
    const row = (await screen.findByText('Ava Runner')).closest('tr') as HTMLElement;
    const history = within(within(row).getByTestId('registration-history')).getAllByRole('listitem');
    expect(history.map((li) => li.textContent?.split(' · ').at(-1))).toEqual([
      'Inscrito',
      'Se abrió el pago',
      'Pago recibido',
      'Cambiado a otra sesión: Cambiado por el titular de la cuenta',
      'Cambiado a otra sesión: Pidió la semana siguiente',
    ]);
    const issues = within(row).getByRole('list', { name: 'Problemas con pagos' });
    expect(issues).toHaveTextContent('Se pagó cuando la inscripción estaba en estado «Pago rechazado».');
    expect(issues).toHaveTextContent('Se pagaron $10.00; el pago pedía $199.00.');
    const refunds = within(row).getByRole('list', { name: 'Reembolsos' });
    expect(refunds).toHaveTextContent(
      '$50.00 · Cambiado a una sesión más barata: Cambiado por el titular de la cuenta (rechazado por el proveedor)',
    );
    expect(refunds).toHaveTextContent('$20.00 · Lesión');
    expect(row).not.toHaveTextContent(/Registered|Checkout|Payment received|Moved|Paid|refused/);
  });

  it('names the audit log’s actions and records in Spanish; an action it does not know stays as stored', async () => {
    mockApi(({ path }) =>
      path === apiPaths.auditLog(1, 10)
        ? pageOf([
            auditEntry,
            { ...auditEntry, id: 2, action: 'waitlistRemove', entity: 'waitlistEntry', entityId: '4' },
            { ...auditEntry, id: 3, action: 'somethingNew', entity: 'gadget', entityId: '5' },
          ])
        : undefined,
    );
    showTestsIn('es');
    renderApp(undefined, { route: '/manage/audit', session: adminSession() });
    expect(await screen.findAllByText('Inscripción a campamento n.º 9 · cancelación')).not.toHaveLength(0);
    expect(
      screen.getAllByText('Entrada de la lista de espera n.º 4 · quitado de la lista de espera'),
    ).not.toHaveLength(0);
    expect(screen.getAllByText('gadget n.º 5 · somethingNew')).not.toHaveLength(0);
  });

  it('keeps the server notes’ English as the contracts write it, for every note', () => {
    for (const [key, note] of Object.entries(serverNotes)) {
      const written =
        typeof note === 'string'
          ? note
          : (note as (...args: string[]) => string)(
              ...Array.from({ length: (note as () => string).length }, (_, i) => `{a${i}}`),
            );
      expect(english[`staff.note.${key}`], key).toBe(written);
    }
  });

  it('keeps the contracts’ English words in the English catalogue', () => {
    expect(english['staff.revenue.explanation']).toBe(revenueExplanation);
    expect(english['staff.exportFailed']?.replace('{text}', 'x')).toBe(messages.exportFailed('x'));
    expect(english['staff.excelDownloadFailed']?.replace('{text}', 'x')).toBe(
      messages.excelDownloadFailed('x'),
    );
    expect(english['staff.move.notForThisPlayer']).toBe(eligibilityMessages.notForThisPlayer);
    expect(english['staff.inbox.messages.fetchFailed']?.replace('{status}', '500')).toBe(
      messages.fetchMessagesFailed(500),
    );
    expect(english['staff.inbox.messages.fetchError']?.replace('{message}', 'x')).toBe(
      messages.fetchMessagesError('x'),
    );
    for (const [state, label] of Object.entries(refundStateLabels))
      expect(english[`staff.refunds.state.${state}`]).toBe(label);
    for (const [status, label] of Object.entries(inboxStatusLabels))
      expect(english[`staff.inbox.status.${status}`]).toBe(label);
    for (const [actor, label] of Object.entries(historyActorLabels))
      expect(english[`staff.history.by.${actor}`]).toBe(label);
    for (const status of registrationStatuses)
      expect(english[`staff.status.${status}`]).toBe(registrationStatusBadgeText(status, null));
    for (const state of waitlistStates.filter((s) => s !== 'waiting' && s !== 'offered'))
      expect(english[`staff.waitlist.note.${state}`]).toBe(
        waitlistNote({ state, position: null, offerExpiresAt: null }),
      );
    expect(english['staff.waitlist.note.offeredSoon']).toBe(
      waitlistNote({ state: 'offered', position: 1, offerExpiresAt: null }),
    );
  });
});
