import { signIn, spaNavigate } from './helpers.ts';
import { expect, type Page, test } from './test.ts';

/**
 * Issue 13 in the browser: the merchant submits two demo drafts from the Drafts tab; the factory
 * passes one and rejects the other with a reason on its order desk; the merchant sees both
 * outcomes, with the timeline in the order's detail.
 */

const rows = (page: Page, resource: string) =>
  page.getByTestId(`resource-page-${resource}`).locator('tbody tr[data-row-key]');
const rowOf = (page: Page, resource: string, id: string) =>
  page.getByTestId(`resource-page-${resource}`).locator(`tbody tr[data-row-key="${id}"]`);

async function confirmPopover(page: Page) {
  await page.locator('.ant-popconfirm:visible .ant-btn-primary').click();
}

async function searchCode(page: Page, resource: string, code: string) {
  const pageBox = page.getByTestId(`resource-page-${resource}`);
  await pageBox.locator('#orderCode').fill(code);
  await pageBox.locator('#orderCode').press('Enter');
  await expect(rows(page, resource)).toHaveCount(1);
}

test('merchant submits, factory passes one and rejects one, merchant sees both with the timeline', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const merchant = await (await browser.newContext()).newPage();
  await signIn(merchant, 'merchant', 'merchant');
  await spaNavigate(merchant, '/merchant/orders/merchantOrder');
  await expect(merchant.getByTestId('resource-page-merchantOrder')).toBeVisible();
  await merchant.getByTestId('tab-draft').click();
  await expect(rows(merchant, 'merchantOrder').first()).toBeVisible();
  const ids = await rows(merchant, 'merchantOrder').evaluateAll((trs) =>
    trs.slice(0, 2).map((tr) => tr.getAttribute('data-row-key') as string),
  );
  const codes: string[] = [];
  for (const id of ids) {
    const row = rowOf(merchant, 'merchantOrder', id);
    codes.push(((await row.locator('td').nth(1).textContent()) ?? '').trim());
    await row.getByTestId(`transition-submit-${id}`).click();
    await confirmPopover(merchant);
    await expect(rowOf(merchant, 'merchantOrder', id)).toHaveCount(0);
  }
  expect(codes.every((c) => c.startsWith('SO'))).toBe(true);

  const factory = await (await browser.newContext()).newPage();
  await signIn(factory, 'factory', 'factory');
  await spaNavigate(factory, '/factory/business/order');
  await expect(factory.getByTestId('resource-page-order')).toBeVisible();
  // The desk filters by merchant: a select of the factory's customers, sent as the order's tenant.
  await factory.getByTestId('resource-page-order').locator('#merchantTenantId').click();
  await factory.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '演示商户店铺' }).click();
  const [filtered] = await Promise.all([
    factory.waitForRequest((r) => r.url().endsWith('/api/order/page') && r.method() === 'POST'),
    searchCode(factory, 'order', codes[0] as string),
  ]);
  expect(filtered.postDataJSON().merchantTenantId).toEqual(expect.any(Number));
  await factory.getByTestId(`transition-audit-${ids[0]}`).click();
  await confirmPopover(factory);
  await expect(rowOf(factory, 'order', ids[0] as string)).toContainText('审核通过');

  await searchCode(factory, 'order', codes[1] as string);
  await factory.getByTestId(`transition-reject-${ids[1]}`).click();
  await factory.getByTestId('transition-form').locator('#reviewRemark').fill('印花图模糊，请重新上传');
  await factory.getByTestId('transition-submit').click();
  await expect(rowOf(factory, 'order', ids[1] as string)).toContainText('审核驳回');

  // The merchant sees both outcomes; the rejected one is back in its drafts with the reason.
  await merchant.getByTestId('tab-all').click();
  const mine = merchant.getByTestId('resource-page-merchantOrder');
  await mine.locator('#orderCode').fill(codes[0] as string);
  await mine.locator('#orderCode').press('Enter');
  await expect(rowOf(merchant, 'merchantOrder', ids[0] as string)).toContainText('审核通过');
  // Submitted, it is the factory's: no Edit or Delete on its row (editableWhen / deletableWhen: drafts).
  await expect(rowOf(merchant, 'merchantOrder', ids[0] as string).getByRole('button', { name: '编辑' })).toHaveCount(0);
  await expect(rowOf(merchant, 'merchantOrder', ids[0] as string).getByRole('button', { name: '删除' })).toHaveCount(0);
  await rowOf(merchant, 'merchantOrder', ids[0] as string)
    .getByRole('button', { name: '查看' })
    .click();
  const timeline = merchant.getByTestId('detail-timeline');
  await expect(timeline.getByTestId('timeline-entry')).toHaveCount(3);
  await expect(timeline).toContainText('提交');
  await expect(timeline).toContainText('审核通过');
  await expect(merchant.getByTestId('detail-artwork').locator('img').first()).toBeVisible();
  await merchant.keyboard.press('Escape');

  await mine.locator('#orderCode').fill(codes[1] as string);
  await mine.locator('#orderCode').press('Enter');
  await expect(rowOf(merchant, 'merchantOrder', ids[1] as string)).toContainText('审核驳回');
  // Rejected, it is a draft again: the merchant may fix it.
  await expect(rowOf(merchant, 'merchantOrder', ids[1] as string).getByRole('button', { name: '编辑' })).toHaveCount(1);
  await rowOf(merchant, 'merchantOrder', ids[1] as string)
    .getByRole('button', { name: '查看' })
    .click();
  await expect(merchant.getByTestId('detail-timeline')).toContainText('印花图模糊，请重新上传');
  await expect(merchant.getByTestId('detail-summary')).toContainText('印花图模糊，请重新上传');
});

test('the order time search offers the date shortcuts of the tenant’s calendar and sends their whole days', async ({
  page,
}) => {
  await signIn(page, 'factory', 'factory');
  await spaNavigate(page, '/factory/business/order');
  const list = page.getByTestId('resource-page-order');
  await expect(list).toBeVisible();
  if (!(await list.locator('#orderTime').isVisible())) await list.getByTestId('search-more').click();
  await list.locator('#orderTime').click();
  await page.locator('.ant-picker-presets li', { hasText: '最近 7 天' }).click();
  // Today in the demo factory's zone (Asia/Shanghai), and six days before.
  const day = (offset: number) => new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
  await expect(list.locator('#orderTime')).toHaveValue(new RegExp(`^${day(-6)}`));
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/api/order/page') && r.method() === 'POST'),
    list.getByTestId('resource-search').locator('button[type=submit]').click(),
  ]);
  expect(request.postDataJSON().orderTime).toEqual([`${day(-6)} 00:00:00`, `${day(0)} 23:59:59`]);
});
