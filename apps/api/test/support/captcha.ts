import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance } from 'fastify';

/** Does what the ALTCHA widget does: fetch a challenge, solve it, encode the payload. */
export async function solvedCaptcha(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ url: '/api/Captcha/challenge' });
  if (res.statusCode !== 200) throw new Error(`challenge failed: ${res.statusCode}`);
  const challenge = res.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
