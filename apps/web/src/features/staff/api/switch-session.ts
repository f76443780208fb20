import type { StaffSwitchRequest } from '@soccer/contracts';
import { switchOptions, useMoveRegistration } from '../../../hooks/use-session-switch';

/** Every session a paid camp registration can move to (staff: no cut-off), while a dialog names it. */
export const useStaffSwitchOptions = (id: number | undefined) =>
  switchOptions.use(id ?? 0, 'staff', id !== undefined);

/** A staff move, with the refund choice and the reason. */
export const useStaffSwitchSession = () => useMoveRegistration<StaffSwitchRequest>('staff');
