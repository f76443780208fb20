import { z } from 'zod';

/**
 * zod for every contracts schema. In a browser zod runs without compiling code: its probe for
 * `new Function` would break the site's CSP (`script-src 'self'`, no `unsafe-eval`) and be
 * reported as a violation on every page with a form. Servers keep the faster compiled parsers.
 * The setting has to come before the first object schema is built, hence this one module.
 */
if ('document' in globalThis) z.config({ jitless: true });

export { z };
