import { fileURLToPath } from 'node:url';
import { startSms } from './index.js';

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const port = Number(process.env.SMS_PORT ?? 8083);
  const sms = await startSms({
    port,
    accountSid: process.env.SMS_ACCOUNT_SID ?? 'AC00000000000000000000000000000000',
    authToken: process.env.SMS_AUTH_TOKEN ?? 'sms_local_token',
    inboundUrl: process.env.SMS_INBOUND_URL,
    callbackDelayMs: Number(process.env.SMS_CALLBACK_MS ?? 300),
  });
  console.log(`sms: Twilio's Messages API and the texts page at ${sms.url}`);
}
