import { fill, IMPORT_ROW_ERRORS, IMPORT_TARGETS, type Language } from '@printfloor/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { omsShop } from '../../../db/schema/index.ts';

/** The platform and shop an imported order carries. */
export interface OrderSource {
  platform: string;
  shopId: number | null;
  shopName: string | null;
}

/** An order's source, or why its platform or shop cell names none (in the caller's language). */
export type Placed = { source: OrderSource } | { target: 'platform' | 'shop'; message: string };

interface ShopRow {
  id: number;
  name: string;
  shortName: string | null;
  platform: string;
}

/**
 * A platform as people write it: the dictionary's code or its label in any language, in any case,
 * spaces, dots, dashes and underscores aside (TikTok, tiktok, TIK TOK, 速卖通, Ali-Express).
 */
const platformKey = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s._\-·]/g, '');
/**
 * A marketplace's name often comes with its storefront word ("TikTok Shop", "Amazon Store", "速卖通店铺"):
 * read without it when the whole text is no platform.
 */
const STOREFRONT = /(shop|store|店铺|店鋪|商城|loja)$/;
/** A shop as people write it: its name or short name, in any case, outer spaces aside, inner ones as one. */
const shopKey = (text: string) => text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

const listSeparator = (lang: Language) => (lang.startsWith('zh') ? '、' : ', ');

const labelOf = (key: 'platform' | 'shop', lang: Language) =>
  IMPORT_TARGETS.find((t) => t.key === key)?.label[lang] ?? key;

/**
 * The platforms and the merchant's shops an import's platform and shop cells are matched against,
 * and the template's platform and shop that stand for a cell left blank or a column not mapped.
 */
export class OrderSources {
  constructor(
    private readonly platforms: ReadonlyMap<string, string>,
    private readonly platformLabels: ReadonlyMap<string, Partial<Record<Language, string>>>,
    private readonly shops: readonly ShopRow[],
    readonly fallback: OrderSource,
  ) {}

  private platformOf(text: string): string | null {
    const key = platformKey(text);
    const found = this.platforms.get(key);
    if (found) return found;
    const bare = key.replace(STOREFRONT, '');
    return bare && bare !== key ? (this.platforms.get(bare) ?? null) : null;
  }

  private platformLabel(code: string, lang: Language): string {
    return this.platformLabels.get(code)?.[lang] ?? code;
  }

  /**
   * The source of an order from its platform and shop cells (undefined: blank or not mapped). A shop
   * is one of the merchant's by name, else by short name; with a platform given it must be on that
   * platform, without one its platform is the shop's. A platform alone drops the template's shop
   * unless that shop is on it; neither: the template's platform and shop.
   */
  place(platformCell: unknown, shopCell: unknown, lang: Language): Placed {
    const platformText = typeof platformCell === 'string' ? platformCell.trim() : '';
    const shopText = typeof shopCell === 'string' ? shopCell.trim() : '';
    const refuse = (
      target: 'platform' | 'shop',
      key: keyof typeof IMPORT_ROW_ERRORS,
      params: Record<string, string>,
    ) => ({
      target,
      message: fill(IMPORT_ROW_ERRORS[key][lang], { field: labelOf(target, lang), ...params }),
    });
    let platform: string | null = null;
    if (platformText) {
      platform = this.platformOf(platformText);
      if (!platform)
        return refuse('platform', 'unknownPlatform', {
          value: platformText.slice(0, 40),
          platforms: [...this.platformLabels.keys()].map((c) => this.platformLabel(c, lang)).join(listSeparator(lang)),
        });
    }
    if (!shopText) {
      if (!platform || platform === this.fallback.platform) return { source: this.fallback };
      return { source: { platform, shopId: null, shopName: null } };
    }
    const wanted = shopKey(shopText);
    const named = this.shops.filter((s) => shopKey(s.name) === wanted);
    const short = this.shops.filter((s) => s.shortName && shopKey(s.shortName) === wanted);
    const fits = (list: ShopRow[]) => (platform ? list.filter((s) => s.platform === platform) : list);
    const candidates = fits(named).length ? fits(named) : fits(short);
    if (!candidates.length) {
      const elsewhere = named[0] ?? short[0];
      if (elsewhere && platform)
        return refuse('shop', 'shopOtherPlatform', {
          shop: elsewhere.name,
          shopPlatform: this.platformLabel(elsewhere.platform, lang),
          platform: this.platformLabel(platform, lang),
        });
      return refuse('shop', 'unknownShop', { value: shopText.slice(0, 40) });
    }
    // Names are unique per merchant but may differ in case only, and short names are not unique:
    // the one written exactly as the cell decides, else the cell is ambiguous.
    const exact = candidates.filter((s) => s.name.trim() === shopText || s.shortName?.trim() === shopText);
    const shop = candidates.length === 1 ? candidates[0] : exact.length === 1 ? exact[0] : undefined;
    if (!shop)
      return refuse('shop', 'shopAmbiguous', {
        value: shopText.slice(0, 40),
        shops: candidates.map((s) => s.name).join(listSeparator(lang)),
      });
    return { source: { platform: shop.platform, shopId: shop.id, shopName: shop.name } };
  }
}

/**
 * The platform dictionary's enabled values and the calling merchant's shops (its own tenant only,
 * explicitly and under row-level security), with the template's platform and shop as the default.
 */
export async function loadOrderSources(
  tx: Tx,
  tenantId: number,
  template: { platform: string; shopId: number | null },
): Promise<OrderSources> {
  const dict = await queryRows<{ code: string; value: string; ext_data: string | null }>(
    tx,
    sql`select d.code, d.value, d.ext_data from sys_dict_data d join sys_dict_type ty on ty.id = d.dict_type_id
         where ty.code = 'platform' and ty.status = 1 and not ty.is_delete and d.status = 1 and not d.is_delete
         order by d.order_no, d.code`,
  );
  const platforms = new Map<string, string>();
  const labels = new Map<string, Partial<Record<Language, string>>>();
  // Codes first: a label never hides a code.
  for (const d of dict) platforms.set(platformKey(d.code), d.code);
  for (const d of dict) {
    const i18n = parseI18n(d.ext_data);
    const named: Partial<Record<Language, string>> = { 'zh-CN': d.value, ...i18n };
    labels.set(d.code, named);
    for (const label of Object.values(named))
      if (label && !platforms.has(platformKey(label))) platforms.set(platformKey(label), d.code);
  }
  const shops = await tx
    .select({ id: omsShop.id, name: omsShop.name, shortName: omsShop.shortName, platform: omsShop.platform })
    .from(omsShop)
    .where(and(eq(omsShop.tenantId, tenantId), eq(omsShop.isDelete, false)));
  const own = template.shopId ? shops.find((s) => s.id === template.shopId) : undefined;
  const fallback: OrderSource = own
    ? { platform: own.platform, shopId: own.id, shopName: own.name }
    : { platform: template.platform, shopId: null, shopName: null };
  return new OrderSources(platforms, labels, shops, fallback);
}

/** A dictionary row's labels in the other languages (ext_data `{"i18n":{…}}`); none when it holds none. */
function parseI18n(ext: string | null): Partial<Record<Language, string>> {
  if (!ext) return {};
  try {
    const parsed = JSON.parse(ext) as { i18n?: Record<string, unknown> };
    const out: Partial<Record<Language, string>> = {};
    for (const [lang, label] of Object.entries(parsed.i18n ?? {}))
      if (typeof label === 'string') out[lang as Language] = label;
    return out;
  } catch {
    return {};
  }
}
