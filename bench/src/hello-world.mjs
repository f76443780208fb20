// The baseline: a bare Fastify server with one route, started the same way as ours (node, one process).
// With HELLO_HEADERS (JSON) and HELLO_BODY (base64), it answers those headers and that body
// instead: the same bytes as one of our routes, without our plugin stack (bench README).
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const headers = process.env.HELLO_HEADERS ? JSON.parse(process.env.HELLO_HEADERS) : undefined;
const body = process.env.HELLO_BODY ? Buffer.from(process.env.HELLO_BODY, 'base64') : undefined;
if (headers && body) app.get('/', (_request, reply) => reply.headers(headers).send(body));
else app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
