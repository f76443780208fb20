import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendProblem } from '../plugins/error-handler.js';
import { InvalidTokenError, isAdmin, isStaff, type Principal } from './token-verifier.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth guards; present on every route that requires sign-in. */
    principal: Principal | null;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
    requireStaff: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
  }
}

export interface AuthPluginOptions {
  verify: (token: string) => Promise<Principal>;
}

/**
 * Guards for routes: missing or invalid token → 401 problem JSON; wrong role → 403.
 * Every answer of a guarded route carries `Cache-Control: no-store` (set before anything can
 * fail, so errors carry it too): those answers hold personal data that no browser or proxy
 * cache may keep.
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app: FastifyInstance, { verify }) => {
    app.decorateRequest('principal', null);

    async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
      reply.header('cache-control', 'no-store');
      const header = request.headers.authorization;
      const match = header?.match(/^Bearer\s+(\S+)$/i);
      if (!match) {
        reply.header('www-authenticate', 'Bearer');
        await sendProblem(reply, 401, 'Unauthorized', 'Sign-in required.');
        return false;
      }
      try {
        request.principal = await verify(match[1]!);
        return true;
      } catch (error) {
        if (!(error instanceof InvalidTokenError)) throw error;
        reply.header('www-authenticate', 'Bearer error="invalid_token"');
        await sendProblem(reply, 401, 'Unauthorized', error.message);
        return false;
      }
    }

    // A guard that answered returns the reply, which tells Fastify to stop the request there.
    app.decorate('requireUser', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!(await authenticate(request, reply))) return reply;
      return undefined;
    });
    const roleGuard =
      (allowed: (p: Principal) => boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
        if (!(await authenticate(request, reply))) return reply;
        if (!allowed(request.principal!)) {
          await sendProblem(reply, 403, 'Forbidden', 'Your account does not have access to this page.');
          return reply;
        }
        return undefined;
      };
    app.decorate('requireStaff', roleGuard(isStaff));
    app.decorate('requireAdmin', roleGuard(isAdmin));
  },
  { name: 'auth' },
);

/** The principal of a route guarded by `requireUser`/`requireStaff`. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Error('principalOf called on a route without an auth guard');
  return request.principal;
}
