import { accounts, type TestApp } from './test-app.js';

/** Sets the data retention period (months; null: keep everything) as an admin. */
export const setRetention = (t: Pick<TestApp, 'as'>, retentionMonths: number | null) =>
  t.as(accounts.admin, { method: 'PUT', url: '/api/Admin/DataRetention', payload: { retentionMonths } });
