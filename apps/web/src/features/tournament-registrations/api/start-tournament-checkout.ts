import { apiPaths, type TournamentCheckoutRequest } from '@soccer/contracts';
import { useMutation } from '@tanstack/react-query';
import { expectOk, type HttpClient, HttpError, useHttp } from '../../../lib/http';

/** POST TournamentRegistrationCheckout → the hosted checkout page's URL (text/plain). */
export async function startTournamentCheckout(
  http: HttpClient,
  body: TournamentCheckoutRequest,
): Promise<string> {
  const response = await expectOk(
    await http.secureFetch(apiPaths.tournamentCheckout, { method: 'POST', body }),
  );
  const url = (await response.text()).trim();
  if (!/^https?:\/\//i.test(url)) throw new HttpError(502, 'The server did not return a checkout address.');
  return url;
}

export function useStartTournamentCheckout() {
  const http = useHttp();
  return useMutation({
    mutationFn: (body: TournamentCheckoutRequest) => startTournamentCheckout(http, body),
  });
}
