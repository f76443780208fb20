import type { FormEvent, ReactNode } from 'react';
import { useServerSubmit } from '../../../components/form/use-server-submit';
import { useToast } from '../../../components/toast/toast-provider';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { HttpResult } from '../../../lib/http';
import { validationText } from '../../../lib/i18n/form-texts';

/**
 * Asks before a staff action on one record that needs no input (release a hold, retire a
 * document): confirming sends `act(record.id)`; its success is toasted (`done`) and closes the
 * dialog, its failure toasted (`failed`) with the server's reason in the reader's language. Shown while `record` is set.
 */
export function RecordActionDialog<R extends { id: number }>({
  record,
  act,
  title,
  confirmLabel,
  dismissLabel,
  done,
  failed,
  onClose,
  children,
}: {
  record: R | null;
  act: { mutateAsync: (id: number) => Promise<HttpResult<unknown>>; isPending: boolean };
  title: string;
  confirmLabel: string;
  dismissLabel: string;
  done: (record: R) => string;
  failed: (message: string) => string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { toast } = useToast();
  const { submit } = useServerSubmit({
    send: (id: number) => act.mutateAsync(id),
    onSaved: () => {
      if (record) toast(done(record), 'success');
      onClose();
    },
    onFailed: (message) => toast(failed(validationText(message)), 'danger'),
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (record) void submit(record.id);
  };
  return (
    <ConfirmDialog
      show={record !== null}
      title={title}
      confirmLabel={confirmLabel}
      dismissLabel={dismissLabel}
      busy={act.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <p className="mb-0">{children}</p>
    </ConfirmDialog>
  );
}
