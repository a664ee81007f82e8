// Install and offline: registers the service worker (../../sw.js, scope = the site's folder)
// and shows the "update ready — reload" banner when a new build is waiting.
//
// A new build never replaces the running one behind the page's back: its worker waits
// until the person presses Reload in the banner (or every tab of the site is closed).
// Pressing Reload tells the waiting worker to take over and, once it has, reloads the
// page; the autosave brings the match back. Pressing Later hides the banner.

/**
 * Register the service worker and watch for updates. Does nothing where service workers
 * are unavailable (an insecure origin, a browser or a test context that blocks them).
 * @param {Document} [doc]
 * @returns {Promise<ServiceWorkerRegistration | null>}
 */
export async function startServiceWorker(doc = document) {
  const sw = navigator.serviceWorker;
  if (!sw) return null;
  // a new worker taking over a page that already had one: reload into it, so a page
  // never runs one build's code with another build's files (the first worker's claim
  // of a fresh page is no update and reloads nothing)
  let controlled = Boolean(sw.controller);
  let reloading = false;
  sw.addEventListener("controllerchange", () => {
    const wasControlled = controlled;
    controlled = true;
    if (!wasControlled || reloading) return;
    reloading = true;
    location.reload();
  });

  let registration;
  try {
    registration = await sw.register(new URL("../../sw.js", import.meta.url));
  } catch (err) {
    console.warn("service worker not registered:", String(err && err.message || err));
    return null;
  }
  if (!registration) return null; // a stubbed register() (Playwright's service_workers="block")
  const banner = new UpdateBanner(doc);
  const offer = (worker) => {
    // with no controller this is the first install, not an update
    if (worker && sw.controller) banner.show(worker);
  };
  offer(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const worker = registration.installing;
    if (!worker) return;
    worker.addEventListener("statechange", () => {
      if (worker.state === "installed") offer(worker);
    });
  });
  // a page left open for days still hears of new builds: look when it is shown again
  doc.addEventListener("visibilitychange", () => {
    if (doc.visibilityState === "visible") registration.update().catch(() => {});
  });
  return registration;
}

/** The banner of index.html (#update-banner): a message, Reload and Later. */
class UpdateBanner {
  constructor(doc) {
    this.box = doc.getElementById("update-banner");
    this.reload = doc.getElementById("btn-update-reload");
    this.worker = null;
    if (!this.box) return;
    this.reload.addEventListener("click", () => {
      if (!this.worker) return;
      this.reload.disabled = true;
      this.worker.postMessage({ type: "skip-waiting" });
    });
    doc.getElementById("btn-update-later").addEventListener("click", () => { this.box.hidden = true; });
  }

  /** Offer `worker` (a service worker in state "installed", waiting to take over). */
  show(worker) {
    if (!this.box) return;
    this.worker = worker;
    this.reload.disabled = false;
    this.box.hidden = false;
  }
}

/**
 * Reload into the newest build of the site (a save of a newer build was found): a newer
 * build's service worker, waiting or found by an update check now, takes over first (the
 * page then reloads on its controllerchange); else, or after 10 s at most, a plain reload.
 */
export async function reloadToNewest() {
  const sw = navigator.serviceWorker;
  let reloaded = false;
  const reload = () => {
    if (reloaded) return;
    reloaded = true;
    location.reload();
  };
  setTimeout(reload, 10_000);
  try {
    const registration = sw ? await sw.getRegistration() : null;
    if (registration && sw.controller) {
      await registration.update();
      const worker = registration.waiting || registration.installing;
      if (worker) {
        sw.addEventListener("controllerchange", reload);
        const take = () => worker.postMessage({ type: "skip-waiting" });
        if (worker.state === "installed") take();
        else worker.addEventListener("statechange", () => { if (worker.state === "installed") take(); });
        return;
      }
    }
  } catch (err) {
    console.warn("update check failed:", String(err && err.message || err));
  }
  reload();
}
