import { messages, uiTimings } from '@soccer/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { advance, withFakeTimers } from '../testing/fake-timers';
import { allowConsoleError } from '../testing/setup';
import { lazyPage } from './lazy-page';

function ReadyPage() {
  return <h1>Camps</h1>;
}

describe('lazy pages with chunk retry', () => {
  withFakeTimers();

  it('renders the page when the import fails twice and then succeeds', async () => {
    const load = vi
      .fn<() => Promise<{ ReadyPage: typeof ReadyPage }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ ReadyPage });

    render(lazyPage(load, 'ReadyPage', { serverData: false }).element);
    await advance(0);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(load).toHaveBeenCalledTimes(1);

    await advance(1000);
    expect(load).toHaveBeenCalledTimes(2);
    await advance(2000);
    expect(load).toHaveBeenCalledTimes(3);
    await advance(0);
    expect(screen.getByRole('heading', { name: 'Camps' })).toBeInTheDocument();
  });

  it('shows the chunk-load error with a reload button after the 120 s timeout', async () => {
    allowConsoleError();
    const load = vi
      .fn<() => Promise<{ ReadyPage: typeof ReadyPage }>>()
      .mockRejectedValue(new TypeError('offline'));

    render(lazyPage(load, 'ReadyPage', { serverData: false }).element);
    await advance(uiTimings.chunkLoadTimeoutMs - 1000);
    expect(screen.queryByText(messages.chunkLoadFailed)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(load.mock.calls.length).toBeGreaterThan(3);

    await advance(1000);
    expect(screen.getByText(messages.chunkLoadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('gives up at the timeout even when an attempt hangs', async () => {
    allowConsoleError();
    const load = vi.fn(() => new Promise<{ ReadyPage: typeof ReadyPage }>(() => undefined));

    render(lazyPage(load, 'ReadyPage', { serverData: false }).element);
    await advance(uiTimings.chunkLoadTimeoutMs);
    expect(screen.getByText(messages.chunkLoadFailed)).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('lazy pages and the server data cache', () => {
  function CachePage() {
    const client = useQueryClient();
    return <h1>{client ? 'Has a data cache' : 'No cache'}</h1>;
  }

  it('gives a page the shared data cache unless it says serverData: false', async () => {
    render(lazyPage(async () => ({ CachePage }), 'CachePage').element);
    expect(await screen.findByRole('heading', { name: 'Has a data cache' })).toBeInTheDocument();
  });
});

describe('a page loaded ahead of its first render', () => {
  it('renders at once, with no spinner over the page the server drew (decision 0122)', async () => {
    const ahead = lazyPage(async () => ({ ReadyPage }), 'ReadyPage', { serverData: false });
    await ahead.preload();
    render(ahead.element);
    expect(screen.getByRole('heading', { name: 'Camps' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();

    // Not loaded ahead: the spinner first, as before.
    const later = lazyPage(async () => ({ ReadyPage }), 'ReadyPage', { serverData: false });
    render(later.element);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await waitFor(() => expect(screen.getAllByRole('heading', { name: 'Camps' })).toHaveLength(2));
  });
});
