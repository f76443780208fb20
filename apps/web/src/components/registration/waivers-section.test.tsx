import { screen } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { showTestsIn } from '../../testing/catalogs';
import { makeConsentDocument } from '../../testing/factories';
import { renderApp } from '../../testing/render';
import { blankAcceptances, WaiversSection } from './waivers-section';

const spanishWaiver = makeConsentDocument({
  es: { title: 'Exención de responsabilidad', body: 'El fútbol es un deporte de contacto.' },
});
const englishOnly = makeConsentDocument({ id: 32, title: 'Photo release', body: 'Photos may be taken.' });

/** The section inside a form whose acceptances start blank, as the registration forms start them. */
function Form() {
  const documents = [spanishWaiver, englishOnly];
  const form = useForm({ defaultValues: { waivers: blankAcceptances(documents) } });
  return (
    <FormProvider {...form}>
      <WaiversSection documents={documents} />
    </FormProvider>
  );
}

describe('waivers on a registration form, in the family’s language', () => {
  it('shows the Spanish title and text where staff wrote them, the English ones otherwise', () => {
    showTestsIn('es');
    renderApp(<Form />);
    expect(screen.getByRole('region', { name: 'Exención de responsabilidad' })).toHaveTextContent(
      'El fútbol es un deporte de contacto.',
    );
    expect(screen.getByRole('region', { name: 'Photo release' })).toHaveTextContent('Photos may be taken.');
    expect(screen.queryByText(/Soccer is a contact sport/)).not.toBeInTheDocument();
  });

  it('sends the language the family reads the documents in with each acceptance', () => {
    showTestsIn('es');
    expect(blankAcceptances([spanishWaiver]).map((a) => a.locale)).toEqual(['es']);
    showTestsIn('en');
    expect(blankAcceptances([spanishWaiver]).map((a) => a.locale)).toEqual(['en']);
  });

  it('shows the English text on an English page', () => {
    renderApp(<Form />);
    expect(screen.getByRole('region', { name: 'Liability waiver' })).toHaveTextContent(
      'Soccer is a contact sport.',
    );
    expect(screen.queryByText('Exención de responsabilidad')).not.toBeInTheDocument();
  });
});
