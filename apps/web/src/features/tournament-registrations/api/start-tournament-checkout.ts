import { apiPaths, type TournamentCheckoutRequest } from '@soccer/contracts';
import { useMutation } from '@tanstack/react-query';
import { type HttpClient, readText, useHttp } from '../../../lib/http';

/** The hosted checkout page's URL (text/plain); anything but an http(s) address is a failure. */
async function readCheckoutAddress(response: Response): Promise<string> {
  const url = await readText(response);
  if (!/^https?:\/\//i.test(url)) throw new Error('The server did not return a checkout address.');
  return url;
}

/** POST TournamentRegistrationCheckout → the hosted checkout page's URL. */
export function startTournamentCheckout(http: HttpClient, body: TournamentCheckoutRequest) {
  return http.secureFetch(apiPaths.tournamentCheckout, { method: 'POST', body, read: readCheckoutAddress });
}

export function useStartTournamentCheckout() {
  const http = useHttp();
  return useMutation({
    mutationFn: (body: TournamentCheckoutRequest) => startTournamentCheckout(http, body),
  });
}
