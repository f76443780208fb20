import { useLingui } from '@lingui/react';
import { apiPaths, type ErasureResult } from '@soccer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { useServerSubmit } from '../../../components/form/use-server-submit';
import { useToast } from '../../../components/toast/toast-provider';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ExportButton } from '../../../components/ui/export-button';
import { PageSection } from '../../../components/ui/page-section';
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
  const { _ } = useLingui();
  const { toast } = useToast();
  const erase = useEraseMyData();
  const [asking, setAsking] = useState(false);
  const { submit, unclaimed, reset } = useServerSubmit({
    send: () => erase.mutateAsync(),
    onSaved: () => {
      setAsking(false);
      toast(_('ownData.erased'), 'success');
    },
    onFailed: (message) => [message],
  });
  return (
    <PageSection id="own-data-title" title={_('ownData.title')}>
      <p className="text-body-secondary">{_('ownData.lead')}</p>
      <div className="d-flex flex-wrap gap-2">
        <ExportButton
          label={_('ownData.download')}
          variant="outline-primary"
          path={apiPaths.myData}
          fallbackName={() => 'my-data.json'}
          failureText={(reason) =>
            _('ownData.downloadFailed', { reason: reason instanceof Error ? reason.message : String(reason) })
          }
        />
        <Button
          variant="outline-danger"
          onClick={() => {
            reset();
            setAsking(true);
          }}
        >
          {_('ownData.erase')}
        </Button>
      </div>
      <ConfirmDialog
        show={asking}
        title={_('ownData.erase')}
        confirmLabel={_('ownData.eraseConfirm')}
        dismissLabel={_('ownData.keep')}
        busy={erase.isPending}
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          void submit(undefined);
        }}
        onClose={() => setAsking(false)}
      >
        <p>{_('ownData.eraseWhat')}</p>
        <p className="mb-0">{_('ownData.eraseKept')}</p>
        <FormErrorAlert show={false} extra={unclaimed} />
      </ConfirmDialog>
    </PageSection>
  );
}
