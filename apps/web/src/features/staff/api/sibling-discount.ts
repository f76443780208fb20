import { apiPaths, type SiblingDiscountInput } from '@soccer/contracts';
import { queryKeys } from '../../../lib/query-keys';
import { staffSetting } from './staff-setting';

const setting = staffSetting<SiblingDiscountInput>(queryKeys.siblingDiscount, apiPaths.siblingDiscount);

/** GET the sibling discount staff set (or the configured default). */
export const siblingDiscount = setting.query;

/** PUT a new sibling discount; every reader of it (the register form too) reads it again. */
export const useSaveSiblingDiscount = setting.useSave;
