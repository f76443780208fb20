import {
  apiPaths,
  type MailChoiceKind,
  type MailChoices,
  mailChoiceKinds,
  oneClickBody,
  webRoutes,
} from '@soccer/contracts';
import type { Principal } from '../../auth/token-verifier.js';
import { appUrl } from '../../config.js';
import type { Executor } from '../../db/database.js';
import type { ServiceDeps } from '../../lib/services.js';
import { escapeHtml, type OutgoingMail } from '../../mail/outbox.js';
import type { MailTexts } from '../../mail/texts.js';
import { accountsWithKindOff, kindsOff, saveKindsOff, turnOff } from './mail-choices-repository.js';
import { readUnsubscribe, signUnsubscribe } from './unsubscribe-token.js';

/** Who a non-essential mail goes to: the account (its choices) and the mail's language. */
export interface ChoiceRecipient {
  account: string;
  x: MailTexts;
}

/**
 * A family's mail choices (decision 0069): which non-essential kinds of mail the account gets,
 * and the one-click unsubscribe every such mail carries. The seam for senders of those mails:
 * `withKindOn` keeps the recipients who get a kind, `withUnsubscribe` adds a mail's
 * `List-Unsubscribe` headers and its footer.
 */
export function createMailChoicesService({ db, clock, config }: ServiceDeps) {
  const url = appUrl(config);
  const secret = config.UNSUBSCRIBE_SECRET;

  /** The one-click link of a mail of `kind` to `account`, in the mail's language. */
  const unsubscribeUrl = (account: string, kind: MailChoiceKind, x: MailTexts) =>
    `${url}${apiPaths.unsubscribe}?token=${encodeURIComponent(signUnsubscribe(secret, account, kind))}&lang=${x.locale}`;

  return {
    async get(owner: Principal): Promise<MailChoices> {
      const off = await kindsOff(db, owner.id);
      return Object.fromEntries(mailChoiceKinds.map((k) => [k, !off.has(k)])) as MailChoices;
    },

    async save(owner: Principal, choices: MailChoices): Promise<MailChoices> {
      const off = mailChoiceKinds.filter((k) => !choices[k]);
      await db.transaction().execute((trx) => saveKindsOff(trx, owner.id, off, clock().toISOString()));
      return choices;
    },

    /** What a token names (no change), or null when the server did not sign it. */
    read: (token: unknown) => readUnsubscribe(secret, token),

    /** Turns off the one kind the token names for its account; null when the token is not ours. */
    async unsubscribe(token: unknown) {
      const named = readUnsubscribe(secret, token);
      if (!named) return null;
      await turnOff(db, named.account, named.kind, clock().toISOString());
      return named;
    },

    /** Of `items`, those whose account gets `kind` (in the caller's transaction when given). */
    async withKindOn<T>(
      kind: MailChoiceKind,
      items: readonly T[],
      accountOf: (item: T) => string,
      trx: Executor = db,
    ): Promise<T[]> {
      const off = await accountsWithKindOff(trx, kind, items.map(accountOf));
      return items.filter((item) => !off.has(accountOf(item)));
    },

    unsubscribeUrl,

    /**
     * A non-essential mail as it goes: RFC 8058's `List-Unsubscribe` (the signed link) and
     * `List-Unsubscribe-Post`, and a footer in the mail's language with the same link and the
     * preferences page.
     */
    withUnsubscribe(mail: OutgoingMail, kind: MailChoiceKind, to: ChoiceRecipient): OutgoingMail {
      const { x } = to;
      const link = unsubscribeUrl(to.account, kind, x);
      const choose = `${url}${webRoutes.mailChoices}`;
      const lines = [
        x.t('choices.footer', { kind: x.t(`choices.kind.${kind}`), url: link }),
        x.t('choices.footerChoose', { url: choose }),
      ];
      // The HTML part names its links instead of showing them: 'Unsubscribe', 'Choose which mails you get'.
      const anchor = (href: string, label: string) =>
        `<a href="${escapeHtml(href)}" style="color:#0b6e4f;font-weight:bold">${escapeHtml(label)}</a>`;
      const footer = `<div style="font-family:Arial,Helvetica,sans-serif;font-size:12px;line-height:1.5;color:#6b7785;max-width:600px;margin:0 auto;padding:0 16px 16px;text-align:center"><p>${escapeHtml(
        x.t('choices.footerWhy', { kind: x.t(`choices.kind.${kind}`) }),
      )}</p><p>${anchor(link, x.t('choices.unsubscribe'))} · ${anchor(choose, x.t('choices.choose'))}</p></div>`;
      return {
        ...mail,
        text: `${mail.text}\n\n--\n${lines.join('\n')}`,
        html: mail.html.includes('</body>')
          ? mail.html.replace('</body>', `${footer}</body>`)
          : mail.html + footer,
        headers: {
          ...mail.headers,
          'List-Unsubscribe': `<${link}>`,
          'List-Unsubscribe-Post': oneClickBody,
        },
      };
    },
  };
}

export type MailChoicesService = ReturnType<typeof createMailChoicesService>;
