import { apiPaths, type MailChoices, mailChoicesSchema, webRoutes } from '@soccer/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../auth/auth-plugin.js';
import { appUrl, type Config } from '../../config.js';
import { requestLocale } from '../../lib/request-locale.js';
import { mailPage } from '../../mail/mail-layout.js';
import { escapeHtml } from '../../mail/outbox.js';
import { mailTexts } from '../../mail/texts.js';
import type { MailChoicesService } from './mail-choices-service.js';

/**
 * The signed-in account's mail choices (GET, PUT; no-store), and the one-click unsubscribe of a
 * mail's link (no sign-in): GET shows a page with a button that posts (a link scanner that opens
 * the link changes nothing), POST (RFC 8058, or that button) unsubscribes at once. Both pages are
 * in the mail's language (`lang`); a token the server did not sign answers a 400 page.
 */
export const mailChoicesRoutes: FastifyPluginAsyncZod<{
  choices: MailChoicesService;
  config: Config;
}> = async (app, { choices, config }) => {
  app.get(
    apiPaths.myMailChoices,
    { onRequest: app.requireUser },
    async (request): Promise<MailChoices> => choices.get(principalOf(request)),
  );
  app.put(
    apiPaths.myMailChoices,
    { onRequest: app.requireUser, schema: { body: mailChoicesSchema } },
    async (request): Promise<MailChoices> => choices.save(principalOf(request), request.body),
  );

  const chooseUrl = `${appUrl(config)}${webRoutes.mailChoices}`;

  function page(request: FastifyRequest, reply: FastifyReply, status: number, title: string, body: string) {
    const x = mailTexts(requestLocale(request));
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(
        mailPage(
          title,
          `${body}<p><a href="${escapeHtml(chooseUrl)}" style="color:#0b6e4f">${escapeHtml(x.t('choices.choose'))}</a></p>`,
          x.locale,
        ),
      );
  }

  const tokenOf = (request: FastifyRequest) => (request.query as Record<string, unknown> | undefined)?.token;

  function badLink(request: FastifyRequest, reply: FastifyReply) {
    const x = mailTexts(requestLocale(request));
    return page(request, reply, 400, x.t('choices.badTitle'), `<p>${escapeHtml(x.t('choices.bad'))}</p>`);
  }

  // Mail programs post the RFC 8058 body as a form; the page's button does too.
  await app.register(async (scope) => {
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data'])
      scope.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) =>
        done(null, body),
      );

    scope.get(apiPaths.unsubscribe, async (request, reply) => {
      const named = choices.read(tokenOf(request));
      if (!named) return badLink(request, reply);
      const x = mailTexts(requestLocale(request));
      const kind = x.t(`choices.kind.${named.kind}`);
      const action = request.url;
      return page(
        request,
        reply,
        200,
        x.t('choices.pageTitle'),
        `<p>${escapeHtml(x.t('choices.pageAsk', { kind }))}</p><form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><p style="margin:24px 0"><button type="submit" style="background:#0b6e4f;color:#ffffff;padding:12px 20px;border:0;border-radius:6px;font-weight:bold;font-size:15px;cursor:pointer">${escapeHtml(x.t('choices.pageButton'))}</button></p></form>`,
      );
    });

    scope.post(apiPaths.unsubscribe, async (request, reply) => {
      const named = await choices.unsubscribe(tokenOf(request));
      if (!named) return badLink(request, reply);
      const x = mailTexts(requestLocale(request));
      return page(
        request,
        reply,
        200,
        x.t('choices.doneTitle'),
        `<p>${escapeHtml(x.t('choices.done', { kind: x.t(`choices.kind.${named.kind}`) }))}</p>`,
      );
    });
  });
};
