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
});
