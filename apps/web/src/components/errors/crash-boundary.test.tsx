import { messages } from '@soccer/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allowConsoleError } from '../../testing/setup';
import { CrashBoundary } from './crash-boundary';

function Boom(): never {
  throw new Error('render failed');
}

describe('crash screen', () => {
  it('replaces a crashing tree with ERROR and the apology', () => {
    allowConsoleError();
    render(
      <CrashBoundary>
        <Boom />
      </CrashBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: messages.crashTitle })).toBeInTheDocument();
    expect(screen.getByText(messages.crashBody)).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });

  it('renders children when nothing throws', () => {
    render(
      <CrashBoundary>
        <p>fine</p>
      </CrashBoundary>,
    );
    expect(screen.getByText('fine')).toBeInTheDocument();
  });
});
