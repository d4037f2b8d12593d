/*
 * Kingside's service worker. A venue's Wi-Fi comes and goes: every page and API answer the
 * player has seen is kept, and read from here when the network fails (network first, cache fallback), so a
 * visited page still opens offline. The app's hashed files never change and are read from the cache first.
 * It also shows the push notices the player chose, and opens their page when one is tapped.
 */
/** The worker's global scope (ServiceWorkerGlobalScope), named without the `self` ESLint does not know in a page's files. */
const worker = globalThis;
const { caches } = globalThis;
const VERSION = 'v1';
const SHELL = `kingside-shell-${VERSION}`;
const ASSETS = `kingside-assets-${VERSION}`;
const ANSWERS = `kingside-answers-${VERSION}`;
const KEPT = [SHELL, ASSETS, ANSWERS];
/** Every page of the app is index.html (a single-page app): one copy, whatever the address. */
const APP_PAGE = '/index.html';
const STATIC = ['/', '/manifest.webmanifest', '/icons/icon-192.png', '/icons/icon-512.png'];

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const shell = await caches.open(SHELL);
      await shell.addAll(STATIC);
      const page = await shell.match('/');
      if (page) await shell.put(APP_PAGE, page.clone());
      // The scripts and styles the app page names, so the shell opens offline even before a second visit.
      const html = page ? await page.text() : '';
      const named = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
      await (await caches.open(ASSETS)).addAll([...new Set(named)]);
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith('kingside-') && !KEPT.includes(name)) await caches.delete(name);
      await worker.clients.claim();
    })(),
  );
});

/** The page sends the files it loaded before this worker controlled it (lazy screens' chunks): kept too. */
worker.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'keep' || !Array.isArray(data.urls)) return;
  const own = data.urls.filter((url) => typeof url === 'string' && new URL(url, worker.location.origin).origin === worker.location.origin);
  event.waitUntil(
    caches
      .open(ASSETS)
      .then((cache) =>
        Promise.all(
          own.filter((url) => new URL(url, worker.location.origin).pathname.startsWith('/assets/')).map((url) => cache.add(url).catch(() => undefined)),
        ),
      ),
  );
});

const isApi = (url) => url.pathname.startsWith('/api/');
/** Streams and downloads are not kept: the live stream never ends, files are large and fetched on purpose. */
const isKeptAnswer = (request, url) =>
  isApi(url) && !url.pathname.endsWith('/live') && request.headers.get('accept') !== 'text/event-stream' && !url.pathname.startsWith('/api/docs');

/**
 * The address an answer is kept under: the request's own, with a digest of its Authorization header when it has
 * one, so an account never reads another's answers from this phone and the token itself is never stored.
 */
async function answerKey(request) {
  const authorization = request.headers.get('authorization');
  if (!authorization) return request.url;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization)));
  const account = Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
  const key = new URL(request.url);
  key.searchParams.set('kingside-account', account);
  return key.href;
}

/** The session check (the app's get-user): a POST, as the token travels in its body. */
const SESSION_CHECK = '/api/auth/get-user';

/**
 * The Cache API keeps no POST, but without the session check's answer a signed-in player's pages read as signed out
 * offline: it is kept under the key of a GET of its address by the account whose token the body names.
 */
async function sessionCheck(request) {
  let token = '';
  try {
    const body = await request.clone().json();
    if (body && typeof body.token === 'string') token = body.token;
  } catch {
    // Not JSON: the server refuses it, and a refusal is never kept.
  }
  const key = await answerKey(new Request(request.url, { headers: { authorization: `Bearer ${token}` } }));
  return networkFirst(request, ANSWERS, key);
}

async function networkFirst(request, cacheName, key) {
  const cache = await caches.open(cacheName);
  try {
    const answer = await fetch(request);
    if (answer.ok) await cache.put(key, answer.clone());
    return answer;
  } catch (error) {
    const kept = await cache.match(key);
    if (kept) return kept;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(ASSETS);
  const kept = await cache.match(request);
  if (kept) return kept;
  const answer = await fetch(request);
  if (answer.ok) await cache.put(request, answer.clone());
  return answer;
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  // Signing out forgets the answers kept for that account, so the next person on this phone does not read them offline.
  if (request.method === 'POST' && url.pathname === '/api/auth/logout') {
    event.waitUntil(caches.delete(ANSWERS));
    return;
  }
  if (request.method === 'POST' && url.pathname === SESSION_CHECK) {
    event.respondWith(sessionCheck(request));
    return;
  }
  if (request.method !== 'GET') return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request, SHELL, APP_PAGE));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else if (isKeptAnswer(request, url)) {
    // Answers differ by account (Authorization), not only by address: kept per address and account, and forgotten at sign-out.
    event.respondWith(answerKey(request).then((key) => networkFirst(request, ANSWERS, key)));
  } else if (STATIC.includes(url.pathname)) {
    event.respondWith(networkFirst(request, SHELL, url.pathname));
  }
});

worker.addEventListener('push', (event) => {
  let notice;
  try {
    notice = event.data ? event.data.json() : null;
  } catch {
    notice = null;
  }
  if (!notice || typeof notice.title !== 'string') return;
  event.waitUntil(
    worker.registration.showNotification(notice.title, {
      body: typeof notice.body === 'string' ? notice.body : '',
      tag: typeof notice.tag === 'string' ? notice.tag : undefined,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: typeof notice.url === 'string' && notice.url.startsWith('/') && !notice.url.startsWith('//') ? notice.url : '/' },
    }),
  );
});

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? '/', worker.location.origin).href;
  event.waitUntil(
    (async () => {
      const open = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = open.find((client) => client.url === target);
      if (same) return same.focus();
      const any = open.find((client) => 'navigate' in client);
      if (any) {
        await any.focus();
        return any.navigate(target);
      }
      return worker.clients.openWindow(target);
    })(),
  );
});
