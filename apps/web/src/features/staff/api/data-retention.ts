import { apiPaths, type RetentionSetting } from '@soccer/contracts';
import { queryKeys } from '../../../lib/query-keys';
import { staffSetting } from './staff-setting';

const setting = staffSetting<RetentionSetting>(queryKeys.dataRetention, apiPaths.dataRetention);

/** GET the retention period staff set (null: personal fields are kept). */
export const dataRetention = setting.query;

/** PUT a new retention period; the setting is read again. */
export const useSaveDataRetention = setting.useSave;
