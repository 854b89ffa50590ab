import { api, demoTeeSample, signIn } from './helpers.ts';
import { expect, test } from './test.ts';

/**
 * The factory passes every order of a search, not one page: 22 submitted orders of one external-id tag
 * (more than the desk's page of 20), two of them with a SKU no product mapping knows. The desk opens
 * searched by the tag (a link's `?externalId=`), the whole page is selected, "all 22 matching" is chosen,
 * the pass is confirmed naming 22, a progress bar follows the server's chunks, and the result groups the
 * two refused orders under "SKU has no product mapping" with a link to the mapping list searched by the SKU.
 */
test('the factory passes all orders matching a search, sees the progress and the refused by reason', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const tag = `E2EWS${Date.now().toString(36).toUpperCase()}`;
  const sku = `${tag}-NOMAP`;

  const merchant = await (await browser.newContext()).newPage();
  await signIn(merchant, 'merchant', 'merchant');
  // A demo TEE-W-M order's shop and print areas (its product mapping's), for orders that pass review.
  const { areas, ...sample } = await demoTeeSample(merchant);
  for (let i = 1; i <= 22; i++)
    await api<number>(merchant, 'merchant', 'POST', '/api/merchantOrder/add', {
      printKind: 1,
      platform: sample.platform,
      shopId: sample.shopId,
      externalId: `${tag}-${i}`,
      consignee: 'Ana Lima',
      phone: '13912345678',
      country: 'BR',
      city: 'São Paulo',
      address: 'Rua Augusta 100',
      lines: [{ skuCode: i > 20 ? sku : 'TEE-W-M', colour: '白色', size: 'M', quantity: 1 }],
      areas,
    });
  // The merchant submits its drafts of the tag as one whole search too.
  const submitted = await api<{ count: number }>(merchant, 'merchant', 'POST', '/api/merchantOrder/submit', {
    search: { externalId: tag },
  });
  expect(submitted.count).toBe(22);

  const factory = await (await browser.newContext()).newPage();
  await signIn(factory, 'factory', 'factory', `/factory/business/order?externalId=${tag}`);
  const desk = factory.getByTestId('resource-page-order');
  await expect(desk.locator('#externalId')).toHaveValue(tag);
  await expect(desk.locator('tbody tr[data-row-key]')).toHaveCount(20);

  // The whole page selected: the desk offers every order of the search.
  await desk.locator('thead .ant-checkbox-input').check();
  await expect(desk.getByTestId('whole-search-bar')).toContainText('已选中本页全部 20 条');
  await desk.getByTestId('whole-search-choose').click();
  await expect(desk.getByTestId('whole-search-bar')).toContainText('已选中符合当前搜索的全部 22 条');

  // The answer is held back until the progress bar has shown the server's live progress.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await factory.route('**/api/order/audit', async (route) => {
    const response = await route.fetch();
    await held;
    await route.fulfill({ response });
  });
  const [request] = await Promise.all([
    factory.waitForRequest((r) => r.url().endsWith('/api/order/audit')),
    (async () => {
      await desk.getByTestId('transition-audit-batch').click();
      await expect(factory.getByTestId('whole-search-confirm')).toContainText('全部 22 条');
      await factory.getByTestId('whole-search-ok').click();
    })(),
  ]);
  // The page's own search went instead of ids.
  expect(request.postDataJSON()).toMatchObject({ search: { externalId: tag } });
  expect(request.postDataJSON().ids).toBeUndefined();
  const progress = factory.getByTestId('whole-search-progress');
  await expect(progress).toContainText('已处理 22 / 22 条');
  await expect(progress.locator('.ant-progress')).toBeVisible();
  release();

  const result = factory.getByTestId('whole-search-result');
  await expect(result.getByTestId('whole-search-summary')).toContainText('审核通过：22 条中 20 条成功');
  const unmapped = result.getByTestId('whole-search-reason-O1003-unmapped');
  await expect(unmapped).toContainText('SKU 没有产品映射');
  await expect(unmapped.getByTestId('whole-search-reason-count')).toHaveText('2');
  const fix = unmapped.getByTestId('whole-search-fix');
  await expect(fix).toHaveText(`去处理：${sku}`);

  // The link opens the product mapping list searched by the SKU.
  const [mappingPage] = await Promise.all([
    factory.waitForRequest((r) => r.url().endsWith('/api/omsProductMapping/page')),
    fix.click(),
  ]);
  expect(mappingPage.postDataJSON()).toMatchObject({ skuCode: sku });
  await expect(factory).toHaveURL(new RegExp(`/factory/base/omsProductMapping\\?skuCode=${sku}$`));
  await expect(factory.getByTestId('resource-page-omsProductMapping').locator('#skuCode')).toHaveValue(sku);
});
