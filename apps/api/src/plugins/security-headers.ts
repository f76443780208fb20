import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config.js';
import { isProbe } from '../lib/probes.js';

const captchaOrigins: Record<
  Config['CAPTCHA_PROVIDER'],
  { script: string[]; frame: string[]; connect: string[] }
> = {
  altcha: { script: [], frame: [], connect: [] },
  recaptcha: {
    script: ['https://www.google.com', 'https://www.gstatic.com'],
    frame: ['https://www.google.com', 'https://recaptcha.google.com'],
    connect: [],
  },
  turnstile: {
    script: ['https://challenges.cloudflare.com'],
    frame: ['https://challenges.cloudflare.com'],
    connect: [],
  },
};

/**
 * Strict Content-Security-Policy: scripts only from our origin (and the captcha / tag manager
 * origins when they are configured), no inline script, no framing of the site.
 *
 * helmet decides the header set. Ours depends only on configuration, so it is computed once at
 * start and copied onto every reply (@fastify/helmet rebuilt helmet for each request, which cost
 * more than the rest of the plugin stack together).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const headers = securityHeaders(config);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isProbe(request.url) ? probeHeaders : headers);
    done();
  });
}

/**
 * A probe's answer is a few bytes of JSON to a machine: no document, no script, nothing to frame.
 * It gets the strictest short policy instead of the site's 0.7 KiB of headers, which were most
 * of a probe's cost (decision 0091).
 */
export const probeHeaders: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
};

/** The security headers for this configuration, as helmet sets them. */
export function securityHeaders(config: Config): Record<string, string> {
  const identity = new URL(config.OIDC_AUTHORITY).origin;
  const captcha = captchaOrigins[config.CAPTCHA_PROVIDER];
  const tagManager = config.TAG_MANAGER_ID ? ['https://www.googletagmanager.com'] : [];
  const reporting = config.ERROR_REPORTING_ENDPOINT?.startsWith('http')
    ? [new URL(config.ERROR_REPORTING_ENDPOINT).origin]
    : [];

  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...captcha.script, ...tagManager],
        // Style attributes set by components; no script can be injected through styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...tagManager],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", identity, ...captcha.connect, ...reporting, ...tagManager],
        frameSrc: [identity, ...captcha.frame],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", identity],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: config.APP_URL?.startsWith('https://') ? { maxAge: 15552000, includeSubDomains: true } : false,
  });
  return recordHeaders(middleware);
}

/** Runs a header-setting middleware once against a recorder instead of a real response. */
function recordHeaders(
  middleware: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void,
): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}
