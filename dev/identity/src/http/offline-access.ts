/**
 * OpenID Connect Core §11 lets a provider drop `offline_access` unless `prompt` contains
 * `consent`, and oidc-provider does. Azure AD B2C issues refresh tokens for `offline_access`
 * without that, and oidc-client-ts never sends prompt=consent. Our clients are first-party and the
 * consent prompt is granted automatically (no page is shown), so adding `consent` to such
 * authorization requests gives the B2C behaviour. `prompt=none` (silent renew) is left alone.
 *
 * Returns the rewritten path+query, or undefined when the request needs no change.
 */
export function withOfflineAccessConsent(url: URL): string | undefined {
  const scopes = url.searchParams.get('scope')?.split(' ') ?? [];
  if (!scopes.includes('offline_access')) return undefined;
  const prompts = new Set((url.searchParams.get('prompt') ?? '').split(' ').filter(Boolean));
  if (prompts.has('none') || prompts.has('consent')) return undefined;
  prompts.add('consent');
  const rewritten = new URL(url);
  rewritten.searchParams.set('prompt', [...prompts].join(' '));
  return `${rewritten.pathname}${rewritten.search}`;
}
