import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { staticAssets } from '../views/assets.js';
import { messagePage } from '../views/pages.js';
import { texts } from '../views/texts.js';
import {
  abortInteraction,
  showInteraction,
  showSignUp,
  submitLogin,
  submitSignUp,
} from './interaction-routes.js';
import { pageLanguage } from './language.js';
import { showMailLink, showMailRequest, submitMailRequest } from './mail-link-routes.js';
import { withOfflineAccessConsent } from './offline-access.js';
import { forgotPassword, resetLink, submitResetPassword } from './password-routes.js';
import { RequestError, securityHeaders, sendHtml } from './respond.js';
import type { IdentityServices } from './services.js';
import { resendVerification, submitVerifyEmail, verifyLink } from './verification-routes.js';

type Handler = (req: IncomingMessage, res: ServerResponse, url: URL, uid: string) => Promise<void>;

interface Route {
  method: 'GET' | 'POST';
  pattern: RegExp;
  handler: Handler;
}

function routes(services: IdentityServices): Route[] {
  const interaction = (path: string) => new RegExp(`^/interaction/([A-Za-z0-9_-]{1,64})${path}$`);
  const route = (method: Route['method'], pattern: RegExp, handler: Handler): Route => ({
    method,
    pattern,
    handler,
  });
  return [
    route('GET', interaction(''), (q, s, _u, id) => showInteraction(services, q, s, id)),
    route('POST', interaction('/login'), (q, s, _u, id) => submitLogin(services, q, s, id)),
    route('GET', interaction('/signup'), (q, s, _u, id) => showSignUp(services, q, s, id)),
    route('POST', interaction('/signup'), (q, s, _u, id) => submitSignUp(services, q, s, id)),
    route('GET', interaction('/abort'), (q, s, _u, id) => abortInteraction(services, q, s, id)),
    route('GET', /^\/password\/forgot$/, (q, s, u) => showMailRequest(services, q, s, u, forgotPassword)),
    route('POST', /^\/password\/forgot$/, (q, s) => submitMailRequest(services, q, s, forgotPassword)),
    route('GET', /^\/password\/reset$/, (q, s, u) => showMailLink(services, q, s, u, resetLink)),
    route('POST', /^\/password\/reset$/, (q, s) => submitResetPassword(services, q, s)),
    route('GET', /^\/email\/verify$/, (q, s, u) => showMailLink(services, q, s, u, verifyLink)),
    route('POST', /^\/email\/verify$/, (q, s) => submitVerifyEmail(services, q, s)),
    route('GET', /^\/email\/verify\/resend$/, (q, s, u) =>
      showMailRequest(services, q, s, u, resendVerification),
    ),
    route('POST', /^\/email\/verify\/resend$/, (q, s) =>
      submitMailRequest(services, q, s, resendVerification),
    ),
  ];
}

function serveAsset(req: IncomingMessage, res: ServerResponse, url: URL): boolean {
  const asset = staticAssets.get(url.pathname);
  if (!asset || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  const body = Buffer.from(asset.body, 'utf8');
  res.writeHead(200, {
    'Content-Type': asset.contentType,
    'Content-Length': body.length,
    // Pages link with a content-hash query, so a versioned URL can be cached for long.
    'Cache-Control': url.search ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}

/**
 * Routes our own pages (interaction, sign-up, password reset, static files) and hands every
 * other request to oidc-provider.
 */
export function createRequestHandler(services: IdentityServices): RequestListener {
  const oidc = services.provider.callback();
  const table = routes(services);
  const issuerOrigin = new URL(services.issuer).origin;
  const authorizationPath = new URL(services.provider.urlFor('authorization')).pathname;
  const pageHeaders = securityHeaders(services.appOrigins, { framable: false });
  const providerHeaders = securityHeaders(services.appOrigins, { framable: true });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', issuerOrigin);
    const method = req.method ?? 'GET';

    for (const route of table) {
      const match = route.method === method ? route.pattern.exec(url.pathname) : null;
      if (!match) continue;
      for (const [name, value] of Object.entries(pageHeaders)) res.setHeader(name, value);
      // Browsers send Origin on form posts; a foreign one means a cross-site forged submission.
      const origin = req.headers.origin;
      if (method === 'POST' && origin && origin !== issuerOrigin)
        throw new RequestError(403, texts[pageLanguage(req)].crossSiteForm);
      await route.handler(req, res, url, match[1] ?? '');
      return;
    }

    if (serveAsset(req, res, url)) return;

    // Set before delegating: oidc-provider adds hashes for its own auto-submit forms to this CSP.
    for (const [name, value] of Object.entries(providerHeaders)) res.setHeader(name, value);
    if (method === 'GET' && url.pathname === authorizationPath) {
      req.url = withOfflineAccessConsent(url) ?? req.url;
    }
    await oidc(req, res);
  }

  return (req, res) => {
    handle(req, res).catch((err: unknown) => {
      const status = err instanceof RequestError ? err.status : 500;
      if (status === 500) console.error('[identity] request failed', err);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const language = pageLanguage(req);
      const t = texts[language];
      const message = err instanceof RequestError ? err.message : t.tryAgain;
      sendHtml(res, status, messagePage({ title: t.requestFailedTitle, message, language }));
    });
  };
}
