import { uiTimings } from '@soccer/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { advance, withFakeTimers } from '../../testing/fake-timers';
import { ToastProvider, useToast } from './toast-provider';

function Trigger({ message, variant }: { message: string; variant?: 'success' | 'danger' }) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast(message, variant)}>
      show
    </button>
  );
}

/** Shows a toast through a button, as a page would. */
function showToast(message: string, variant?: 'success' | 'danger') {
  render(
    <ToastProvider>
      <Trigger message={message} variant={variant} />
    </ToastProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'show' }));
}

describe('toasts', () => {
  withFakeTimers(['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date']);

  it('hides a toast after 9 seconds', async () => {
    showToast('Message saved', 'success');
    expect(screen.getByText('Message saved')).toBeVisible();

    await advance(uiTimings.toastAutoHideMs - 100);
    expect(screen.getByText('Message saved')).toBeInTheDocument();

    await advance(100);
    // then the fade-out
    await advance(uiTimings.transitionMs + 50);
    expect(screen.queryByText('Message saved')).not.toBeInTheDocument();
  });

  it('closes a toast with its close button', async () => {
    showToast('Error : boom', 'danger');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error : boom');

    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    await advance(uiTimings.transitionMs + 50);
    expect(screen.queryByText('Error : boom')).not.toBeInTheDocument();
  });

  it('stacks several toasts', () => {
    showToast('one');
    fireEvent.click(screen.getByRole('button', { name: 'show' }));
    expect(screen.getAllByText('one')).toHaveLength(2);
  });
});
