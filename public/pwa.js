// Registers Tablée's service worker (sw.js, generated at build time by
// scripts/post_build.py) and tells the app when a new version is waiting.
// Not in embed mode (?embed=1: no install, no worker inside someone else's
// page). Silent on every failure: no console output at all (the browser tests
// require a clean console), not even in a sandboxed frame where merely
// reading navigator.serviceWorker throws.
//   window.tableeSwReady       promise: true once the worker is active (and
//                              controls the page, or 3 s after activation);
//                              false when there is none (embed, unsupported,
//                              refused)
//   "tablee-update" (window)   a new version is installed and waiting; also
//                              <html data-update="ready"> for late listeners
//   window.tableeApplyUpdate() activates it; the page then reloads once
// Also, in every mode:
//   window.tableeSplashPainted true once the first frame after this deferred
//                              script has been painted (the splash of
//                              index.html): the app then mounts at once
//                              instead of waiting for a frame of its own
(function () {
  "use strict";
  try {
    requestAnimationFrame(function () {
      setTimeout(function () { window.tableeSplashPainted = true; }, 0);
    });
  } catch (e) { /* no frames: the app waits for its own */ }
  var resolveReady;
  window.tableeSwReady = new Promise(function (r) { resolveReady = r; });
  var no = function () { resolveReady(false); };

  var waiting = null;
  var applying = false;
  var reloaded = false;

  function announce(worker) {
    waiting = worker;
    document.documentElement.dataset.update = "ready";
    window.dispatchEvent(new Event("tablee-update"));
  }

  // The app's "update" button: activate the waiting version, then reload once.
  window.tableeApplyUpdate = function () {
    if (!waiting) return;
    applying = true;
    try { waiting.postMessage({ type: "SKIP_WAITING" }); } catch (e) { applying = false; }
  };

  function watch(reg) {
    if (reg.waiting && navigator.serviceWorker.controller) announce(reg.waiting);
    reg.addEventListener("updatefound", function () {
      var w = reg.installing;
      if (!w) return;
      w.addEventListener("statechange", function () {
        // A first install needs no announcement; a new version does.
        if (w.state === "installed" && navigator.serviceWorker.controller) announce(w);
      });
    });
  }

  // Active, and controlling this page (clients.claim() on a first visit makes
  // it so shortly after activation; a hard reload leaves the page
  // uncontrolled, hence the time limit).
  function controlled() {
    return new Promise(function (resolve) {
      if (navigator.serviceWorker.controller) return resolve(true);
      var done = function () { resolve(true); };
      navigator.serviceWorker.addEventListener("controllerchange", done);
      setTimeout(done, 3000);
    });
  }

  try {
    if (/[?&]embed=1(&|$)/.test(location.search) || !("serviceWorker" in navigator)) return no();
    var sw = navigator.serviceWorker; // throws in a sandboxed frame
    sw.addEventListener("controllerchange", function () {
      if (applying && !reloaded) { reloaded = true; location.reload(); }
    });
    // After the load event: the worker's precache must not compete with the
    // app's own first download and start-up.
    var start = function () {
      try {
        sw.register("sw.js", { scope: "./" })
          .then(function (reg) { watch(reg); return sw.ready; })
          .then(controlled)
          .then(function () { resolveReady(true); }, no);
      } catch (e) {
        no();
      }
    };
    // …and after the app has built its first page (its .app element): the
    // page's start-up runs alone, then the worker downloads its copies when
    // the page is idle. (A time limit, should the app never mount.)
    var started = false;
    var once = function () {
      if (started) return;
      started = true;
      if (window.requestIdleCallback) requestIdleCallback(start, { timeout: 1000 });
      else setTimeout(start, 0);
    };
    var afterMount = function () {
      if (document.querySelector(".app")) return once();
      var mo = new MutationObserver(function () {
        if (document.querySelector(".app")) { mo.disconnect(); once(); }
      });
      mo.observe(document.body, { childList: true });
      setTimeout(function () { mo.disconnect(); once(); }, 5000);
    };
    if (document.readyState === "complete") afterMount();
    else window.addEventListener("load", afterMount);
  } catch (e) {
    no();
  }
})();
