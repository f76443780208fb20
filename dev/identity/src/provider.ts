import Provider, {
  type Adapter,
  type Configuration,
  errors,
  interactionPolicy,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import { trustedHtml } from '../../shared/src/html.js';
import type { AccountStore } from './accounts.js';
import { loadOrExtendGrant } from './grants.js';
import { pageLanguage } from './http/language.js';
import type { IdentityClientOptions } from './options.js';
import type { SigningKeys } from './secrets.js';
import { logoutPage, messagePage, signedOutPage } from './views/pages.js';
import { texts } from './views/texts.js';

/** Custom scope that names the API, like an Azure AD B2C "access_as_user" style scope. */
export const API_SCOPE = 'api';
const OIDC_SCOPES = ['openid', 'profile', 'email', 'offline_access'];
// The API's scopes include the OIDC ones so an access token always carries a meaningful `scope`
// even when the app does not ask for `api` (oidc-provider keeps only the API's scopes in it).
const RESOURCE_SCOPES = [...OIDC_SCOPES, API_SCOPE].join(' ');

const DAY = 24 * 60 * 60;
const SESSION_TTL = 14 * DAY;
const REFRESH_TOKEN_TTL = 14 * DAY;

export interface ProviderDependencies {
  issuer: string;
  audience: string;
  accessTokenTtlSeconds: number;
  clients: IdentityClientOptions[];
  accounts: AccountStore;
  adapter: (model: string) => Adapter;
  jwks: SigningKeys;
  cookieKeys: string[];
  /** Where "return to the site" links go for a client. */
  appUrlFor(clientId: string | undefined): string;
}

/** A provider page's language: the request's `ui_locales` (the sign-out takes it too), else the browser's (see `pageLanguage`). */
const languageOf = (ctx: KoaContextWithOIDC) =>
  pageLanguage(ctx.req, (ctx.oidc?.params as { ui_locales?: unknown } | undefined)?.ui_locales);

function sendPage(ctx: KoaContextWithOIDC, page: { value: string }): void {
  ctx.type = 'html';
  ctx.body = page.value;
}

export function createProvider(deps: ProviderDependencies): Provider {
  const { audience, accounts } = deps;
  const originsByClient = new Map(deps.clients.map((c) => [c.clientId, new Set(c.origins)]));

  const configuration: Configuration = {
    adapter: deps.adapter,
    clients: deps.clients.map((client) => ({
      client_id: client.clientId,
      application_type: 'web',
      // A browser app cannot keep a secret: public client, PKCE instead of client authentication.
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      redirect_uris: client.redirectUris,
      post_logout_redirect_uris: client.postLogoutRedirectUris,
    })),
    clientBasedCORS: (_ctx, origin, client) => originsByClient.get(client.clientId)?.has(origin) ?? false,
    claims: {
      acr: null,
      auth_time: null,
      iss: null,
      sid: null,
      // roles rides on `openid` so every ID token has it, as a B2C custom claim would.
      openid: ['sub', 'roles'],
      profile: ['name'],
      email: ['email', 'email_verified'],
    },
    // Put the scope-granted claims in the ID token itself (B2C has no userinfo endpoint).
    conformIdTokenClaims: false,
    scopes: OIDC_SCOPES,
    responseTypes: ['code'],
    clientAuthMethods: ['none'],
    pkce: { required: () => true },
    cookies: {
      keys: deps.cookieKeys,
      // Cookies are shared across ports on localhost, so use names the app will not.
      names: { session: 'idp_session', interaction: 'idp_interaction', resume: 'idp_interaction_resume' },
      // Not `secure`: the stand-in runs on http://localhost. Lax still reaches the silent-renew
      // iframe because localhost:8080 and localhost:8081 are the same site.
      long: { httpOnly: true, sameSite: 'lax', signed: true },
      short: { httpOnly: true, sameSite: 'lax', signed: true },
    },
    jwks: deps.jwks,
    enabledJWA: { idTokenSigningAlgValues: ['RS256'] },
    findAccount: (_ctx, sub) => {
      const account = accounts.findById(sub);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: () => ({
          sub: account.id,
          email: account.email,
          email_verified: account.emailVerified,
          name: account.name,
          roles: account.roles,
        }),
      };
    },
    // The API authorises from the access token alone, so it carries the profile and roles too,
    // and whether the address is verified (the API gives e-mail-listed roles only then).
    extraTokenClaims: (_ctx, token) => {
      const accountId = 'accountId' in token ? token.accountId : undefined;
      const account = accountId ? accounts.findById(accountId) : undefined;
      if (!account) return undefined;
      return {
        email: account.email,
        email_verified: account.emailVerified,
        name: account.name,
        roles: account.roles,
      };
    },
    loadExistingGrant: loadOrExtendGrant,
    interactions: {
      url: (_ctx, interaction) => `/interaction/${interaction.uid}`,
      policy: withCreatePrompt(),
    },
    rotateRefreshToken: true,
    // Tie every token, refresh tokens included, to the sign-in session: signing out (or a password
    // reset) ends them all. By default offline_access tokens would outlive a sign-out.
    expiresWithSession: () => true,
    features: {
      devInteractions: { enabled: false },
      // B2C has none of these; leaving them off keeps the apps honest.
      dPoP: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      userinfo: { enabled: false },
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        // oidc-client-ts sends no `resource`, so every request is for the API…
        defaultResource: () => audience,
        // …and the token endpoint keeps using it even though `openid` was requested.
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (resourceIndicator !== audience) throw new errors.InvalidTarget();
          return {
            audience,
            scope: RESOURCE_SCOPES,
            accessTokenFormat: 'jwt',
            accessTokenTTL: deps.accessTokenTtlSeconds,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        // With a valid id_token_hint the app asked for the logout itself, so confirm automatically.
        logoutSource: (ctx, form) => {
          const autoSubmit = Boolean(ctx.oidc.entities.IdTokenHint && ctx.oidc.client);
          sendPage(ctx, logoutPage({ form: trustedHtml(form), autoSubmit, language: languageOf(ctx) }));
        },
        postLogoutSuccessSource: (ctx) => {
          sendPage(
            ctx,
            signedOutPage({ appHref: deps.appUrlFor(ctx.oidc.client?.clientId), language: languageOf(ctx) }),
          );
        },
      },
    },
    renderError: (ctx, out) => {
      const language = languageOf(ctx);
      const t = texts[language];
      // The provider's description is for developers (English, as the OIDC error names it); the
      // code stays beside it for a report.
      sendPage(
        ctx,
        messagePage({
          language,
          title: t.somethingWrongTitle,
          message: language === 'en' ? (out.error_description ?? t.signInNotCompleted) : t.signInNotCompleted,
          details: [['error', out.error]],
          link: { href: deps.appUrlFor(undefined), text: t.returnToSite },
        }),
      );
    },
    ttl: {
      AccessToken: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? deps.accessTokenTtlSeconds,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: SESSION_TTL,
      Grant: SESSION_TTL,
      // Rotation keeps the chain's original expiry, so refreshing cannot extend a sign-in forever.
      RefreshToken: (ctx) => ctx.oidc.entities.RotatedRefreshToken?.remainingTTL ?? REFRESH_TOKEN_TTL,
    },
  };

  const provider = new Provider(deps.issuer, configuration);
  provider.on('server_error', (_ctx: unknown, err: unknown) => {
    console.error('[identity] server error', err);
  });
  return provider;
}

/**
 * The default prompts plus `create` (OpenID Connect "Initiating User Registration"): a site's
 * "Create an account" asks for it and the sign-in opens on the sign-up form, as Microsoft Entra
 * External ID does; it is first, so a visitor with a session still sees the form.
 */
function withCreatePrompt() {
  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: 'create', requestable: true }), 0);
  return policy;
}
