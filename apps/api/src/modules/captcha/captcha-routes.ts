import { apiPaths } from '@soccer/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/errors.js';
import type { CaptchaService } from './captcha-verifier.js';

/** Hands the ALTCHA widget a fresh challenge (only when ALTCHA is the provider). */
export const captchaRoutes: FastifyPluginAsync<{ captcha: CaptchaService }> = async (app, { captcha }) => {
  app.get(
    apiPaths.captchaChallenge,
    { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
    async (_request, reply) => {
      const challenge = await captcha.challenge();
      if (!challenge) throw notFound('This site does not use a self-hosted captcha.');
      reply.header('cache-control', 'no-store');
      return challenge;
    },
  );
};
