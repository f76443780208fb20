import {
  apiPaths,
  type CampOrderResponse,
  type CampRegistrationRequest,
  type FieldErrors,
  type OrderPlayer,
  orderPlayerFields,
  type SiblingDiscountInput,
} from '@soccer/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRegistrationMutation } from '../../../hooks/use-registration-mutation';
import { type HttpClient, type HttpResult, unwrap, useHttp } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** The register form's values for an order: the first player's whole form, and the others' own fields. */
export interface OrderValues {
  first: CampRegistrationRequest;
  extraPlayers: readonly OrderPlayer[];
}

/** One registration per player: each additional player takes the first's household fields. */
export const orderBodies = ({ first, extraPlayers }: OrderValues): CampRegistrationRequest[] => [
  first,
  ...extraPlayers.map((player) => ({ ...first, ...player, eligibilityOverrideReason: '' })),
];

const isPlayerField = (field: string) => (orderPlayerFields as readonly string[]).includes(field);

/**
 * The server keys an order's errors by player (`registrations[2].playerBirthdate`); the form has
 * the first player's fields and `extraPlayers`: the first player's errors and every household
 * field's go to the form's own fields, another player's to its `extraPlayers[i]` fields.
 */
export function orderErrorsForForm(errors: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, list] of Object.entries(errors)) {
    const m = /^registrations\[(\d+)\]\.(.+)$/.exec(key);
    const index = m ? Number(m[1]) : -1;
    const field = m?.[2] ?? key;
    const formKey = index > 0 && isPlayerField(field) ? `extraPlayers[${index - 1}].${field}` : field;
    out[formKey] ??= list;
  }
  return out;
}

/**
 * POST /api/Registration/SubmitCampOrder: 200 `{ orderId, ids }`; 400 `{ errors }` keyed as the
 * form's fields (see `orderErrorsForForm`); 409 (not enough seats, caps), 404: the server's detail.
 */
export async function submitCampOrder(
  http: HttpClient,
  values: OrderValues,
): Promise<HttpResult<CampOrderResponse>> {
  const result = await http.secureFetch<CampOrderResponse>(apiPaths.submitCampOrder, {
    method: 'POST',
    body: { registrations: orderBodies(values) },
  });
  return result.ok || !result.errors ? result : { ...result, errors: orderErrorsForForm(result.errors) };
}

/** Submits an order; like one registration, any answer but field errors may change the seats left. */
export function useSubmitCampOrder() {
  return useRegistrationMutation('camp', submitCampOrder, (result) => result.ok || !result.errors);
}

/** GET /api/Camps/SiblingDiscount: the rule the server prices an order by, shown before submitting. */
export function useSiblingDiscount() {
  const http = useHttp();
  return useQuery({
    queryKey: queryKeys.siblingDiscount,
    queryFn: ({ signal }) =>
      unwrap(http.unsecureFetch<SiblingDiscountInput>(apiPaths.publicSiblingDiscount, { signal })),
  });
}
