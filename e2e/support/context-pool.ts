import type { Browser, BrowserContext, Page } from '@playwright/test';

/**
 * Browser contexts kept open in a worker and handed to the next test, each with its page.
 *
 * A fresh context per test cost three times the Chromium CPU of the same page loaded again: a new
 * renderer process compiles the app and Playwright's injected script from nothing, where a kept one
 * has both cached. That was most of the browser tests' time on a 2-core machine.
 *
 * A test sees a context as new: on `close()` the pool closes the test's other pages, drops its
 * routes, listeners, cookies, permissions and media emulation, clears the origin's storage, and
 * leaves the page on about:blank at the screen's size. Contexts are only handed out one test at a
 * time (a worker runs one test at once), and never twice at once within a test. What cannot be
 * undone (init scripts) is for the tests that take Playwright's own fixtures (crash.spec.ts).
 */

export type ContextOptions = Parameters<Browser['newContext']>[0] & { viewport: { width: number; height: number } };

type Entry = { browser: Browser; key: string; options: ContextOptions; context: BrowserContext; page?: Page; busy: boolean; pageTaken: boolean };

const entries: Entry[] = [];

/** A context with these options, kept from an earlier test when one is free; the proxy's `close()` gives it back. */
export async function pooledContext(browser: Browser, options: ContextOptions): Promise<BrowserContext> {
  const key = JSON.stringify(options);
  let entry = entries.find((e) => !e.busy && e.browser === browser && e.key === key);
  if (!entry) {
    const context = await browser.newContext(options);
    const created: Entry = { browser, key, options, context, busy: false, pageTaken: false };
    context.on('close', () => {
      const at = entries.indexOf(created);
      if (at >= 0) entries.splice(at, 1);
    });
    entries.push(created);
    entry = created;
  }
  entry.busy = true;
  entry.pageTaken = false;
  const taken = entry;
  return new Proxy(taken.context, {
    get(target, property) {
      if (property === 'close') return () => giveBack(taken);
      if (property === 'newPage') return () => pageOf(taken);
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** The kept page the first time a test asks, a new one after that (a second tab). */
async function pageOf(entry: Entry): Promise<Page> {
  if (!entry.pageTaken && entry.page && !entry.page.isClosed()) {
    entry.pageTaken = true;
    return entry.page;
  }
  const page = await entry.context.newPage();
  if (!entry.page || entry.page.isClosed()) entry.page = page;
  entry.pageTaken = true;
  return page;
}

async function giveBack(entry: Entry): Promise<void> {
  const { context, page, options } = entry;
  try {
    for (const other of context.pages()) if (other !== page) await other.close();
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.clearCookies();
    await context.clearPermissions();
    if (page && !page.isClosed()) {
      page.removeAllListeners();
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.emulateMedia({ media: null });
      const origin = new URL(options.baseURL ?? 'http://127.0.0.1').origin;
      if (!page.url().startsWith(origin)) await page.goto(`${origin}/api/health`);
      await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
      await page.goto('about:blank');
      await page.setViewportSize(options.viewport);
    }
    entry.busy = false;
  } catch {
    // Whatever failed to reset is not handed out again.
    await context.close().catch(() => {});
  }
}
