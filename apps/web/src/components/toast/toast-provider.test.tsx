import { uiTimings } from '@soccer/contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './toast-provider';

function Trigger({ message, variant }: { message: string; variant?: 'success' | 'danger' }) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast(message, variant)}>
      show
    </button>
  );
}

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hides a toast after 9 seconds', async () => {
    render(
      <ToastProvider>
        <Trigger message="Message saved" variant="success" />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'show' }));
    expect(screen.getByText('Message saved')).toBeVisible();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(uiTimings.toastAutoHideMs - 100);
    });
    expect(screen.getByText('Message saved')).toBeInTheDocument();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    // then the fade-out
    await act(async () => {
      await vi.advanceTimersByTimeAsync(uiTimings.transitionMs + 50);
    });
    expect(screen.queryByText('Message saved')).not.toBeInTheDocument();
  });

  it('closes a toast with its close button', async () => {
    render(
      <ToastProvider>
        <Trigger message="Error : boom" variant="danger" />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'show' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error : boom');

    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(uiTimings.transitionMs + 50);
    });
    expect(screen.queryByText('Error : boom')).not.toBeInTheDocument();
  });

  it('stacks several toasts', () => {
    render(
      <ToastProvider>
        <Trigger message="one" />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'show' }));
    fireEvent.click(screen.getByRole('button', { name: 'show' }));
    expect(screen.getAllByText('one')).toHaveLength(2);
  });
});
