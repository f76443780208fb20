import { contactLimits } from '@soccer/contracts';
import { act, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/provider';
import { ContactForm } from '../../features/contact/components/contact-form';
import { createFakeAuthClient } from '../../testing/fake-auth-client';
import { testConfig } from '../../testing/test-config';
import type { TypedValues } from './form-on-first-use';

vi.mock('../captcha/captcha', () => import('../captcha/fake-captcha'));

function page(typed?: TypedValues): ReactNode {
  return (
    <AppProviders
      config={testConfig}
      authClient={createFakeAuthClient({ session: null })}
      initialSession={null}
    >
      <MemoryRouter initialEntries={['/Contact']}>
        <ContactForm typed={typed} />
      </MemoryRouter>
    </AppProviders>
  );
}

describe('CaptchaForm taking over the server markup', () => {
  it('hydrates without a mismatch when the visitor typed before the code arrived, and keeps the text', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    const message = container.querySelector('textarea')!;
    expect(container.textContent).toContain(`Characters remaining: ${contactLimits.message}`);

    // Typed into the plain HTML form; the code then arrives with what was typed.
    message.value = 'Hello coach';
    const mismatches = vi.fn();
    await act(async () => {
      hydrateRoot(container, page({ message: 'Hello coach' }), { onRecoverableError: mismatches });
    });

    expect(mismatches).not.toHaveBeenCalled();
    expect(container.querySelector('textarea')).toBe(message);
    expect(message).toHaveValue('Hello coach');
    expect(screen.getByText(`Characters remaining: ${contactLimits.message - 11}`)).toBeInTheDocument();
    container.remove();
  });

  it('tells a browser without JavaScript, in the server markup, that the form cannot be sent and where to write', () => {
    const html = renderToString(page());
    const noscript = html.match(/<noscript>([\s\S]*?)<\/noscript>/)?.[1] ?? '';
    expect(noscript).toContain('This form needs JavaScript for its bot check');
    expect(noscript).toContain(`mailto:${testConfig.contactEmail}`);
    // And hides the bot check's spinner, which would otherwise turn for ever.
    expect(noscript).toContain('.captcha-status{display:none}');
  });
});
