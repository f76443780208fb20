import type { Grant, KoaContextWithOIDC } from 'oidc-provider';

/**
 * `loadExistingGrant` for first-party clients: consent is implied, so the grant is created or
 * extended with whatever the request asks for. No consent screen ever shows, and `prompt=none`
 * (silent renew) never fails with `consent_required`.
 */
export async function loadOrExtendGrant(ctx: KoaContextWithOIDC): Promise<Grant | undefined> {
  const { oidc } = ctx;
  const { client, session } = oidc;
  const accountId = session?.accountId;
  if (!client || !session || !accountId) return undefined;

  const grantId = oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  const grant =
    existing && existing.accountId === accountId
      ? existing
      : new oidc.provider.Grant({ accountId, clientId: client.clientId });

  addRequestedToGrant(ctx, grant);
  await grant.save();
  return grant;
}

/** Grants the requested OIDC scopes and claims, and the scopes each requested API defines. */
function addRequestedToGrant(ctx: KoaContextWithOIDC, grant: Grant): void {
  const { oidc } = ctx;
  const oidcScopes = [...oidc.requestParamOIDCScopes];
  if (oidcScopes.length) grant.addOIDCScope(oidcScopes.join(' '));
  const claims = [...oidc.requestParamClaims];
  if (claims.length) grant.addOIDCClaims(claims);
  for (const [indicator, resourceServer] of Object.entries(oidc.resourceServers ?? {})) {
    const available = resourceServer.scopes;
    const scopes = [...oidc.requestParamScopes].filter((s) => available.has(s));
    if (scopes.length) grant.addResourceScope(indicator, scopes.join(' '));
  }
}
