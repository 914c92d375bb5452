// Shared by the benchmark scripts (budgets.mjs, tap_profile.mjs): a bare
// static server and Debian's Chromium, headless, with the flags the project
// always uses.
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
