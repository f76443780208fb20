import { apiPaths, type ContactMessageRequest } from '@soccer/contracts';
import type { HttpClient } from '../../../lib/http';

/**
 * POST /api/ContactUs/saveContactUsMessage (public): 200 saved, 400 `{ errors }` keyed
 * FirstName, Email, … RecaptchaValue, 429 too many sends.
 */
export function saveContactMessage(http: HttpClient, message: ContactMessageRequest) {
  return http.unsecureFetch(apiPaths.saveContactUsMessage, { method: 'POST', body: message });
}
