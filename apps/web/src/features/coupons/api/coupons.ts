import {
  type AdminCatalog,
  apiPaths,
  type Coupon,
  type CouponInput,
  type CouponUse,
} from '@soccer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { signedQuery } from '../../../lib/signed-query';

/** Every coupon, newest first, with its held uses (staff). */
export const coupons = signedQuery<[], Coupon[]>({
  key: () => queryKeys.coupons,
  path: () => apiPaths.adminCoupons,
});

/** Every held use of every coupon, newest first (staff). */
export const couponUses = signedQuery<[], CouponUse[]>({
  key: () => queryKeys.couponUses,
  path: () => apiPaths.adminCouponUses,
});

/** The camps, sessions and tournaments a coupon may be for (the catalogue staff edit). */
export const couponCatalog = signedQuery<[], AdminCatalog>({
  key: () => queryKeys.catalog,
  path: () => apiPaths.adminCatalog,
});

/** Creates a coupon (id 0) or saves one (also to turn it off or on); the lists read again. */
export function useSaveCoupon() {
  const { secureFetch } = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CouponInput }) =>
      secureFetch<{ id: number }>(id ? apiPaths.adminCoupon(id) : apiPaths.adminCoupons, {
        method: id ? 'PUT' : 'POST',
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.coupons }),
  });
}

/** A saved coupon as its form edits it (amounts in dollars, blank limits for none). */
export const couponInputOf = (c: Coupon): CouponInput => ({
  code: c.code,
  kind: c.kind,
  value: c.value,
  validFrom: c.validFrom,
  validTo: c.validTo,
  totalUses: c.totalUses ?? '',
  usesPerAccount: c.usesPerAccount ?? '',
  scope: c.scope,
  campIds: c.campIds,
  sessionIds: c.sessionIds,
  tournamentIds: c.tournamentIds,
  active: c.active,
});
