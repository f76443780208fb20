import { request as httpRequest } from 'node:http';

interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

/**
 * Just enough of a browser for the sign-in flows: a cookie jar (name + path, expiry honoured)
 * and manual redirect following, so tests can stop at the app's redirect URI.
 */
export class Browser {
  readonly #cookies = new Map<string, StoredCookie>();
  readonly #localAddress: string | undefined;

  /** `localAddress` (e.g. 127.0.0.2) makes the requests come from another client address. */
  constructor(options: { localAddress?: string } = {}) {
    this.#localAddress = options.localAddress;
  }

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const headers = new Headers(init.headers);
    const cookie = this.#cookieHeader(target);
    if (cookie) headers.set('cookie', cookie);
    const response = this.#localAddress
      ? await requestFrom(this.#localAddress, target, init.method ?? 'GET', headers, init.body)
      : await fetch(target, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) this.#store(line);
    return response;
  }

  get(url: string): Promise<Response> {
    return this.request(url);
  }

  post(url: string, form: Record<string, string>): Promise<Response> {
    return this.request(url, formPost(form));
  }

  /**
   * Follows 3xx redirects (as GET) starting from `response`, until a non-redirect or a URL for
   * which `stopAt` returns true. Returns the last response and its URL.
   */
  async follow(
    response: Response,
    from: string,
    stopAt: (url: string) => boolean = () => false,
  ): Promise<{ response: Response; url: string }> {
    let current = response;
    let url = from;
    for (let hops = 0; hops < 20; hops++) {
      const location = current.headers.get('location');
      if (current.status < 300 || current.status >= 400 || !location) return { response: current, url };
      url = new URL(location, url).href;
      await current.body?.cancel();
      if (stopAt(url)) return { response: current, url };
      current = await this.get(url);
    }
    throw new Error('too many redirects');
  }

  hasCookie(name: string): boolean {
    return [...this.#cookies.values()].some((c) => c.name === name);
  }

  #cookieHeader(url: URL): string {
    return [...this.#cookies.values()]
      .filter(
        (c) =>
          url.pathname === c.path || url.pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`),
      )
      .sort((a, b) => b.path.length - a.path.length)
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  #store(line: string): void {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq);
    const value = pair.slice(eq + 1);
    let path = '/';
    let expired = value === '';
    for (const attribute of attributes) {
      const [key = '', attrValue = ''] = attribute.split('=');
      const lower = key.toLowerCase();
      if (lower === 'path') path = attrValue || '/';
      if (lower === 'expires' && Date.parse(attrValue) <= Date.now()) expired = true;
      if (lower === 'max-age' && Number(attrValue) <= 0) expired = true;
    }
    const key = `${name}|${path}`;
    if (expired) this.#cookies.delete(key);
    else this.#cookies.set(key, { name, value, path });
  }
}

/** A form submission (application/x-www-form-urlencoded), with any extra headers. */
export function formPost(form: Record<string, string>, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form).toString(),
  };
}

/** Posts a form with no cookies, the way a script or another site would. */
export function postForm(
  url: string | URL,
  form: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(url, formPost(form, headers));
}

/** fetch() cannot choose its source address; node:http can (any 127.x address is this machine). */
function requestFrom(
  localAddress: string,
  url: URL,
  method: string,
  headers: Headers,
  body: RequestInit['body'],
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method, headers: Object.fromEntries(headers), localAddress, family: 4 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const responseHeaders = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            for (const one of Array.isArray(value) ? value : [value ?? '']) responseHeaders.append(name, one);
          }
          const status = res.statusCode ?? 500;
          const empty = status === 204 || status === 304;
          resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers: responseHeaders }));
        });
      },
    );
    req.on('error', reject);
    req.end(typeof body === 'string' ? body : undefined);
  });
}
