import { type Language, PRINT_AREA_OPTIONS, type ReviewIssue, reviewIssueText } from '@printfloor/contract';
import type { Tx } from '../../db/client.ts';
import { BizError } from '../../errors.ts';
import { resolveSkuMapping, type SkuMapping } from '../omsProductMapping/index.ts';
import type { LineRow, OrderContent } from './content.ts';

type Row = Record<string, unknown>;

const areaName = (lang: Language, area: number) =>
  PRINT_AREA_OPTIONS.find((o) => o.value === area)?.label[lang] ?? String(area);
const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/** What an order needs before the merchant may submit it: lines, and print images that name real lines. */
export function completenessIssues(content: OrderContent): ReviewIssue[] {
  const issues: ReviewIssue[] = [];
  if (!content.lines.length) return [{ key: 'noLines' }];
  const lineCount = content.lines.length;
  for (const area of content.areas)
    if (area.lineNo > lineCount) issues.push({ key: 'unknownLine', params: { line: area.lineNo } });
  content.lines.forEach((_, i) => {
    if (!content.areas.some((a) => a.lineNo === i + 1 && a.printImage))
      issues.push({ key: 'noPrintImage', params: { line: i + 1 } });
  });
  return issues;
}

const ADDRESS_PARTS = [
  ['consignee', { 'zh-CN': '收件人', en: 'consignee', 'zh-TW': '收件人', 'pt-BR': 'destinatário' }],
  ['phone', { 'zh-CN': '电话', en: 'phone', 'zh-TW': '電話', 'pt-BR': 'telefone' }],
  ['country', { 'zh-CN': '国家', en: 'country', 'zh-TW': '國家', 'pt-BR': 'país' }],
  ['city', { 'zh-CN': '城市', en: 'city', 'zh-TW': '城市', 'pt-BR': 'cidade' }],
  ['address', { 'zh-CN': '详细地址', en: 'street address', 'zh-TW': '詳細地址', 'pt-BR': 'endereço' }],
] as const;

/**
 * The factory's review of one order (factory-domain §3.3): every line resolves through the OMS
 * product mapping of the factory, every print area the mapping declares has an image and none is
 * given for an area the product lacks, colour and size match the mapping, the address is complete.
 * Returns the issues and, per line id, the mapping each line resolved to.
 */
export async function reviewIssues(
  tx: Tx,
  factoryTenantId: number,
  lang: Language,
  order: Row,
  content: OrderContent,
  /** Lookups already made, by platform / shop / SKU (shared across the orders of one call). */
  cache: Map<string, Promise<SkuMapping | null>> = new Map(),
): Promise<{ issues: ReviewIssue[]; mapped: Map<number, SkuMapping> }> {
  const issues = completenessIssues(content);
  const mapped = new Map<number, SkuMapping>();
  const missing = ADDRESS_PARTS.filter(([key]) => !String(order[key] ?? '').trim()).map(([, label]) => label[lang]);
  if (missing.length) issues.push({ key: 'addressIncomplete', params: { fields: missing.join(', ') } });
  for (const [i, line] of content.lines.entries()) {
    const n = i + 1;
    const key = {
      platform: String(order.platform ?? ''),
      shop: (order.shopName as string | null) ?? null,
      skuCode: line.skuCode,
    };
    const cacheKey = JSON.stringify(key);
    if (!cache.has(cacheKey)) cache.set(cacheKey, resolveSkuMapping(tx, factoryTenantId, key));
    const mapping = await cache.get(cacheKey);
    if (!mapping) {
      issues.push({ key: 'unmapped', params: { line: n, sku: line.skuCode } });
      continue;
    }
    mapped.set(line.id, mapping);
    issues.push(...lineIssues(lang, n, line, mapping, content));
  }
  return { issues, mapped };
}

function lineIssues(lang: Language, n: number, line: LineRow, mapping: SkuMapping, content: OrderContent) {
  const issues: ReviewIssue[] = [];
  if (mapping.colour && !same(mapping.colour, line.colour))
    issues.push({ key: 'colourMismatch', params: { line: n, value: line.colour, expected: mapping.colour } });
  if (mapping.size && !same(mapping.size, line.size))
    issues.push({ key: 'sizeMismatch', params: { line: n, value: line.size, expected: mapping.size } });
  const given = new Set(content.areas.filter((a) => a.lineNo === n && a.printImage).map((a) => a.area));
  for (const area of mapping.printAreas)
    if (!given.has(area)) issues.push({ key: 'missingArea', params: { line: n, area: areaName(lang, area) } });
  if (mapping.printAreas.length)
    for (const area of given)
      if (!mapping.printAreas.includes(area))
        issues.push({ key: 'unexpectedArea', params: { line: n, area: areaName(lang, area) } });
  return issues;
}

/** Refuses with `code` naming the order and what is wrong, in the caller's language. */
export function refuseIssues(
  code: 'O1003' | 'O1006',
  lang: Language,
  order: Row,
  issues: readonly ReviewIssue[],
): void {
  if (!issues.length) return;
  const name = lang === 'en' || lang === 'pt-BR' ? `${String(order.orderCode)}: ` : `「${String(order.orderCode)}」`;
  throw new BizError(code, { detail: `${name}${reviewIssueText(lang, issues)}` });
}
