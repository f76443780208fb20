import type { IncomingMessage, ServerResponse } from 'node:http';
import { StripeApiError, stripeErrors } from '../stripe-errors.js';
import { authenticate } from './api-auth.js';
import type { HttpContext } from './context.js';
import { sendJson } from './respond.js';

/**
 * Control endpoints that real Stripe does not have (its dashboard's "Resend" button is the closest),
 * for tests and for replaying a webhook by hand. Guarded by the same secret key as the API.
 */
export async function handleDevRequest(
  context: HttpContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const reply = (status: number, body: unknown) => sendJson(res, status, JSON.stringify(body, null, 2));
  try {
    if (req.method === 'GET' && url.pathname === '/__dev/health') return reply(200, { ok: true });
    authenticate(req, context.secretKey);
    const resend = /^\/__dev\/events\/([A-Za-z0-9_]+)\/resend$/.exec(url.pathname);
    if (req.method === 'POST' && resend) {
      const stored = context.events.get(resend[1]!);
      if (!stored) throw stripeErrors.noSuch('event', resend[1]!, 'id');
      if (!context.dispatcher) {
        throw stripeErrors.invalidRequest(
          'No webhook URL is configured, so there is nowhere to send the event.',
        );
      }
      const attempt = await context.dispatcher.resend(stored);
      return reply(200, { event: stored.event.id, attempt });
    }
    throw stripeErrors.unrecognizedUrl(req.method ?? 'GET', url.pathname);
  } catch (error) {
    if (!(error instanceof StripeApiError)) throw error;
    reply(error.statusCode, error.toJSON());
  }
}
