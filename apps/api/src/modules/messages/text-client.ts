import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TextsConfig } from '../../config.js';
import { outgoingTraceHeaders } from '../../lib/trace-context.js';

/**
 * The one call of Twilio's REST API the product makes (decision 0068): create a message,
 * `POST /2010-04-01/Accounts/{AccountSid}/Messages.json`, form-encoded, Basic auth with the
 * Account SID and auth token, with a `StatusCallback` the provider posts the message's states to.
 */
export interface TextClient {
  send(text: { to: string; body: string; statusCallback: string }): Promise<{ sid: string; status: string }>;
}

export class TextSendError extends Error {
  constructor(
    message: string,
    /** The provider refused this message for good (a 4xx, such as a number that cannot take texts). */
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

export function twilioTextClient(config: TextsConfig, fetchImpl: typeof fetch = fetch): TextClient {
  const url = `${config.apiBase}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    async send({ to, body, statusCallback }) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: {
          authorization: auth,
          'content-type': 'application/x-www-form-urlencoded',
          // The trace of the job sending it (decision 0072), itself under the office's request.
          ...outgoingTraceHeaders(),
        },
        body: new URLSearchParams({ To: to, From: config.from, Body: body, StatusCallback: statusCallback }),
        signal: AbortSignal.timeout(10_000),
      });
      const answer = (await response.json().catch(() => ({}))) as {
        sid?: string;
        status?: string;
        message?: string;
        code?: number;
      };
      if (!response.ok || !answer.sid)
        throw new TextSendError(
          `text provider ${response.status}: ${answer.code ?? ''} ${answer.message ?? ''}`.trim(),
          response.status >= 400 && response.status < 500 && response.status !== 429,
        );
      return { sid: answer.sid, status: answer.status ?? 'queued' };
    },
  };
}

/**
 * Twilio's request signature (`X-Twilio-Signature`): HMAC-SHA1 with the auth token over the full
 * URL it called followed by each POST parameter's name and value, sorted by name; base64.
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

export function isValidTwilioSignature(
  authToken: string,
  signature: string | undefined,
  url: string,
  params: Record<string, string>,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
