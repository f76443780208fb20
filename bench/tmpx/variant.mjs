import Fastify from 'fastify';
const v = process.env.VARIANT ?? '';
const app = Fastify({ logger: v.includes('log') ? { level: 'warn' } : false, ...(v.includes('nolog') ? {} : {}) });
const headers = JSON.parse(process.env.HEADERS ?? '{}');
if (v.includes('hdr')) app.addHook('onRequest', (_q, reply, done) => { reply.headers(headers); done(); });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
