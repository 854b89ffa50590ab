import { chromium } from '@playwright/test';
const BASE = process.env.BASE ?? 'http://localhost:5105';
const out = '/tmp/pf-e/shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: 1400, height: 860 } });
const page = await ctx.newPage();
page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
page.on('console', (m) => { if (m.type() === 'error') console.log('CONSOLE', m.text().slice(0, 300)); });
await page.goto(`${BASE}/factory/login`);
await page.getByTestId('login-account').fill('factory');
await page.getByTestId('login-password').fill('123456');
await page.getByTestId('login-submit').click();
await page.waitForURL(/dashboard\/home/, { timeout: 30000 });
await page.waitForTimeout(2500);
const setTheme = async (patch) => {
  await page.evaluate((patch) => {
    const key = 'vue-next-admin:factory:themeConfig';
    const saved = JSON.parse(localStorage.getItem(key) || '{"version":1,"config":{}}');
    saved.config = { ...saved.config, ...patch };
    localStorage.setItem(key, JSON.stringify(saved));
  }, patch);
  await page.reload();
  await page.waitForTimeout(2500);
};
const shot = async (name) => { await page.screenshot({ path: `${out}/${name}.png` }); console.log('shot', name); };
const only = process.argv[2];
const steps = {
  async defaults() { await setTheme({ layout: 'defaults' }); await shot('1-defaults'); },
  async opentabs() {
    // open a couple of pages via the menu search
    for (const q of ['站内', '待办']) {
      await page.getByTestId('menu-search').click();
      await page.getByTestId('menu-search-input').fill(q);
      await page.waitForTimeout(500);
      await shot('search-' + q);
      await page.keyboard.press('Enter');
      await page.waitForTimeout(500);
      console.log('url', page.url());
      await page.waitForTimeout(1500);
    }
    await shot('2-tabs');
    const tabs = page.getByTestId('tags-view-item');
    await tabs.nth(1).click({ button: 'right' });
    await page.waitForTimeout(300);
    await shot('3-contextmenu');
    await page.keyboard.press('Escape');
  },
  async classic() { await setTheme({ layout: 'classic' }); await shot('4-classic'); },
  async transverse() { await setTheme({ layout: 'transverse' }); await shot('5-transverse'); },
  async columns() { await setTheme({ layout: 'columns' }); await shot('6-columns'); },
  async dark() { await setTheme({ layout: 'defaults', isIsDark: true }); await shot('7-dark'); },
  async settings() {
    await page.getByTestId('settings-open').click();
    await page.waitForTimeout(800);
    await shot('8-settings');
    await page.mouse.wheel(0, 2000);
    await page.locator('.pf-settings .ant-drawer-body').evaluate((el) => (el.scrollTop = el.scrollHeight));
    await page.waitForTimeout(300);
    await shot('9-settings-bottom');
    await page.keyboard.press('Escape');
    await setTheme({ isIsDark: false });
  },
  async watermark() { await setTheme({ isWatermark: true }); await shot('10-watermark'); await setTheme({ isWatermark: false }); },
  async lock() {
    await page.getByTestId('lock-now').click();
    await page.waitForTimeout(800);
    await shot('11-lock');
    await page.getByTestId('lock-password').fill('wrong');
    await page.getByTestId('lock-unlock').click();
    await page.waitForTimeout(1200);
    await shot('12-lock-wrong');
    await page.reload();
    await page.waitForTimeout(2500);
    console.log('locked after reload:', await page.getByTestId('lock-screen').count());
    await page.getByTestId('lock-password').fill('123456');
    await page.getByTestId('lock-unlock').click();
    await page.waitForTimeout(1500);
    console.log('locked after right password:', await page.getByTestId('lock-screen').count());
  },
  async mobile() {
    await page.setViewportSize({ width: 800, height: 860 });
    await page.waitForTimeout(800);
    await shot('13-mobile');
    await page.getByTestId('collapse-toggle').first().click();
    await page.waitForTimeout(800);
    await shot('14-mobile-drawer');
    await page.setViewportSize({ width: 1400, height: 860 });
  },
  async extra() {
    await setTheme({ layout: 'classic', isIsDark: false, isWatermark: false });
    await shot('16-classic-border');
    await setTheme({ layout: 'columns', isIsDark: true, tagsStyle: 'tags-style-five' });
    await shot('17-columns-dark');
    await setTheme({ layout: 'defaults', isIsDark: false, tagsStyle: 'tags-style-one' });
    await page.getByTestId('tags-view-item').first().click({ button: 'right' });
    await page.locator('[data-action="fullscreen"]').click();
    await page.waitForTimeout(600);
    await shot('18-tag-fullscreen');
    await page.reload();
    await page.waitForTimeout(2500);
    await shot('19-tag-fullscreen-reload');
    await page.getByTestId('tag-fullscreen-close').click();
  },
  async notice() {
    await page.getByTestId('notice-bell').click();
    await page.waitForTimeout(600);
    await shot('15-notice');
  },
};
for (const [name, fn] of Object.entries(steps)) {
  if (only && !only.split(',').includes(name)) continue;
  try { await fn(); } catch (e) { console.log('STEP FAIL', name, e.message.slice(0, 1500)); }
}
await browser.close();
