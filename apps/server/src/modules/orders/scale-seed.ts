import { AccountType, ApprovalState, PrintKind, SubmitState, tenantAddSchema } from '@printfloor/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../auth/context.ts';
import { hashPassword } from '../../auth/password.ts';
import type { Database, Tx } from '../../db/client.ts';
import { asPlatform } from '../../db/context.ts';
import { queryRows } from '../../db/query.ts';
import { seedPassword } from '../../seed/identity.ts';
import { SEED } from '../../seed/ids.ts';
import { ensureMerchantCustomer } from '../baseData/index.ts';
import { provisionTenant } from '../sysTenant/index.ts';

/**
 * The order volume of issue 13 ("Speed and scale"): 2 factory tenants, each serving 5 merchant
 * tenants (a customer row per merchant), every tenant with an admin who can log in (password
 * PRINTFLOOR_SEED_PASSWORD, 123456 by default), and `orders` orders spread evenly over the 10
 * merchants — 2–3 lines each, 1–2 print areas a line, placed over the last 12 months, in every
 * state: drafts 6 %, cancelled drafts 2 %, rejected 3 %, cancelled after submission 3 %, pending
 * review 20 %, abnormal 3 %, passed 23 %, passed and printed 40 %.
 *
 * Set-based: per merchant one transaction of four statements (orders and lines staged in
 * temporary tables from generate_series, then insert … select), so a million orders take
 * minutes on PostgreSQL. Idempotent: tenants, customers and shops are added when missing, and a
 * merchant that has orders already is left alone (so a rerun reuses the data set). Used by
 * `npm run seed:scale` and `npm run bench:orders`; handy for demos at volume too.
 */

export const SCALE_FACTORIES = 2;
export const SCALE_MERCHANTS_PER_FACTORY = 5;

export interface ScaleTenant {
  tenantId: number;
  code: string;
  account: string;
  name: string;
}
export interface ScaleMerchant extends ScaleTenant {
  factoryTenantId: number;
  customerId: number;
  orders: number;
}
export interface ScaleData {
  factories: ScaleTenant[];
  merchants: ScaleMerchant[];
  /** Orders added by this call (0 when every merchant had its orders already). */
  added: number;
}

const PLATFORM_AUTH: AuthContext = {
  userId: SEED.platform.users.superadmin,
  tenantId: SEED.platform.tenantId,
  account: 'superadmin',
  realName: '超级管理员',
  accountType: AccountType.SuperAdmin,
  orgId: SEED.platform.orgId,
  orgName: null,
  area: 'admin',
  sessionId: 0,
  tenantKind: 'system',
};

const CITIES = ['深圳', '东莞', '杭州', '义乌', '广州', '泉州', '苏州', '青岛', '厦门', '宁波'];

/** The scale tenants' codes, accounts and names: factories f1, f2; merchants m01…m10 (m01–m05 on f1). */
function plan() {
  const factories = Array.from({ length: SCALE_FACTORIES }, (_, i) => ({
    code: `scale-f${i + 1}`,
    account: `scalefactory${i + 1}`,
    name: `${CITIES[i]} 规模测试印花工厂`,
  }));
  const merchants = Array.from({ length: SCALE_FACTORIES * SCALE_MERCHANTS_PER_FACTORY }, (_, i) => {
    const n = String(i + 1).padStart(2, '0');
    return {
      code: `scale-m${n}`,
      account: `scalemerchant${n}`,
      name: `${CITIES[i % CITIES.length]}规模测试商户 ${n}`,
      factory: Math.floor(i / SCALE_MERCHANTS_PER_FACTORY),
    };
  });
  return { factories, merchants };
}

export async function seedScaleOrders(
  db: Database,
  options: { orders: number; log?: (line: string) => void },
): Promise<ScaleData> {
  const log = options.log ?? (() => {});
  const wanted = plan();
  // Cross-tenant by nature (it creates tenants and writes their rows): the owner role.
  const tenants = await asPlatform(db, (tx) => ensureTenants(tx, [...wanted.factories, ...wanted.merchants]));
  const factories = wanted.factories.map((f) => tenants.get(f.code) as ScaleTenant);
  const merchants: ScaleMerchant[] = [];
  for (const m of wanted.merchants) {
    const factory = factories[m.factory] as ScaleTenant;
    const tenant = tenants.get(m.code) as ScaleTenant;
    const customerId = await asPlatform(db, (tx) => ensureCustomerAndShops(tx, factory, tenant));
    merchants.push({ ...tenant, factoryTenantId: factory.tenantId, customerId, orders: 0 });
  }

  const perMerchant = Math.ceil(options.orders / merchants.length);
  let added = 0;
  for (const [i, m] of merchants.entries()) {
    const [row] = await asPlatform(db, (tx) =>
      queryRows<{ n: number }>(tx, sql`select count(*)::int as n from oms_order where tenant_id = ${m.tenantId}`),
    );
    m.orders = Number(row?.n ?? 0);
    if (m.orders > 0) {
      log(`  ${m.code}: ${m.orders.toLocaleString('en')} orders already there, kept`);
      continue;
    }
    const started = Date.now();
    const counts = await asPlatform(db, (tx) => insertOrders(tx, i, m, perMerchant));
    m.orders = perMerchant;
    added += perMerchant;
    log(
      `  ${m.code} (${i + 1}/${merchants.length}): ${perMerchant.toLocaleString('en')} orders, ${counts.lines.toLocaleString('en')} lines, ${counts.areas.toLocaleString('en')} print areas in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  if (added) {
    // Fresh statistics for the planner, and the visibility map set so counts can be answered by
    // index-only scans (autovacuum would get there too, minutes later).
    const started = Date.now();
    await db.withConnection((exec) => exec('vacuum (analyze) oms_order, oms_order_line, oms_order_area'));
    log(`  vacuum (analyze) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return { factories, merchants, added };
}

/** Each tenant by code: provisioned (tenant, organisation, admin role and account, menus) when missing. */
async function ensureTenants(
  tx: Tx,
  list: { code: string; account: string; name: string; factory?: number }[],
): Promise<Map<string, ScaleTenant>> {
  const found = await queryRows<{ id: number; code: string }>(
    tx,
    sql`select id, code from sys_tenant where code in (${sql.join(
      list.map((t) => sql`${t.code}`),
      sql`, `,
    )}) and not is_delete`,
  );
  const ids = new Map(found.map((r) => [r.code, Number(r.id)]));
  const missing = list.filter((t) => !ids.has(t.code));
  const passwordHash = missing.length ? await hashPassword(seedPassword()) : '';
  for (const [i, t] of missing.entries()) {
    const input = tenantAddSchema.parse({
      kind: t.factory === undefined ? 'factory' : 'merchant',
      code: t.code,
      adminAccount: t.account,
      adminPassword: seedPassword(),
      name: t.name,
      phone: `1390000${String(1000 + i).slice(-4)}`,
      email: `${t.account}@printfloor.local`,
      remark: '规模测试租户（npm run seed:scale）',
    });
    const made = await provisionTenant(tx, PLATFORM_AUTH, input, passwordHash);
    ids.set(t.code, made.tenantId);
  }
  return new Map(list.map((t) => [t.code, { ...t, tenantId: ids.get(t.code) as number }]));
}

/** The factory's customer row linking the merchant, and the merchant's two shops; answers the customer id. */
async function ensureCustomerAndShops(tx: Tx, factory: ScaleTenant, merchant: ScaleTenant): Promise<number> {
  const customerId = await ensureMerchantCustomer(tx, {
    factoryTenantId: factory.tenantId,
    code: `CUS-${merchant.code.toUpperCase()}`,
    name: merchant.name,
    merchantTenantId: merchant.tenantId,
    contact: '王芳',
    phone: '13800138000',
    remark: '规模测试客户',
  });
  await tx.execute(sql`
    insert into oms_shop (tenant_id, platform, name, short_name, account, temu_shop_type)
    select ${merchant.tenantId}, s.platform, ${merchant.name} || ' ' || s.suffix, s.suffix, s.platform || '-' || ${merchant.code}, s.temu
      from (values ('temu', 'Temu 店', 'semi_managed'), ('shein', 'SHEIN 店', null)) s(platform, suffix, temu)
     where not exists (select 1 from oms_shop where tenant_id = ${merchant.tenantId} and platform = s.platform and not is_delete)`);
  return customerId;
}

/** A stable pseudo-random integer in [0, mod) from a number (PostgreSQL's int8 hash). */
const hash = (expr: SQL, mod: number) => sql`((hashint8(${expr})::bigint + 2147483648) % ${num(mod)})`;
/** A number of our own written into the text (temporary-table statements take no parameters; CASE arms want a type). */
const num = (n: number) => sql.raw(String(Math.trunc(n)));

/**
 * One merchant's orders in four statements: the orders staged (id, story, time), their lines
 * staged, then orders (with totals summed from the staged lines), lines and print areas inserted.
 */
async function insertOrders(tx: Tx, index: number, m: ScaleMerchant, count: number) {
  const g = sql`(g::bigint * 16 + ${num(index)})`;
  const S = SubmitState;
  const A = ApprovalState;
  await tx.execute(sql`
    create temporary table scale_order on commit drop as
    select nextval('pf_id_seq') as id, g, story,
           case when story in ('draft', 'cancelledDraft') then null else ${num(m.factoryTenantId)}::bigint end as factory_tenant_id,
           date_trunc('second', now() - interval '365 days' * (${hash(sql`${g} * 7`, 1_000_000)} / 1e6)) as placed
      from generate_series(1, ${num(count)}) g
     cross join lateral (select case
             when r < 60 then 'draft' when r < 80 then 'cancelledDraft' when r < 110 then 'rejected'
             when r < 140 then 'cancelled' when r < 340 then 'pending' when r < 370 then 'abnormal'
             when r < 600 then 'passed' else 'printed' end as story
             from (select ${hash(g, 1000)} as r) x) s`);
  await tx.execute(sql`
    create temporary table scale_line on commit drop as
    select o.id as order_id, o.factory_tenant_id, o.placed, k, sku.*, 1 + (o.g + k) % 3 as quantity, 1 + (o.g + k) % 2 as areas
      from scale_order o
     cross join generate_series(1, 2 + (o.g % 2)::int) k
      join (values (0, 'TEE-W-M', '圆领短袖', '白色', 'M', 59.00), (1, 'TEE-B-L', '圆领短袖', '黑色', 'L', 59.00),
                   (2, 'HOOD-B-L', '连帽卫衣', '黑色', 'L', 129.00), (3, 'HOOD-G-M', '连帽卫衣', '灰色', 'M', 129.00),
                   (4, 'SWT-W-XL', '圆领卫衣', '白色', 'XL', 99.00), (5, 'TOTE-N', '帆布袋', '米色', 'F', 39.00))
           sku(n, sku_code, style, colour, size, price) on sku.n = (o.g * 3 + k) % 6`);
  // Without statistics the planner guessed a thousand staged rows and joined the line totals by a
  // nested loop over the aggregate: thirteen seconds for 2,000 orders instead of a fraction of one.
  await tx.execute(sql`analyze scale_order, scale_line`);
  await tx.execute(sql`
    insert into oms_order (tenant_id, id, factory_tenant_id, customer_id, merchant_name, order_code, external_id,
                           print_kind, source, platform, shop_id, shop_name, order_time, consignee, phone, country,
                           province, city, district, address, postcode, logistics_mode, freight, seller_remark,
                           total_price, total_amount, product_count, design_count, sku_codes,
                           submit_state, approval_state, abnormal_flag, print_state,
                           review_remark, abnormal_reason, cancel_reason, submit_time, review_time, reviewer_name,
                           create_time, create_user_name)
    select ${num(m.tenantId)}, o.id, o.factory_tenant_id,
           case when o.factory_tenant_id is not null then ${m.customerId}::bigint end,
           case when o.factory_tenant_id is not null then ${m.name} end,
           'SO' || to_char(o.placed, 'YYYYMMDD') || ${String(index).padStart(2, '0')} || lpad(o.g::text, 7, '0'),
           upper(sh.platform) || '-' || (${(index + 1) * 10_000_000} + o.g),
           case when o.g % 5 = 4 then ${num(PrintKind.Heat)} else ${num(PrintKind.Dtg)} end, 1 + (o.g % 3 = 0)::int,
           sh.platform, sh.id, sh.name, o.placed, p.consignee, p.phone, p.country, p.province, p.city, p.district,
           p.address, p.postcode, case when p.country = '中国' then '顺丰标快' else 'YunExpress' end,
           f.freight, case when o.g % 7 = 0 then '请加急处理' end,
           l.price, l.price + f.freight, l.qty, l.designs, l.skus,
           case when o.story in ('cancelled', 'cancelledDraft') then ${num(S.Cancelled)}
                when o.story in ('draft', 'rejected') then ${num(S.Draft)} else ${num(S.Submitted)} end,
           case when o.story = 'rejected' then ${num(A.Rejected)}
                when o.story in ('passed', 'printed', 'abnormal') then ${num(A.Passed)} else ${num(A.Pending)} end,
           (o.story = 'abnormal')::int, (o.story = 'printed')::int,
           case when o.story = 'rejected' then '印花图分辨率不足 300 DPI，请重新上传' end,
           case when o.story = 'abnormal' then '收件地址无法派送，待商户确认' end,
           case when o.story like 'cancelled%' then '买家取消订单' end,
           case when o.factory_tenant_id is not null then o.placed + interval '1 hour' end,
           case when o.story in ('passed', 'printed', 'abnormal', 'rejected') then o.placed + interval '3 hours' end,
           case when o.story in ('passed', 'printed', 'abnormal', 'rejected') then '孙立' end,
           o.placed, '规模测试'
      from scale_order o
      join (select order_id, sum(quantity * price) as price, sum(quantity)::int as qty, sum(areas)::int as designs,
                   string_agg(distinct sku_code, ' ') as skus
              from scale_line group by order_id) l on l.order_id = o.id
      join (select id, platform, name, row_number() over (order by platform) - 1 as n
              from oms_shop where tenant_id = ${m.tenantId} and not is_delete) sh on sh.n = o.g % 2
      join (values (0, '李娜', '13912340001', '中国', '广东省', '深圳市', '南山区', '科技园南路 18 号', '518000'),
                   (1, '王强', '13912340002', '中国', '浙江省', '杭州市', '西湖区', '文一西路 998 号', '310000'),
                   (2, '张敏', '13912340003', '中国', '上海市', '上海市', '浦东新区', '张江路 500 弄 3 号', '201203'),
                   (3, 'Emily Carter', '+1 415 555 0134', 'United States', 'CA', 'San Francisco', null, '500 Howard St', '94105'),
                   (4, 'Lucas Silva', '+55 11 91234 5678', 'Brasil', 'SP', 'São Paulo', 'Pinheiros', 'Rua dos Pinheiros 870', '05422-001'),
                   (5, 'Sophie Martin', '+33 6 12 34 56 78', 'France', null, 'Lyon', null, '12 Rue de la République', '69002'),
                   (6, '刘洋', '13912340008', '中国', '四川省', '成都市', '武侯区', '天府大道 1700 号', '610041'),
                   (7, 'Jonas Weber', '+49 30 1234567', 'Deutschland', 'BE', 'Berlin', 'Mitte', 'Torstraße 1', '10119'))
           p(n, consignee, phone, country, province, city, district, address, postcode) on p.n = o.g % 8
     cross join lateral (select case when p.country = '中国' then 8.00 else 35.00 end as freight) f`);
  const lines = await tx.execute(sql`
    insert into oms_order_line (tenant_id, order_id, factory_tenant_id, sort_no, sku_code, style, colour, size,
                                quantity, unit_price, create_time)
    select ${num(m.tenantId)}, order_id, factory_tenant_id, k, sku_code, style, colour, size, quantity, price, placed
      from scale_line`);
  const areas = await tx.execute(sql`
    insert into oms_order_area (tenant_id, order_id, factory_tenant_id, sort_no, line_no, area, print_image,
                                mockup_image, x, y, scale, angle, create_time)
    select ${num(m.tenantId)}, order_id, factory_tenant_id, (k - 1) * 2 + a, k, a,
           'https://cdn.printfloor.example/art/design-' || (order_id % 40) || '.png',
           'https://cdn.printfloor.example/mockup/' || sku_code || '-' || (order_id % 40) || '.png',
           0, case when a = 1 then 60 else 40 end, 1, 0, placed
      from scale_line cross join generate_series(1, areas) a`);
  return { lines: affected(lines), areas: affected(areas) };
}

/** Rows a statement wrote: node-postgres says rowCount, PGlite affectedRows. */
function affected(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return Number(r.rowCount ?? r.affectedRows ?? 0);
}
