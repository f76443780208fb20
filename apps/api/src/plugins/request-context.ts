import type { FastifyInstance } from 'fastify';
import { traceOf } from '../lib/logging.js';
import { isProbe } from '../lib/probes.js';
import { formatTraceparent, traceStorage } from '../lib/trace-context.js';

/**
 * The first hook of every request (decision 0072): the rest of its work runs in its trace
 * context (so the app's logger and outgoing calls know the request), and the answer names this
 * server's span in `traceparent`, for the caller's trace and for a report quoting the request.
 */
export function registerRequestContext(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    const trace = traceOf(request);
    // A probe starts no trace of its own (decision 0091): it would only be noise in the traces.
    if (!trace || isProbe(request.url)) return done();
    reply.header('traceparent', formatTraceparent(trace));
    traceStorage.run(trace, done);
  });
}
