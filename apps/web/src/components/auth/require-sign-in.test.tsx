import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeSession } from '../../testing/fake-auth-client';
import { renderApp } from '../../testing/render';
import { RequireSignIn, signInPrompt, staffOnlyMessage } from './require-sign-in';

describe('RequireSignIn', () => {
  it('shows the heading and a sign-in prompt when signed out', () => {
    renderApp(
      <RequireSignIn heading="Register">
        <p>secret form</p>
      </RequireSignIn>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Register' })).toBeInTheDocument();
    expect(screen.getByText(signInPrompt)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByText('secret form')).not.toBeInTheDocument();
  });

  it('renders the content when signed in', () => {
    renderApp(
      <RequireSignIn heading="Register">
        <p>secret form</p>
      </RequireSignIn>,
      { session: fakeSession() },
    );
    expect(screen.getByText('secret form')).toBeInTheDocument();
    expect(screen.queryByText(signInPrompt)).not.toBeInTheDocument();
  });

  it('keeps staff pages from signed-in users without a staff role', () => {
    renderApp(
      <RequireSignIn heading="Messages" staff>
        <p>messages</p>
      </RequireSignIn>,
      { session: fakeSession({ roles: [] }) },
    );
    expect(screen.getByText(staffOnlyMessage)).toBeInTheDocument();
    expect(screen.queryByText('messages')).not.toBeInTheDocument();
  });
});
