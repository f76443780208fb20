import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { failingNumber, type SmsStandIn, startSms, twilioSignature } from '../src/index.js';

const accountSid = 'AC00000000000000000000000000000000';
const authToken = 'sms_local_token';
const port = 23083 + Math.floor(Math.random() * 1000);
const hookPort = port + 1000;
const hookUrl = `http://localhost:${hookPort}`;
let sms: SmsStandIn;
let hooks: Server;
/** What the stand-in posted to the product: path, fields, and whether the signature was right. */
const received: { path: string; params: Record<string, string>; signed: boolean }[] = [];

beforeAll(async () => {
  hooks = createServer((request, response) => {
    let body = '';
    request.on('data', (c) => {
      body += c;
    });
    request.on('end', () => {
      const params = Object.fromEntries(new URLSearchParams(body));
      const url = `${hookUrl}${request.url}`;
      received.push({
        path: request.url ?? '',
        params,
        signed: request.headers['x-twilio-signature'] === twilioSignature(authToken, url, params),
      });
      response.writeHead(200, { 'content-type': 'text/xml' });
      response.end('<Response></Response>');
    });
  });
  await new Promise<void>((resolve) => hooks.listen(hookPort, '127.0.0.1', resolve));
  sms = await startSms({
    port,
    accountSid,
    authToken,
    inboundUrl: `${hookUrl}/inbound`,
    callbackDelayMs: 20,
  });
});
afterAll(async () => {
  await sms.close();
  await new Promise<void>((resolve) => hooks.close(() => resolve()));
});

const create = (form: Record<string, string>, auth = `${accountSid}:${authToken}`) =>
  fetch(`${sms.url}/2010-04-01/Accounts/${accountSid}/Messages.json`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(auth).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(form),
  });

it("takes Twilio's Messages.json call, reports sent then delivered to the status callback, signed", async () => {
  const response = await create({
    To: '+16155550110',
    From: '+15005550006',
    Body: 'Field 2 today',
    StatusCallback: `${hookUrl}/status`,
  });
  expect(response.status).toBe(201);
  const message = (await response.json()) as { sid: string };
  expect(message).toMatchObject({ to: '+16155550110', status: 'queued', body: 'Field 2 today' });
  expect(message.sid).toMatch(/^SM[0-9a-f]{32}$/);
  await expect
    .poll(() =>
      received.filter((r) => r.params.MessageSid === message.sid).map((r) => r.params.MessageStatus),
    )
    .toEqual(['sent', 'delivered']);
  expect(received.every((r) => r.signed && r.path === '/status')).toBe(true);
  const page = await (await fetch(sms.url)).text();
  expect(page).toContain('+16155550110');
  expect(page).toContain('Field 2 today');
});

it('fails the texts of its failing test number, and refuses a wrong token or a bad number', async () => {
  const message = (await (
    await create({ To: failingNumber, From: '+15005550006', Body: 'x', StatusCallback: `${hookUrl}/status` })
  ).json()) as { sid: string };
  await expect
    .poll(() =>
      received.filter((r) => r.params.MessageSid === message.sid).map((r) => r.params.MessageStatus),
    )
    .toEqual(['sent', 'failed']);
  expect((await create({ To: '+16155550110', Body: 'x' }, `${accountSid}:wrong`)).status).toBe(401);
  const bad = await create({ To: '615-555', Body: 'x' });
  expect(bad.status).toBe(400);
  expect(((await bad.json()) as { code: number }).code).toBe(21211);
});

it("sends a person's reply (STOP) to the product's inbound webhook, signed, from the page's form", async () => {
  const response = await fetch(`${sms.url}/reply`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ from: '+16155550110', body: 'STOP' }),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  const inbound = received.find((r) => r.path === '/inbound');
  expect(inbound).toMatchObject({
    signed: true,
    params: { From: '+16155550110', Body: 'STOP', To: '+15005550006' },
  });
  expect(sms.texts().at(-1)).toMatchObject({ direction: 'inbound', body: 'STOP', webhookStatus: 200 });
});
