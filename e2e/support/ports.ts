/** Ports of the stack the browser tests start, apart from the defaults so a running copy is untouched. */
export const e2ePorts = { site: 18080, identity: 18081, payments: 18082, smtp: 11025, mailWeb: 11080 } as const;
export const siteUrl = `http://localhost:${e2ePorts.site}`;
export const identityUrl = `http://localhost:${e2ePorts.identity}`;
export const mailboxUrl = `http://localhost:${e2ePorts.mailWeb}`;
