// 5. The blog embed: a cross-origin iframe, the app under a sub-path, and
//    localStorage throwing (sandboxed frame / private mode): a game starts
//    and plays, a small notice says nothing is kept, no request leaves.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serve, launch, watchedPage, play, axe } from './harness.mjs';

let app, blog, browser;
before(async () => {
  app = await serve({ prefix: '/blog/jeux/tablee/' });
  blog = await serve({
    prefix: '/none/',
    name: 'localhost',
    pages: {
      '/post.html': () => `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>A board-game blog</title></head>
        <body><main><h1>Our evening of Sorciers</h1><p>Try it here:</p>
        <iframe title="Sorciers — Tablée" width="900" height="760" style="border:0"
          src="${app.url('?game=sorciers&embed=1&seats=human,easy,strong&pace=instant&seed=5')}"></iframe></main></body></html>`,
    },
  });
  browser = await launch();
});
after(async () => { await browser?.close(); await app?.close(); await blog?.close(); });

const storageThrows = () => {
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() { throw new DOMException('The operation is insecure.', 'SecurityError'); },
  });
};

for (const storage of ['available', 'throwing']) {
  test(`embedded in a cross-origin blog post, storage ${storage}`, { timeout: 180_000 }, async () => {
    assert.notEqual(new URL(blog.url()).origin, new URL(app.url()).origin);
    const { page, problems, context } = await watchedPage(browser, {
      origins: [app.origin, blog.origin],
      locale: 'en-US',
      initScript: storage === 'throwing' ? storageThrows : undefined,
    });
    await page.goto(`${blog.origin}/post.html`);
    const frame = await (await page.waitForSelector('iframe')).contentFrame();
    await frame.waitForSelector('[data-testid=table]');
    // Compact chrome: the game only, a link out, no home screen.
    assert.equal(await frame.locator('[data-testid=open-full]').count(), 1);
    assert.equal(await frame.locator('[data-testid=home-btn]').count(), 0);
    assert.equal(await frame.evaluate(() => window.tableeSwReady), false, 'no service worker in an embed');
    // The notice shows exactly when this frame cannot store (third-party
    // storage may also be refused by the browser itself).
    const canStore = await frame.evaluate(() => {
      try { localStorage.setItem('probe', '1'); localStorage.removeItem('probe'); return true; } catch { return false; }
    });
    if (storage === 'throwing') assert.equal(canStore, false);
    assert.equal(await frame.locator('[data-testid=no-storage]').count(), canStore ? 0 : 1);
    await play(frame, { steps: 12 });
    assert.ok(Number(await frame.getAttribute('[data-testid=table]', 'data-moves')) >= 12);
    assert.deepEqual(await axe(frame), [], 'axe: embedded table');
    assert.deepEqual(problems, []);
    await context.close();
  });
}
