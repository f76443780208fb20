import { accountDataMessages, apiPaths, type ErasureResult } from '@soccer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { useServerSubmit } from '../../../components/form/use-server-submit';
import { useToast } from '../../../components/toast/toast-provider';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ExportButton } from '../../../components/ui/export-button';
import { useHttp } from '../../../lib/http';
import { invalidateEverything } from '../../../lib/query-keys';

/** POST /api/Account/EraseMyData; everything the page shows is read again. */
function useEraseMyData() {
  const { secureFetch } = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => secureFetch<ErasureResult>(apiPaths.eraseMyData, { method: 'POST' }),
    onSuccess: () => invalidateEverything(queryClient),
  });
}

/**
 * 'Your data': everything the site holds on the account as a JSON file, and erasing it after a
 * confirmation that says what stays (what was paid, for accounting) and what goes.
 */
export function OwnData() {
  const { toast } = useToast();
  const erase = useEraseMyData();
  const [asking, setAsking] = useState(false);
  const { submit, unclaimed, reset } = useServerSubmit({
    send: () => erase.mutateAsync(),
    onSaved: () => {
      setAsking(false);
      toast(accountDataMessages.erased, 'success');
    },
    onFailed: (message) => [message],
  });
  return (
    <section className="mb-5" aria-labelledby="own-data-title">
      <h2 id="own-data-title" className="section-title h3">
        Your data
      </h2>
      <p className="text-body-secondary">
        Download everything we keep about your household and registrations, or erase your personal details.
      </p>
      <div className="d-flex flex-wrap gap-2">
        <ExportButton
          label="Download my data"
          variant="outline-primary"
          path={apiPaths.myData}
          fallbackName={() => 'my-data.json'}
          failureText={(reason) =>
            `Could not download your data: ${reason instanceof Error ? reason.message : String(reason)}`
          }
        />
        <Button
          variant="outline-danger"
          onClick={() => {
            reset();
            setAsking(true);
          }}
        >
          Erase my personal data
        </Button>
      </div>
      <ConfirmDialog
        show={asking}
        title="Erase my personal data"
        confirmLabel="Erase my data"
        dismissLabel="Keep my data"
        busy={erase.isPending}
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          void submit(undefined);
        }}
        onClose={() => setAsking(false)}
      >
        <p>
          Players' names, birth dates, addresses, guardians, emergency contacts and health notes are erased
          from every registration and waitlist place of this account, your household profile (its saved
          players and contacts) is deleted, and the e-mails we sent you are deleted. Unpaid registrations are
          cancelled and waitlist places given up.
        </p>
        <p className="mb-0">
          What was paid, when and for which camp or tournament stays, because our accounts need it. This
          cannot be undone.
        </p>
        <FormErrorAlert show={false} extra={unclaimed} />
      </ConfirmDialog>
    </section>
  );
}
