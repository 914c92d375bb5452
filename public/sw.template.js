// Tablée's service worker, generated at build time by scripts/post_build.py
// from public/sw.template.js: precaches the whole build, so after one visit
// the app opens and plays with the network off. URLs are relative to the
// worker's scope: the site works from any sub-path.
"use strict";
const CACHE = "tablee-__VERSION__";
const FILES = __FILES__;
const scoped = (path) => new URL(path, self.registration.scope).href;

self.addEventListener("install", (event) => {
  // No skipWaiting here: the page shows "update available" and asks.
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES.map(scoped))));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("tablee-") && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim())
  );
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "SKIP_WAITING") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return; // never touch other origins
  if (request.mode === "navigate") {
    // Every page of the app is index.html with a query (?game=…&embed=1).
    event.respondWith(
      caches.open(CACHE)
        .then((cache) => cache.match(scoped("./")))
        .then((hit) => hit || fetch(request))
    );
    return;
  }
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(request, { ignoreSearch: true }).then((hit) => hit || fetch(request))
    )
  );
});
