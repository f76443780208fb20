import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../../lib/i18n/locale-provider';
import { showTestsIn } from '../../../testing/catalogs';
import { makeCampSession } from '../../../testing/factories';
import { CampInfoPanel } from './camp-info-panel';

/** A camp whose description and what to bring staff wrote in Spanish too, but not its name. */
const session = () => {
  const s = makeCampSession();
  s.campSpec = {
    ...s.campSpec,
    catalogDescription: 'Small-sided games and hundreds of touches a day.',
    attendeeNotes: 'Bring water.',
    es: {
      campName: '',
      catalogDescription: 'Partidos en espacios reducidos y cientos de toques al día.',
      attendeeNotes: 'Traiga agua.',
    },
  };
  return s;
};

describe('the camp info panel of the registration page', () => {
  it('shows the Spanish description and what to bring on the Spanish page, the English name where no Spanish one is written', () => {
    showTestsIn('es');
    render(
      <LocaleProvider>
        <CampInfoPanel session={session()} />
      </LocaleProvider>,
    );
    expect(
      screen.getByText('Partidos en espacios reducidos y cientos de toques al día.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Traiga agua.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Foundations Skills Camp' })).toBeInTheDocument();
    expect(screen.queryByText('Small-sided games and hundreds of touches a day.')).not.toBeInTheDocument();
  });

  it('shows the English description on the English page', () => {
    render(
      <LocaleProvider>
        <CampInfoPanel session={session()} />
      </LocaleProvider>,
    );
    expect(screen.getByText('Small-sided games and hundreds of touches a day.')).toBeInTheDocument();
    expect(screen.getByText('Bring water.')).toBeInTheDocument();
    expect(screen.queryByText(/Partidos en espacios/)).not.toBeInTheDocument();
  });

  it("says what a deposit takes today and what stays due by when, in the reader's language", () => {
    const withDeposit = {
      ...session(),
      deposit: { deposit: 87.5, balance: 87.5, balanceDueDate: '2030-05-20' },
    };
    const { unmount } = render(
      <LocaleProvider>
        <CampInfoPanel session={withDeposit} />
      </LocaleProvider>,
    );
    expect(screen.getByTestId('deposit-offer')).toHaveTextContent(
      'Pay $87.50 deposit today, $87.50 due by 5/20/2030.',
    );
    unmount();
    showTestsIn('es');
    render(
      <LocaleProvider>
        <CampInfoPanel session={withDeposit} />
      </LocaleProvider>,
    );
    expect(screen.getByTestId('deposit-offer')).toHaveTextContent(
      'Hoy paga un depósito de $87.50; el saldo de $87.50 se paga a más tardar el 20/5/2030.',
    );
    showTestsIn('en');
  });

  it('says nothing of a deposit when the session takes the whole price', () => {
    render(
      <LocaleProvider>
        <CampInfoPanel session={session()} />
      </LocaleProvider>,
    );
    expect(screen.queryByTestId('deposit-offer')).not.toBeInTheDocument();
  });

  it("says an instalment plan's payments, today's and each later one on its date, in the reader's language", () => {
    const withPlan = {
      ...session(),
      instalments: {
        payments: [
          { amount: 81.67, dueDate: '2030-05-01' },
          { amount: 81.67, dueDate: '2030-05-15' },
          { amount: 81.66, dueDate: '2030-06-01' },
        ],
      },
    };
    const { unmount } = render(
      <LocaleProvider>
        <CampInfoPanel session={withPlan} />
      </LocaleProvider>,
    );
    expect(screen.getByTestId('instalment-offer')).toHaveTextContent(
      'Or pay in 3 payments: $81.67 today, $81.67 on 5/15/2030, $81.66 on 6/1/2030.',
    );
    unmount();
    showTestsIn('es');
    render(
      <LocaleProvider>
        <CampInfoPanel session={withPlan} />
      </LocaleProvider>,
    );
    expect(screen.getByTestId('instalment-offer')).toHaveTextContent(
      'O pague en 3 pagos: $81.67 hoy, $81.67 el 15/5/2030, $81.66 el 1/6/2030.',
    );
    showTestsIn('en');
  });
});
