import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * How much more of an over-limit body the server reads, and for how long, before it closes the
 * connection anyway.
 */
export interface BodyDrainLimits {
  /** Bytes read after the limit was hit; a declared length above this is answered at once. */
  bytes: number;
  /** Time from the 413 to closing the connection, however much is still coming. */
  ms: number;
}

export const defaultBodyDrainLimits: BodyDrainLimits = { bytes: 64 * 1024 * 1024, ms: 10_000 };

/**
 * Answers an over-limit body with 413 problem JSON and `Connection: close`, and closes the
 * connection only once the client has finished sending (within the bounds).
 *
 * Fastify answers as soon as the limit is crossed (or at once for a declared length over it) and
 * Node then closes the socket while the client is still sending. A socket closed with unread bytes
 * is reset by the kernel, and a client still writing reports EPIPE or ECONNRESET, often before it
 * has read the 413. So the answer goes out whole at once (its length is declared, so the client
 * can read it while it sends), but the response is held open while the rest of the body is read
 * and dropped; when the body ends, the bounds are reached or the app shuts down, the response
 * ends and Node closes the connection with nothing unread.
 */
export function createPayloadTooLargeResponder(
  app: FastifyInstance,
  limits: BodyDrainLimits = defaultBodyDrainLimits,
) {
  const draining = new Set<() => void>();
  app.addHook('preClose', (done) => {
    for (const stop of draining) stop();
    done();
  });

  return function sendPayloadTooLarge(request: FastifyRequest, reply: FastifyReply, detail: string) {
    const body = JSON.stringify({ title: 'Payload Too Large', status: 413, detail });
    reply.code(413).type('application/problem+json').header('connection', 'close');
    const raw = request.raw;
    const declared = Number(raw.headers['content-length']);
    if (raw.readableEnded || raw.destroyed || declared > limits.bytes) return reply.send(body);

    // The whole answer now, but the response held open: Node closes a `Connection: close`
    // response's socket as soon as the response ends.
    const held = new PassThrough();
    held.write(body);
    let received = 0;
    let stopped = false;
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limits.bytes) stop();
    };
    const stop = () => {
      if (stopped) return;
      stopped = true;
      clearTimeout(timer);
      draining.delete(stop);
      raw.off('data', onData);
      raw.off('end', stop);
      raw.off('close', stop);
      raw.off('error', stop);
      // Removing the last 'data' listener does not pause the request: what still arrives until
      // the socket closes is read and dropped.
      held.end();
    };
    const timer = setTimeout(stop, limits.ms);
    draining.add(stop);
    raw.on('data', onData);
    raw.on('end', stop);
    raw.on('close', stop);
    raw.on('error', stop);
    return reply.header('content-length', Buffer.byteLength(body)).send(held);
  };
}
