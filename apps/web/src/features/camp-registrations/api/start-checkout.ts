import { apiPaths, type CampCheckoutRequest } from '@soccer/contracts';
import { useMutation } from '@tanstack/react-query';
import { type HttpClient, readText, useHttp } from '../../../lib/http';

/** POST /api/Payment/CampRegistrationCheckout: the hosted checkout's address, as plain text. */
export function startCampCheckout(http: HttpClient, body: CampCheckoutRequest) {
  return http.secureFetch(apiPaths.campCheckout, { method: 'POST', body, read: readCheckoutAddress });
}

/** Only an http(s) address is followed (never `javascript:` or the like). */
async function readCheckoutAddress(response: Response): Promise<string> {
  const url = await readText(response);
  if (!isWebAddress(url)) throw new Error('no checkout address was returned');
  return url;
}

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
