// The service worker: the whole site, Pyodide included, in one versioned cache.
//
// build.py copies this file to dist/sw.js and replaces the BUILD line below with the
// build's precache list ([path relative to this file, sha256 hex] for every file the game
// can load) and its version (a content hash of that list). A rebuilt site therefore has a
// different sw.js, which the browser installs beside the running one.
//
//   install   take every listed file from the HTTP cache if it holds this build's copy
//             (the page's first visit has just downloaded the big ones: no second
//             download), else fetch it revalidated; check its sha256 against the list,
//             store it in cache "<prefix><version>"; any miss or mismatch fails the
//             install, so a half-deployed site is never cached
//   waiting   the page shows "update ready — reload"; it posts {type: "skip-waiting"}
//             when the person agrees, then reloads: one version per page, never mixed
//   activate  delete this site's older caches (other sites on the origin are left alone)
//             and take control of open pages
//   fetch     a navigation to the site's folder gets the cached index.html (any query);
//             a listed file comes from the cache (query ignored); nothing else is touched
//
// Every URL is relative to this file, so the site works under any sub-path (GitHub Pages
// serves it under /<repo>/).
const BUILD = { version: "dev", files: [] }; // replaced by build.py

const SCOPE = new URL(self.registration.scope);
const PREFIX = `cardroom:${SCOPE.pathname}:`;
const CACHE = PREFIX + BUILD.version;
const INDEX = new URL("index.html", self.location.href);
const LISTED = new Set(BUILD.files.map(([path]) => new URL(path, self.location.href).pathname));

function hex(buffer) {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** `[response, body]` of `url` fetched with `mode` if it answers this build's bytes
 * (sha256 `sha256`), else null. */
async function fetchChecked(url, mode, sha256) {
  const res = await fetch(url, { cache: mode });
  if (!res.ok) return [res, null];
  const body = await res.arrayBuffer();
  return [res, hex(await crypto.subtle.digest("SHA-256", body)) === sha256 ? body : null];
}

async function store(cache, path, sha256) {
  const url = new URL(path, self.location.href).href;
  // any copy the HTTP cache holds, stale or not: the hash says whether it is this build's
  let [res, body] = await fetchChecked(url, "force-cache", sha256).catch(() => [null, null]);
  if (!body) [res, body] = await fetchChecked(url, "no-cache", sha256);
  if (!res.ok) throw new Error(`precache: ${path} answered HTTP ${res.status}`);
  if (!body) throw new Error(`precache: ${path} is not the file of build ${BUILD.version}`);
  // keep the type only: the body is already decoded, so the host's encoding and length
  // headers would no longer describe it
  const headers = { "Content-Type": res.headers.get("Content-Type") || "application/octet-stream" };
  await cache.put(url, new Response(body, { status: 200, headers }));
}

async function precache() {
  const cache = await caches.open(CACHE);
  try {
    await Promise.all(BUILD.files.map(([path, sha256]) => store(cache, path, sha256)));
  } catch (err) {
    await caches.delete(CACHE);
    throw err;
  }
}

async function cleanUp() {
  for (const key of await caches.keys()) {
    if (key.startsWith(PREFIX) && key !== CACHE) await caches.delete(key);
  }
  await self.clients.claim();
}

async function fromCache(request, key) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(key, { ignoreSearch: true });
  return hit || fetch(request);
}

self.addEventListener("install", (event) => event.waitUntil(precache()));

self.addEventListener("activate", (event) => event.waitUntil(cleanUp()));

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "skip-waiting") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const page = request.mode === "navigate" && (url.pathname === SCOPE.pathname || url.pathname === INDEX.pathname);
  if (page) event.respondWith(fromCache(request, INDEX.href));
  else if (LISTED.has(url.pathname)) event.respondWith(fromCache(request, url.href));
});
