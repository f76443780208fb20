import { formatInstant } from '@soccer/contracts';
import type { FormEvent } from 'react';
import { useServerSubmit } from '../../../components/form/use-server-submit';
import { useToast } from '../../../components/toast/toast-provider';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useReleaseCampHold } from '../api/release-camp-hold';

export interface HoldTarget {
  id: number;
  /** The player's name (shown as text). */
  name: string;
  holdExpiresAt: string | null;
}

/** Asks before ending an unpaid camp hold early, so its seat goes to someone else. */
export function ReleaseHoldDialog({ target, onClose }: { target: HoldTarget | null; onClose: () => void }) {
  const { toast } = useToast();
  const release = useReleaseCampHold();
  const { submit } = useServerSubmit({
    send: (id: number) => release.mutateAsync(id),
    onSaved: () => {
      toast(`Seat hold of ${target?.name} released.`, 'success');
      onClose();
    },
    onFailed: (message) => toast(`Could not release the hold: ${message}`, 'danger'),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (target) void submit(target.id);
  };

  return (
    <ConfirmDialog
      show={target !== null}
      title="Release hold"
      confirmLabel="Release hold"
      dismissLabel="Keep hold"
      busy={release.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <p className="mb-0">
        Release the seat held for <strong>{target?.name}</strong>
        {target?.holdExpiresAt ? ` until ${formatInstant(target.holdExpiresAt)}` : ''}? The registration
        becomes expired and the seat is free for others at once.
      </p>
    </ConfirmDialog>
  );
}
