import type { IdentityServices } from './services.js';

// Interaction uids are nanoids; anything else is ignored rather than echoed into links.
const UID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function interactionParam(value: string | null | undefined): string | undefined {
  return value && UID_PATTERN.test(value) ? value : undefined;
}

/**
 * "Back to sign in": the interaction a flow began in while it is still alive, otherwise the app,
 * which starts a fresh sign-in (an e-mail link may be opened long after, or elsewhere).
 */
export async function signInHref(
  services: IdentityServices,
  interaction: string | null | undefined,
): Promise<string> {
  const uid = interactionParam(interaction);
  if (uid && (await services.provider.Interaction.find(uid))) return `/interaction/${uid}`;
  return services.appUrlFor(undefined);
}
