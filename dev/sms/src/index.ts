import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/**
 * The local text-message provider: the one call of Twilio's REST API the product makes (create a
 * message, `POST /2010-04-01/Accounts/{AccountSid}/Messages.json`, form-encoded, Basic auth),
 * the message's status callbacks (sent, then delivered; failed for `failingNumber`), and a page
 * that shows the texts per phone number, as the mailbox shows mails, where a person can reply
 * (STOP, START): the reply reaches the product as Twilio's inbound webhook does, signed with
 * `X-Twilio-Signature`.
 */
export interface SmsOptions {
  port: number;
  host?: string;
  accountSid: string;
  authToken: string;
  /** Where replies go (the product's inbound webhook); none: replies are only shown. */
  inboundUrl?: string | undefined;
  /** Milliseconds before the "sent" callback; "delivered" (or "failed") follows after as long again. */
  callbackDelayMs?: number;
}

/** A number that takes the call but whose texts fail, as Twilio's test number for an unreachable phone. */
export const failingNumber = '+15005550009';

export interface Text {
  sid: string;
  direction: 'outbound' | 'inbound';
  to: string;
  from: string;
  body: string;
  status: string;
  at: string;
  /** The product's answer to a reply (its webhook's HTTP status), when one was sent. */
  webhookStatus?: number;
}

export interface SmsStandIn {
  url: string;
  texts(): Text[];
  /** Sends a reply from `from` as a person would from their phone. */
  reply(from: string, body: string): Promise<Text>;
  close(): Promise<void>;
}

/** Twilio's signature: HMAC-SHA1 of the URL and each parameter's name and value, sorted by name; base64. */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

const e164 = /^\+\d{8,15}$/;

export async function startSms(options: SmsOptions): Promise<SmsStandIn> {
  const texts: Text[] = [];
  const delay = options.callbackDelayMs ?? 300;
  let count = 0;
  const sidOf = () => `SM${(++count).toString(16).padStart(32, '0')}`;
  const basic = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number, run: () => Promise<void>) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run().catch(() => undefined);
    }, ms);
    timers.add(timer);
  };

  const signedPost = (url: string, params: Record<string, string>) =>
    fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilioSignature(options.authToken, url, params),
      },
      body: new URLSearchParams(params),
      signal: AbortSignal.timeout(10_000),
    });

  function report(text: Text, callback: string | undefined, status: string) {
    text.status = status;
    if (!callback) return Promise.resolve();
    const params: Record<string, string> = {
      AccountSid: options.accountSid,
      MessageSid: text.sid,
      SmsSid: text.sid,
      MessageStatus: status,
      SmsStatus: status,
      To: text.to,
      From: text.from,
      ApiVersion: '2010-04-01',
    };
    if (status === 'failed') params.ErrorCode = '30003';
    return signedPost(callback, params).then(() => undefined);
  }

  async function reply(from: string, body: string): Promise<Text> {
    const last = [...texts].reverse().find((t) => t.direction === 'outbound' && t.to === from);
    const text: Text = {
      sid: sidOf(),
      direction: 'inbound',
      to: last?.from ?? '',
      from,
      body,
      status: 'received',
      at: new Date().toISOString(),
    };
    texts.push(text);
    if (options.inboundUrl) {
      const response = await signedPost(options.inboundUrl, {
        AccountSid: options.accountSid,
        MessageSid: text.sid,
        SmsSid: text.sid,
        From: from,
        To: text.to,
        Body: body,
        NumMedia: '0',
        ApiVersion: '2010-04-01',
      });
      text.webhookStatus = response.status;
    }
    return text;
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const send = (status: number, type: string, body: string) => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      response.end(body);
    };
    const json = (status: number, body: unknown) => send(status, 'application/json', JSON.stringify(body));

    const create = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(url.pathname);
    if (create && request.method === 'POST') {
      const given = Buffer.from(request.headers.authorization ?? '');
      const expected = Buffer.from(basic);
      if (
        create[1] !== options.accountSid ||
        given.length !== expected.length ||
        !timingSafeEqual(given, expected)
      )
        return json(401, { code: 20003, message: 'Authenticate', status: 401 });
      const form = Object.fromEntries(new URLSearchParams(await readBody(request)));
      if (!form.To || !e164.test(form.To))
        return json(400, {
          code: 21211,
          message: `The 'To' number ${form.To ?? ''} is not a valid phone number.`,
          status: 400,
        });
      if (!form.Body) return json(400, { code: 21602, message: 'Message body is required.', status: 400 });
      const text: Text = {
        sid: sidOf(),
        direction: 'outbound',
        to: form.To,
        from: form.From ?? '',
        body: form.Body,
        status: 'queued',
        at: new Date().toISOString(),
      };
      texts.push(text);
      const callback = form.StatusCallback;
      later(delay, async () => {
        await report(text, callback, 'sent');
        later(delay, () => report(text, callback, text.to === failingNumber ? 'failed' : 'delivered'));
      });
      return json(201, {
        sid: text.sid,
        account_sid: options.accountSid,
        to: text.to,
        from: text.from,
        body: text.body,
        status: 'queued',
        date_created: new Date(text.at).toUTCString(),
        direction: 'outbound-api',
        api_version: '2010-04-01',
      });
    }
    if (url.pathname === '/reply' && request.method === 'POST') {
      const form = Object.fromEntries(new URLSearchParams(await readBody(request)));
      if (form.from && form.body) await reply(form.from, form.body);
      response.writeHead(303, { location: `/#${encodeURIComponent(form.from ?? '')}` });
      return response.end();
    }
    if (url.pathname === '/__dev/health') return json(200, { ok: true });
    if (url.pathname === '/__dev/texts') return json(200, texts);
    if (url.pathname === '/' && request.method === 'GET')
      return send(200, 'text/html; charset=utf-8', page(texts));
    return json(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: String(error) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port, options.host ?? '127.0.0.1', resolve));
  return {
    url: `http://localhost:${options.port}`,
    texts: () => texts.map((t) => ({ ...t })),
    reply,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function readBody(request: IncomingMessage, limit = 64 * 1024): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > limit) reject(new Error('body too large'));
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The texts per phone number, newest number first, each with a reply form. */
function page(texts: Text[]): string {
  const byPhone = new Map<string, Text[]>();
  for (const t of texts) {
    const phone = t.direction === 'outbound' ? t.to : t.from;
    byPhone.set(phone, [...(byPhone.get(phone) ?? []), t]);
  }
  const phones = [...byPhone.keys()].reverse();
  const sections = phones
    .map((phone) => {
      const items = byPhone
        .get(phone)!
        .map(
          (t) =>
            `<li class="${t.direction}"><p>${escapeHtml(t.body)}</p><small>${
              t.direction === 'outbound'
                ? `to ${escapeHtml(t.to)} · ${escapeHtml(t.status)}`
                : `reply${t.webhookStatus ? ` · app answered ${t.webhookStatus}` : ''}`
            } · <time datetime="${t.at}">${escapeHtml(new Date(t.at).toLocaleString('en-US', { timeZoneName: 'short' }))}</time></small></li>`,
        )
        .join('');
      return `<section id="${escapeHtml(phone)}" aria-label="Texts with ${escapeHtml(phone)}"><h2>${escapeHtml(phone)}</h2><ol>${items}</ol>
<form method="post" action="/reply"><input type="hidden" name="from" value="${escapeHtml(phone)}"><label>Reply as ${escapeHtml(phone)} <input name="body" required maxlength="160" placeholder="STOP or START"></label> <button>Send reply</button></form></section>`;
    })
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Text messages (local)</title><style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:46rem;padding:1rem;color:#1b1b1b}
section{border:1px solid #ccc;border-radius:.5rem;padding:.75rem;margin:0 0 1rem}
h2{font-size:1.1rem;margin:0 0 .5rem}ol{list-style:none;padding:0;margin:0}
li{margin:.5rem 0;padding:.5rem .75rem;border-radius:1rem;max-width:85%;overflow-wrap:anywhere}
li p{margin:0 0 .25rem}li.outbound{background:#e9eef6}li.inbound{background:#d7f5dd;margin-left:auto}
small{color:#444}form{margin-top:.5rem;display:flex;flex-wrap:wrap;gap:.5rem;align-items:end}
input{font:inherit;padding:.35rem;min-width:10rem}button{font:inherit;padding:.35rem .75rem}
</style></head><body><h1>Text messages (local)</h1>
<p>Texts the product sent through the local stand-in for Twilio, per phone number. A reply goes to the product as Twilio's webhook would.</p>
${sections || '<p>No texts yet.</p>'}</body></html>`;
}
