// Tablée's service worker, generated at build time by scripts/post_build.py
// from public/sw.template.js: precaches the whole build, so after one visit
// the app opens and plays with the network off. URLs are relative to the
// worker's scope: the site works from any sub-path.
//   install   precache every file (unhashed ones bypass the HTTP cache) but
//             one of the two copies of each .wasm (the main module and each
//             game's chunks): the gzip-compressed one the page's loaders
//             fetch (post_build.py), or the plain one where the browser has
//             no DecompressionStream (the loaders then fetch that one); no
//             skipWaiting: the page announces the update and posts
//             {type: "SKIP_WAITING"}
//   activate  delete the other tablee-* caches, take control of open pages
//   fetch     navigations (any query: ?game=…&embed=1) get the cached
//             index.html, else the network; other same-origin GETs cache
//             first; other origins are never touched
"use strict";
const CACHE = "tablee-__VERSION__";
const FILES = __FILES__;
// Trunk writes its hashes without leading zeros (main-<1 to 16 digits>.css,
// tablee-…_bg.wasm); post_build.py writes 16 (tablee-<hash>.js, game-sorciers-<hash>.wasm).
const HASHED = /-[0-9a-f]{1,16}(_bg)?\.(js|wasm|wasm\.gz|css)$/;
// Of the two .wasm (post_build.py, 2), the one this browser's page loads.
const GZ = typeof DecompressionStream === "function";
const PRECACHE = FILES.filter((f) => !(GZ ? /\.wasm$/.test(f) && FILES.includes(`${f}.gz`) : /\.wasm\.gz$/.test(f)));
const scoped = (path) => new URL(path, self.registration.scope).href;

// A navigation may not be answered with a redirected response (hosts that
// redirect index.html to ./): copy it into a plain one.
const unredirected = (response) =>
  response.redirected
    ? response.blob().then((body) => new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers }))
    : response;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      // Files without a content hash in their name (index.html, pwa.js,
      // icons…) bypass the HTTP cache: a stale index.html would point at the
      // previous build's files. Hashed ones may come from it (no second
      // download of the .wasm the page just fetched).
      cache.addAll(PRECACHE.map((f) => new Request(scoped(f), { cache: HASHED.test(f) ? "default" : "reload" })))
    )
  );
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
    // Every screen of the app is index.html with a query.
    event.respondWith(
      caches.open(CACHE)
        .then((cache) => cache.match(scoped("./"), { ignoreSearch: true })
          .then((hit) => hit || cache.match(scoped("index.html"), { ignoreSearch: true })))
        .then((hit) => (hit ? unredirected(hit) : fetch(request)))
    );
    return;
  }
  event.respondWith(
    caches.open(CACHE)
      .then((cache) => cache.match(request, { ignoreSearch: true }))
      .then((hit) => hit || fetch(request))
  );
});
