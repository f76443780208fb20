import { Trans, useLingui } from '@lingui/react';
import { localInstant } from '../../../lib/i18n/instants';
import { useReleaseCampHold } from '../api/release-camp-hold';
import { RecordActionDialog } from './record-action-dialog';

export interface HoldTarget {
  id: number;
  /** The player's name (shown as text). */
  name: string;
  holdExpiresAt: string | null;
}

/** Asks before ending an unpaid camp hold early, so its seat goes to someone else. */
export function ReleaseHoldDialog({ target, onClose }: { target: HoldTarget | null; onClose: () => void }) {
  const { _ } = useLingui();
  return (
    <RecordActionDialog
      record={target}
      act={useReleaseCampHold()}
      title={_('staff.hold.title')}
      confirmLabel={_('staff.hold.confirm')}
      dismissLabel={_('staff.hold.dismiss')}
      done={({ name }) => _('staff.hold.released', { name })}
      failed={(message) => _('staff.hold.failed', { message })}
      onClose={onClose}
    >
      <Trans
        id={target?.holdExpiresAt ? 'staff.hold.introUntil' : 'staff.hold.intro'}
        values={{
          name: target?.name,
          when: target?.holdExpiresAt ? localInstant(target.holdExpiresAt) : '',
        }}
        components={{ 0: <strong /> }}
      />
    </RecordActionDialog>
  );
}
