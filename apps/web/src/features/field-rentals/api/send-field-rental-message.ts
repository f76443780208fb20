import { apiPaths, type FieldRentalRequest } from '@soccer/contracts';
import type { HttpClient } from '../../../lib/http';

/**
 * POST /api/ContactUs/sendFieldRentalMessage (public): 200 saved, 400 `{ errors }` keyed
 * FullName, Zipcode, … RecaptchaValue, 429 too many sends.
 */
export function sendFieldRentalMessage(http: HttpClient, inquiry: FieldRentalRequest) {
  return http.unsecureFetch(apiPaths.sendFieldRentalMessage, { method: 'POST', body: inquiry });
}
