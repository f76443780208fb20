import { apiPaths, type PeriodRevenue, type RevenueKind } from '@soccer/contracts';
import { queryKeys } from '../../../lib/query-keys';
import { signedQuery } from '../../../lib/signed-query';

/** Card payments received less refunds that reached the card between two instants (UTC), of camps or tournaments. */
export const periodRevenue = signedQuery<[RevenueKind, string, string], PeriodRevenue>({
  key: (kind, from, to) => queryKeys.periodRevenue(kind, from, to),
  path: (kind, from, to) => `${apiPaths.periodRevenue(kind)}?${new URLSearchParams({ from, to }).toString()}`,
  keepPrevious: true,
});
