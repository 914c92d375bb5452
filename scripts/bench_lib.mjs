// Shared by the benchmark scripts (budgets.mjs, tap_profile.mjs,
// startup_trace.mjs): a bare static server, Debian's
// Chromium, headless, with the flags the project always uses, and the
// start-up probe.
import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';

/** `python3 -m http.server` on a free port, serving `dir`. */
export async function pyServe(dir) {
  const child = spawn('python3', ['-u', '-m', 'http.server', '0', '--bind', '127.0.0.1', '--directory', dir], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const port = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = out.match(/port (\d+)/);
      if (m) resolve(Number(m[1]));
    });
    child.on('exit', (code) => reject(new Error(`python3 -m http.server exited (${code})`)));
  });
  child.stdout.resume();
  return { url: (q = '') => `http://127.0.0.1:${port}/${q}`, close: () => child.kill() };
}

export function launch() {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
  });
}

/**
 * Makes `page` report its first usable control (an enabled, visible
 * <button>): a MutationObserver from an init script notes the time (ms since
 * navigation start) and says it by a console message. Await it before
 * `goto`; its `when` then resolves to that time. (Waiting with Playwright's
 * waitForFunction instead would first make the page evaluate Playwright's
 * own selector script, about 80 ms of parsing at 4x CPU throttling, in the
 * middle of the start-up being measured.)
 */
export async function firstUsableControl(page, timeout = 60_000, selector = 'button:not([disabled])') {
  await page.addInitScript((selector) => {
    const check = () => {
      if (window.__usable !== undefined) return;
      for (const b of document.querySelectorAll(selector)) {
        const r = b.getBoundingClientRect();
        if (r.width > 0 && r.height > 0) {
          window.__usable = performance.now();
          console.debug(`tablee-usable ${window.__usable}`);
          return;
        }
      }
    };
    new MutationObserver(check).observe(document, {
      childList: true, subtree: true, attributes: true, attributeFilter: ['disabled', 'hidden', 'class', 'style'],
    });
  }, selector);
  const when = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no usable control after ${timeout} ms`)), timeout);
    page.on('console', (m) => {
      const x = m.text().match(/^tablee-usable ([\d.]+)$/);
      if (x) { clearTimeout(timer); resolve(Number(x[1])); }
    });
  });
  return { when };
}
