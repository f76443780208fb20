// The coach pages' worker (decision 0108): the built app of the coach's pages, kept so that they
// open without a connection. Never an API answer: those go to the network and nothing else.
// `vite build` writes this file as `/coach-sw.js` with the build's id and files filled in
// (`coach-worker-plugin.ts`); a new build is a new worker, which replaces the old one's cache.

const build = '__COACH_WORKER_BUILD__';
/** The app's files the coach's pages load: the start-up code, their pages, their catalogues. */
const files = __COACH_WORKER_FILES__;
/** The page's HTML, the same for every coach page (the router picks the page). */
const shell = '/coach';
const cacheName = `coach-app-${build}`;
const known = new Set(files);

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(cacheName);
      await cache.addAll([...files, shell]);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys())
        if (name.startsWith('coach-app-') && name !== cacheName) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') event.respondWith(page(request));
  else if (known.has(url.pathname)) event.respondWith(file(request, url.pathname));
});

/**
 * A coach page: the network first (a deploy is seen at once), the kept HTML without a connection.
 * Each page is kept under its own address, since a roster's carries its session's facts (decision
 * 0122); a page never opened online gets the list's (`shell`, kept at install), which the router
 * turns into that page.
 */
async function page(request) {
  const path = new URL(request.url).pathname.replace(/(.)\/+$/, '$1');
  try {
    const response = await fetch(request);
    if (response.ok) {
      const cache = await caches.open(cacheName);
      await cache.put(path, response.clone());
    }
    return response;
  } catch (error) {
    const kept =
      (await caches.match(path, { cacheName, ignoreVary: true })) ??
      (await caches.match(shell, { cacheName, ignoreVary: true }));
    if (kept) return kept;
    throw error;
  }
}

/** A built file (hashed names never change): the kept copy, else the network. */
async function file(request, path) {
  const kept = await caches.match(path, { cacheName, ignoreVary: true });
  return kept ?? fetch(request);
}
