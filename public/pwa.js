// Registers Tablée's service worker (generated at build time: sw.js) and
// tells the app when a new version is waiting. Not in embed mode (no install,
// no worker inside someone else's page). Silent on every failure.
(function () {
  "use strict";
  var embed = /[?&]embed=1(&|$)/.test(location.search);
  var resolveReady;
  window.tableeSwReady = new Promise(function (r) { resolveReady = r; });
  if (embed || !("serviceWorker" in navigator)) { resolveReady(false); return; }

  var waiting = null;
  var applying = false;
  function announce(worker) {
    waiting = worker;
    document.documentElement.dataset.update = "ready";
    window.dispatchEvent(new Event("tablee-update"));
  }
  // The app's "update" button: activate the waiting version, then reload once.
  window.tableeApplyUpdate = function () {
    if (!waiting) return;
    applying = true;
    waiting.postMessage({ type: "SKIP_WAITING" });
  };
  navigator.serviceWorker.addEventListener("controllerchange", function () {
    if (applying) { applying = false; location.reload(); }
  });

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

  try {
    navigator.serviceWorker.register("sw.js", { scope: "./" }).then(function (reg) {
      watch(reg);
      return navigator.serviceWorker.ready;
    }).then(function () { resolveReady(true); }, function () { resolveReady(false); });
  } catch (e) {
    resolveReady(false);
  }
})();
