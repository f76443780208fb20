import { apiPaths, type CampCheckoutRequest } from '@soccer/contracts';
import { useMutation } from '@tanstack/react-query';
import { type HttpClient, readProblem, useHttp } from '../../../lib/http';

export type StartCheckoutResult = { ok: true; url: string } | { ok: false; text: string };

/** POST /api/Payment/CampRegistrationCheckout: the hosted checkout's address, as plain text. */
export async function startCampCheckout(
  http: HttpClient,
  body: CampCheckoutRequest,
): Promise<StartCheckoutResult> {
  const response = await http.secureFetch(apiPaths.campCheckout, { method: 'POST', body });
  if (!response.ok) return { ok: false, text: await readProblem(response) };
  const url = (await response.text()).trim();
  return isWebAddress(url) ? { ok: true, url } : { ok: false, text: 'no checkout address was returned' };
}

/** Only an http(s) address is followed (never `javascript:` or the like). */
function isWebAddress(text: string): boolean {
  try {
    const { protocol } = new URL(text);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

export function useStartCampCheckout() {
  const http = useHttp();
  return useMutation({ mutationFn: (body: CampCheckoutRequest) => startCampCheckout(http, body) });
}
