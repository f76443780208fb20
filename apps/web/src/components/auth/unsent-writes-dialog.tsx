import { useLingui } from '@lingui/react';
import { ConfirmDialog } from '../ui/confirm-dialog';

/** Before a sign-out deletes writes this device has not sent yet (check-ins made offline). */
export default function UnsentWritesDialog({
  count,
  onSignOut,
  onClose,
}: {
  count: number;
  onSignOut: () => void;
  onClose: () => void;
}) {
  const { _ } = useLingui();
  return (
    <ConfirmDialog
      show
      title={_('auth.unsent.title')}
      confirmLabel={_('auth.unsent.signOut')}
      dismissLabel={_('auth.unsent.stay')}
      busy={false}
      onSubmit={(event) => {
        event.preventDefault();
        onSignOut();
      }}
      onClose={onClose}
    >
      <p className="mb-0">{_('auth.unsent.body', { count })}</p>
    </ConfirmDialog>
  );
}
