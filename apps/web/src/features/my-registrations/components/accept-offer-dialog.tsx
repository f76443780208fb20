import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { acceptanceErrors, type WaitlistEntry, waitlistAcceptSchema } from '@soccer/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { FormDialog, type TargetDialogProps, useDialogForm } from '../../../components/form/form-dialog';
import { withRuleErrors } from '../../../components/form/rule-errors';
import { blankAcceptances, WaiversSection } from '../../../components/registration/waivers-section';
import { useWaitlistAction } from '../../../hooks/use-waitlist-action';
import { localItemName } from '../../../lib/i18n/item-names';
import { queryKeys } from '../../../lib/query-keys';

/**
 * Taking an offer whose waivers and consents changed after the family joined: each current
 * version to read, tick and sign, sent with the acceptance of the offer. The place in line is
 * kept; the checkout follows, as for any accepted offer (`onAccepted`).
 */
export function AcceptOfferDialog({
  target,
  onClose,
  onAccepted,
}: TargetDialogProps<WaitlistEntry> & { onAccepted: (registrationId: number) => void }) {
  const { _ } = useLingui();
  const action = useWaitlistAction();
  const queryClient = useQueryClient();
  const documents = target?.documentsToAccept;
  // Stable per list of documents: the dialog resets to these each time it opens or they change.
  const defaults = useMemo(() => ({ waivers: blankAcceptances(documents ?? []) }), [documents]);
  const dialog = useDialogForm(
    { target, onClose },
    withRuleErrors(zodResolver(waitlistAcceptSchema), (values) =>
      acceptanceErrors(documents ?? [], values.waivers ?? []),
    ),
    defaults,
    {
      send: (values) =>
        action.mutateAsync({ id: target?.id ?? 0, action: 'accept', waivers: values.waivers }),
      onSaved: (result) => {
        if (result.registrationId) onAccepted(result.registrationId);
      },
      // A version published meanwhile: the entry's documents are read again.
      onFieldErrors: () => void queryClient.invalidateQueries({ queryKey: queryKeys.waitlists.mine }),
      onFailed: (message) => [message],
    },
  );
  return (
    <FormDialog
      {...dialog}
      title={_('mine.waitlist.acceptTitle')}
      confirmLabel={_('mine.waitlist.acceptAndPay')}
      dismissLabel={_('mine.waitlist.notNow')}
      confirmVariant="primary"
      intro={
        <>
          <p>
            {target?.playerName}, {target ? localItemName(target.item) : ''}.
          </p>
          <p>{_('mine.waitlist.documentsChanged')}</p>
        </>
      }
    >
      <WaiversSection documents={documents ?? []} />
    </FormDialog>
  );
}
