/**
 * Ports of the stack the browser tests start, apart from the defaults so a running copy is
 * untouched. E2E_PORT_OFFSET shifts them all, so two runs can share a machine.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const e2ePorts = {
  site: 18080 + offset,
  identity: 18081 + offset,
  payments: 18082 + offset,
  smtp: 11025 + offset,
  mailWeb: 11080 + offset,
  sms: 18083 + offset,
} as const;
export const siteUrl = `http://localhost:${e2ePorts.site}`;
export const identityUrl = `http://localhost:${e2ePorts.identity}`;
export const paymentsUrl = `http://localhost:${e2ePorts.payments}`;
export const mailboxUrl = `http://localhost:${e2ePorts.mailWeb}`;
export const smsUrl = `http://localhost:${e2ePorts.sms}`;
