import type { IncomingMessage, ServerResponse } from 'node:http';
import { CHECKOUT_STYLESHEET_PATH, checkoutStylesheet } from '../views/stylesheet.js';
import { handleApiRequest } from './api-routes.js';
import type { HttpContext } from './context.js';
import { handleDevRequest } from './dev-routes.js';
import { showPaymentPage, showRefundsPage, submitPaymentPage } from './hosted-page-routes.js';
import { BodyTooLargeError, sendText } from './respond.js';

const PAY_PATH = /^\/pay\/([A-Za-z0-9_]+)$/;

/** Routes a request to the API (/v1), the hosted page (/pay), or the dev controls (/__dev). */
export function createRequestHandler(context: HttpContext) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    void route(context, req, res).catch((error: unknown) => {
      if (error instanceof BodyTooLargeError) {
        if (!res.headersSent) sendText(res, 413, 'Request body too large');
        return;
      }
      console.error('payments: unexpected error', error);
      if (!res.headersSent) sendText(res, 500, 'Internal error in the local payment stand-in');
      else res.destroy();
    });
  };
}

async function route(context: HttpContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://stand-in.invalid');
  const path = url.pathname;
  if (path.startsWith('/v1/')) return handleApiRequest(context, req, res, url);
  if (path.startsWith('/__dev/')) return handleDevRequest(context, req, res, url);

  if (path === CHECKOUT_STYLESHEET_PATH && req.method === 'GET') {
    res.writeHead(200, {
      'Content-Type': 'text/css; charset=utf-8',
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(checkoutStylesheet);
    return;
  }
  if (path === '/favicon.ico') {
    res.writeHead(204).end(); // keeps browser consoles free of a 404 on every page
    return;
  }
  const pay = PAY_PATH.exec(path);
  if (pay) {
    if (req.method === 'GET') return showPaymentPage(context, req, res, pay[1]!);
    if (req.method === 'POST') return submitPaymentPage(context, req, res, pay[1]!);
    res.setHeader('Allow', 'GET, POST');
    return sendText(res, 405, 'Method not allowed');
  }
  if (path === '/refunds' && req.method === 'GET') return showRefundsPage(context, res);
  if (path === '/' && req.method === 'GET') {
    return sendText(
      res,
      200,
      'Local Stripe stand-in (test mode).\n' +
        'API: /v1/checkout/sessions, /v1/payment_intents, /v1/charges, /v1/refunds, /v1/events\n' +
        'Hosted checkout: /pay/<session id>\nRecent refunds: /refunds\n',
    );
  }
  sendText(res, 404, 'Not found');
}
