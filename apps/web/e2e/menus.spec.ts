import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { MenuItem } from '@printfloor/contract';
import { pageViewOf, type ViewLoader, viewRegistryFrom } from '../src/router/viewResolve.ts';
import { signIn, spaNavigate } from './helpers.ts';
import { expect, type Page, type TestInfo, test } from './test.ts';

/**
 * The menu walk (issue 16 "done when"): every seeded menu of every area, as its tenant admin, from the
 * menu tree the console itself received at login. A page menu is opened the way the shell routes it
 * (`pageViewOf`, the function `buildRoutes` uses): its view must render something, with no console
 * error, no page error and not the not-found page. Menus without a view are counted and printed.
 */
const AREAS = [
  { area: 'admin', account: 'superadmin' },
  { area: 'factory', account: 'factory' },
  { area: 'merchant', account: 'merchant' },
] as const;

const MENU_PAGE = 2; // MenuType.Menu (a runtime import of the contract is avoided in the browser suite)

/**
 * The console's view registry, built from the files on disk with the same function and the same
 * patterns as `import.meta.glob` in src/router/viewRegistry.ts (login, callback and error pages are
 * the shell's own and not menu pages).
 */
function diskRegistry(): Record<string, ViewLoader> {
  const views = path.resolve(import.meta.dirname, '../src/views');
  const files = readdirSync(views, { recursive: true, encoding: 'utf8' })
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => (f === 'index.tsx' || f.endsWith('/index.tsx')) && !/^(login|callback|error)\//.test(f));
  const unused: ViewLoader = () => Promise.reject(new Error('not loaded in the browser suite'));
  return viewRegistryFrom(Object.fromEntries(files.map((f) => [`../views/${f}`, unused])));
}

interface PageMenu {
  path: string;
  item: MenuItem;
}

/** Page menus of the tree (directories and buttons are not pages; a disabled menu is not routed). */
function pageMenus(items: readonly MenuItem[] | null | undefined, out: PageMenu[] = []): PageMenu[] {
  for (const item of items ?? []) {
    if (item.type === MENU_PAGE && (item.status === undefined || item.status === 1) && item.path) {
      out.push({ path: item.path.startsWith('/') ? item.path : `/${item.path}`, item });
    }
    pageMenus(item.children, out);
  }
  return out;
}

/** Collects console errors and page errors, each with the page that was open when it came. */
function errorLog(page: Page) {
  const errors: string[] = [];
  let at = '(login)';
  const listen = (p: Page) => {
    p.on('console', (m) => {
      // Nothing is ignored: every console error of every frame (the swagger iframe included) fails the walk.
      if (m.type() === 'error') errors.push(`${at}: ${m.text()}`);
    });
    p.on('pageerror', (e) => errors.push(`${at}: ${e.message}`));
  };
  listen(page);
  return {
    errors,
    listen,
    at: (where: string) => {
      at = where;
    },
  };
}

interface Settled {
  notFound: boolean;
  failed: boolean;
  filled: boolean;
  /** The embedded page's document has a body with content (iframe menus). */
  frameFilled: boolean | null;
}

/**
 * Waits, in one polling function in the browser (one round trip instead of one per check), until the
 * screen settled: the expected path, one visible page in `container` (the shell's main area: the tab
 * just opened, other tabs stay mounted hidden; or the whole document of a full-screen page), no loading
 * placeholder and no spinning indicator in it. Answers what it shows.
 */
async function settled(page: Page, path: string, container: 'main' | 'document'): Promise<Settled> {
  const handle = await page
    .waitForFunction(
      ({ path, container }) => {
        if (window.location.pathname !== path) return null;
        const shown = (e: Element) => {
          const r = e.getBoundingClientRect();
          return r.width > 0 && r.height > 0 && getComputedStyle(e).visibility !== 'hidden';
        };
        const roots =
          container === 'main'
            ? [...document.querySelectorAll('[data-testid="layout-main"] [data-testid="keep-alive-page"]')].filter(
                shown,
              )
            : [document.getElementById('app')].filter((e): e is HTMLElement => !!e);
        if (roots.length !== 1) return null;
        const root = roots[0] as HTMLElement;
        // The address changes before the new page commits (a navigation is a transition: while a lazy
        // page loads, the previous tab stays on screen); only this path's own tab counts.
        if (container === 'main' && root.dataset.tabKey !== path) return null;
        if (root.querySelector('[data-testid="page-loading"]')) return null;
        if ([...root.querySelectorAll('.ant-spin-spinning')].some(shown)) return null;
        const frame = root.querySelector<HTMLIFrameElement>('iframe[data-testid="iframe-view"]');
        let frameFilled: boolean | null = null;
        if (frame) {
          const body = frame.contentDocument?.body;
          // The embedded page may still be loading: wait for its body to hold something.
          if (!body || body.children.length === 0) return null;
          frameFilled = true;
        }
        // The rendered text counts, not text hidden by CSS.
        // biome-ignore lint/performance/useDomNodeTextContent: see above
        const text = root.innerText.trim();
        const drawn = [...root.querySelectorAll('canvas, svg, img, iframe, input, textarea, video')].some(shown);
        return {
          notFound: !!document.querySelector('[data-testid="not-found-title"]'),
          failed: !!document.querySelector('[data-testid="generic-error-title"]'),
          filled: text.length > 0 || drawn,
          frameFilled,
        };
      },
      { path, container },
      { timeout: 20_000, polling: 100 },
    )
    .catch((error: Error) => {
      throw new Error(`${path}: the page did not settle (still loading, or another path): ${error.message}`);
    });
  return (await handle.jsonValue()) as Settled;
}

function expectShown(state: Settled, label: string) {
  expect(state.notFound, `${label}: the not-found page`).toBe(false);
  expect(state.failed, `${label}: the page failed to render`).toBe(false);
  expect(state.filled, `${label}: the screen is empty`).toBe(true);
}

async function walkArea(page: Page, testInfo: TestInfo, area: string, account: string) {
  const log = errorLog(page);
  const menuAnswer = page.waitForResponse((r) => r.url().includes('/api/sysMenu/loginMenuTree'));
  await signIn(page, area, account);
  const body = (await (await menuAnswer).json()) as { result?: MenuItem[] };
  const menus = pageMenus(body.result);
  expect(menus.length, `${area}: page menus in the tree`).toBeGreaterThan(0);

  const registry = diskRegistry();
  const walked: string[] = [];
  const noView: string[] = [];
  const skipped: string[] = [];

  for (const { path: menuPath, item } of menus) {
    const view = pageViewOf(item, registry);
    const route = `/${area}${menuPath}`;
    if (!view) {
      noView.push(`${menuPath} (${item.component ?? 'no component'})`);
      continue;
    }
    if (menuPath.includes('/:')) {
      // A detail route needs a record id; it is opened from its list by the domain's own tests.
      skipped.push(`${menuPath} (route parameter)`);
      continue;
    }
    log.at(route);
    await spaNavigate(page, route);
    const state = await settled(page, route, 'main');
    expectShown(state, route);
    if (view.kind === 'iframe') expect(state.frameFilled, `${route}: the embedded page`).toBe(true);
    walked.push(route);

    if (view.kind === 'link') {
      // A link menu opens its target in a new window on click; a target inside the console (the
      // full-screen boards /visualizingDemo1, /visualizingDemo2) is opened here the same way and
      // checked like a page; an external address is not fetched (the suite does not leave the machine).
      const target = item.meta?.isLink ?? '';
      if (!target.startsWith('/')) {
        skipped.push(`${menuPath} (external link ${target})`);
        continue;
      }
      const popup = await page.context().newPage();
      log.listen(popup);
      log.at(target);
      await popup.goto(target);
      expectShown(await settled(popup, target, 'document'), target);
      await popup.close();
      walked.push(target);
    }
    expect(log.errors, `console or page errors up to ${route}`).toEqual([]);
    if (walked.length % 10 === 0) await closeOtherTabs(page);
  }
  expect(log.errors).toEqual([]);

  const summary = `${area}: ${walked.length} pages walked, ${noView.length} of ${menus.length} seeded page menus have no view${
    skipped.length ? `, ${skipped.length} not opened` : ''
  }`;
  console.log(summary);
  if (noView.length) console.log(`  without a view: ${noView.join(', ')}`);
  if (skipped.length) console.log(`  not opened: ${skipped.join(', ')}`);
  testInfo.annotations.push({ type: `${area} menus`, description: summary });
  if (noView.length) testInfo.annotations.push({ type: `${area} without a view`, description: noView.join(', ') });
  if (skipped.length) testInfo.annotations.push({ type: `${area} not opened`, description: skipped.join(', ') });
}

/**
 * As a person going through the menu would, every ten pages: "close others" from the open tab's right-click
 * menu. Every opened tab keeps its page alive (hidden), and each navigation renders the tab bar and the outlet
 * of all of them: ninety tabs made the factory walk six minutes long on a loaded machine.
 */
async function closeOtherTabs(page: Page) {
  const active = page.locator('[data-testid="tags-view-item"][aria-selected="true"]');
  if ((await active.count()) === 0) return; // the area shows no tabs
  await active.click({ button: 'right' });
  await page.locator('[data-testid="tags-contextmenu"] [data-action="closeOthers"]').click();
  await expect(page.getByTestId('tags-contextmenu')).toHaveCount(0);
  await expect(page.locator('[data-testid="tags-view-item"]:not([aria-selected="true"]) button')).toHaveCount(0);
}

// Up to ~90 pages per area; a shared 2-core machine under load needs the margin.
test.describe.configure({ timeout: 360_000 });

for (const { area, account } of AREAS) {
  test(`every seeded ${area} menu opens its page as the tenant admin`, async ({ page }, testInfo) => {
    await walkArea(page, testInfo, area, account);
  });
}
