import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { showTestsIn } from '../testing/catalogs';
import { BootFailed, Initializing } from './boot-screens';

describe('the start-up screens', () => {
  it('shows the spec’s start-up text where the server wrote none into the page', () => {
    render(<Initializing />);
    expect(screen.getByRole('status')).toHaveTextContent('Initializing....');
  });

  it('says the site could not start in English, with the error and a retry', async () => {
    showTestsIn('en');
    const onRetry = vi.fn();
    render(<BootFailed error={new Error('Configuration unavailable')} onRetry={onRetry} />);
    expect(screen.getByRole('heading', { name: 'The site could not start' })).toBeInTheDocument();
    expect(screen.getByText('Configuration unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says it in Spanish once the shell’s Spanish texts are shown', () => {
    showTestsIn('es');
    render(<BootFailed error={new Error('x')} onRetry={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'No se pudo abrir el sitio' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
  });
});
