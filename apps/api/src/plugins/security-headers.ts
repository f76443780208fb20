import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

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
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const identity = new URL(config.OIDC_AUTHORITY).origin;
  const captcha = captchaOrigins[config.CAPTCHA_PROVIDER];
  const tagManager = config.TAG_MANAGER_ID ? ['https://www.googletagmanager.com'] : [];
  const reporting = config.ERROR_REPORTING_ENDPOINT?.startsWith('http')
    ? [new URL(config.ERROR_REPORTING_ENDPOINT).origin]
    : [];

  await app.register(helmet, {
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
}
