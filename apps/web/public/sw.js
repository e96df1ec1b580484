/* 1CRM Harmony service worker: keeps the app shell available offline. API calls are never cached. */
const VERSION = 'harmony-shell-v1';
const SHELL = ['/', '/manifest.webmanifest', '/icons/icon.svg', '/icons/icon-192.png', '/icons/icon-512.png'];
// The sign-in page is the build's static page (login.html) for a browser without a session: never the shell.
const NEVER = /^\/(api\/|(en\/)?login\/?$|logout$)/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    // Without cookies: the shell as a guest gets it, never a page drawn for the signed-in user (the dashboard's
    // first frame names them).
    caches
      .open(VERSION)
      .then((cache) => cache.addAll(SHELL.map((url) => new Request(url, { credentials: 'omit' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== VERSION).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NEVER.test(url.pathname)) return;

  if (request.mode === 'navigate') {
    // Network first, so a deploy is picked up at once; the cached shell answers when offline.
    event.respondWith(
      fetch(request)
        .then((response) => {
          // A page the server marks private or no-store (one drawn for the user) is never kept.
          if (response.ok && !/private|no-store/.test(response.headers.get('cache-control') ?? '')) {
            const copy = response.clone();
            caches.open(VERSION).then((cache) => cache.put('/', copy));
          }
          return response;
        })
        .catch(() => caches.match('/').then((cached) => cached || Response.error())),
    );
    return;
  }

  if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/icons/') || url.pathname === '/manifest.webmanifest') {
    // Hashed assets never change, so the first copy is good forever.
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ||
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              caches.open(VERSION).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
  }
});

/*
 * Web Push (issue 28): a message from the app's push queue (lib/push on the API) carries its title, body, link, and
 * its delivery's id and random token, with which the worker reports it shown and clicked (POST /api/push/events: no
 * session needed, so a report still counts after sign-out). One tag per delivery: a message sent twice (a worker
 * killed mid-send) shows once.
 */
const PUSH_EVENTS = '/api/push/events';

function reportPush(data, event) {
  if (!data || !data.delivery || !data.token) return Promise.resolve();
  return fetch(PUSH_EVENTS, {
    method: 'POST',
    credentials: 'omit',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ delivery: data.delivery, token: data.token, event }),
  }).catch(() => undefined);
}

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const options = {
    body: data.body || '',
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    tag: data.delivery ? `push-${data.delivery}` : undefined,
    data: { link: data.link || '/', delivery: data.delivery, token: data.token },
  };
  event.waitUntil(self.registration.showNotification(data.title || '1CRM Harmony', options).then(() => reportPush(data, 'shown')));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  const target = new URL(data.link || '/', self.location.origin).href;
  const open = self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
    // The app already open at that address is brought forward; else a window opens there.
    const same = windows.find((w) => w.url === target);
    return same ? same.focus() : self.clients.openWindow(target);
  });
  event.waitUntil(Promise.all([open, reportPush(data, 'clicked')]));
});
