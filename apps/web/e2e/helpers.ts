import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { sm2 } from 'sm-crypto-v2';
import { ACCESS_TOKEN_HEADER, REFRESH_TOKEN_HEADER, STORAGE_PREFIX } from '../../../packages/contract/src/enums.ts';

export const PASSWORD = process.env.PRINTFLOOR_SEED_PASSWORD ?? '123456';
const shots = path.resolve(import.meta.dirname, '../../../.tmp/e2e-screenshots');

/**
 * The first paint of the shell in a fresh context: ~2.4 MB of scripts in ~155 requests, then the menus and
 * the first page. A few seconds on a quiet machine, several times that while the other lane of `npm test`
 * takes the cores; it is a load, not a page that answers late, so it gets more patience than an assertion.
 */
export const SHELL_TIMEOUT = 30_000;

/**
 * Logs in through the real login page of an area and waits for the dashboard: for the tests about logging in
 * (the form, the captcha, a new account's first login, sessions). The others use `signIn`.
 */
export async function login(page: Page, area: string, account: string, password = PASSWORD) {
  await page.goto(`/${area}/login`);
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(`**/${area}/dashboard/home`, { timeout: SHELL_TIMEOUT });
  await expect(page.getByTestId('layout-aside')).toBeVisible({ timeout: SHELL_TIMEOUT });
}

/**
 * Signs an account in as the login form does, without drawing the form: the same `/api/sysAuth/login` call
 * (the password encrypted with the server's SM2 key from loginConfig), the tokens written where the console
 * keeps them (`vue-next-admin:<area>:access-token`, src/utils/storage.ts), then `path` (the area's dashboard by
 * default) opened with the shell drawn. Each call is a new login with a session of its own, so a test that logs
 * out or is forced offline affects no other. It saves the login page's paint and, with `path`, the dashboard's:
 * a few seconds for each of the suite's ~60 logins.
 */
export async function signIn(page: Page, area: string, account: string, path = `/${area}/dashboard/home`) {
  const envelope = async <T>(res: { ok(): boolean; status(): number; json(): Promise<unknown> }, what: string) => {
    const body = (await res.json().catch(() => null)) as { code?: number; result?: T; message?: string } | null;
    if (!res.ok() || body?.code !== 200 || body.result === undefined)
      throw new Error(`${what}: HTTP ${res.status()} ${JSON.stringify(body)}`);
    return body.result;
  };
  const config = await envelope<{ cryptoPublicKey?: string }>(
    await page.request.get('/api/sysAuth/loginConfig'),
    'loginConfig',
  );
  const password = config.cryptoPublicKey ? sm2.doEncrypt(PASSWORD, config.cryptoPublicKey, 1) : PASSWORD;
  const tokens = await envelope<{ accessToken: string; refreshToken: string }>(
    await page.request.post('/api/sysAuth/login', { data: { account, password, codeId: 0, code: '', area } }),
    `login of ${account}`,
  );
  // A document of the console's origin to write its storage from (the health ping: no script, no paint).
  await page.goto('/api/health/ping');
  await page.evaluate(
    ({ prefix, keys, tokens }) => {
      localStorage.setItem(`${prefix}:${keys[0]}`, JSON.stringify(tokens.accessToken));
      localStorage.setItem(`${prefix}:${keys[1]}`, JSON.stringify(tokens.refreshToken));
    },
    { prefix: `${STORAGE_PREFIX}:${area}`, keys: [ACCESS_TOKEN_HEADER, REFRESH_TOKEN_HEADER], tokens },
  );
  await page.goto(path);
  await expect(page.getByTestId('layout-aside')).toBeVisible({ timeout: SHELL_TIMEOUT });
}

/** Saves a screenshot as a test artifact (attached to the report and kept under .tmp/e2e-screenshots). */
export async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  mkdirSync(shots, { recursive: true });
  const file = path.join(shots, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/** Client-side navigation (as a menu click does): the open tabs and their pages stay alive. */
export async function spaNavigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** A call through the console's own session in `page` (the area's access token), answering the envelope's result. */
export async function api<T>(
  page: Page,
  area: string,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
): Promise<T> {
  return page.evaluate(
    async ({ area, method, url, body }) => {
      const token = JSON.parse(localStorage.getItem(`vue-next-admin:${area}:access-token`) ?? 'null');
      const res = await fetch(url, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = await res.json();
      if (json.code !== 200) throw new Error(`${url}: ${String(json.message)}`);
      return json.result;
    },
    { area, method, url, body },
  );
}

/**
 * What a demo TEE-W-M order of the demo merchant (signed in on `merchant`) is made with: its platform and shop,
 * whose product mapping it is, and the print areas of its tee line (as line 1), so a new order passes review.
 */
export async function demoTeeSample(
  merchant: Page,
): Promise<{ platform: string; shopId: number | null; areas: { lineNo: number; area: number; printImage: string }[] }> {
  const demo = await api<{ items: { id: number }[] }>(merchant, 'merchant', 'POST', '/api/merchantOrder/page', {
    page: 1,
    pageSize: 1,
    skuCodes: 'TEE-W-M',
  });
  const sample = await api<{
    platform: string;
    shopId: number | null;
    lines: { sortNo: number; skuCode: string }[];
    areas: { lineNo: number; area: number; printImage: string }[];
  }>(merchant, 'merchant', 'GET', `/api/merchantOrder/detail?id=${demo.items[0]?.id}`);
  const teeLine = sample.lines.find((l) => l.skuCode === 'TEE-W-M')?.sortNo;
  const areas = sample.areas
    .filter((a) => a.lineNo === teeLine)
    .map((a) => ({ lineNo: 1, area: a.area, printImage: a.printImage }));
  return { platform: sample.platform, shopId: sample.shopId, areas };
}

/**
 * A new draft of the demo merchant (signed in on `merchant`) for two DTG tees (TEE-W-M, 白色 / M), made like a
 * demo order of that SKU (`demoTeeSample`). A test makes its own rather than taking a demo draft, which a retry
 * or an earlier test may have taken.
 */
export async function teeDraft(merchant: Page): Promise<{ id: number; orderCode: string }> {
  const { areas, ...sample } = await demoTeeSample(merchant);
  expect(areas.length, 'the print areas of a demo TEE-W-M line').toBeGreaterThan(0);
  const id = await api<number>(merchant, 'merchant', 'POST', '/api/merchantOrder/add', {
    printKind: 1,
    platform: sample.platform,
    shopId: sample.shopId,
    consignee: 'Ana Lima',
    phone: '13912345678',
    country: 'BR',
    city: 'São Paulo',
    address: 'Rua Augusta 100',
    lines: [{ skuCode: 'TEE-W-M', colour: '白色', size: 'M', quantity: 2, unitPrice: 10 }],
    areas,
  });
  const { orderCode } = await api<{ orderCode: string }>(
    merchant,
    'merchant',
    'GET',
    `/api/merchantOrder/detail?id=${id}`,
  );
  return { id, orderCode };
}
