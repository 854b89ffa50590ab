import {
  type Language,
  PRINT_AREA_OPTIONS,
  type ReviewIssue,
  reviewIssueReasons,
  reviewIssueText,
} from '@printfloor/contract';
import type { Tx } from '../../db/client.ts';
import { BizError } from '../../errors.ts';
import type { ColourBook } from '../baseData/index.ts';
import { blankOffers, type SkuMapping, type SkuResolver, skuResolver } from '../omsProductMapping/index.ts';
import type { LineRow, OrderContent } from './content.ts';

type Row = Record<string, unknown>;

const areaName = (lang: Language, area: number) =>
  PRINT_AREA_OPTIONS.find((o) => o.value === area)?.label[lang] ?? String(area);

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
 * product mapping of the factory (a row for the line's colour and size, or one taking them from the
 * line), the line's colour and size are ones the product's blank comes in, every print area the
 * mapping declares has an image and none is given for an area the product lacks, a product with
 * light- or dark-only materials knows the line colour's shade, the address is complete.
 * Returns the issues and, per line id, the mapping each line resolved to.
 */
export async function reviewIssues(
  tx: Tx,
  factoryTenantId: number,
  lang: Language,
  order: Row,
  content: OrderContent,
  /** Lookups already made (shared across the orders of one call): one per SKU, product and colour list. */
  resolver: SkuResolver = skuResolver(tx, factoryTenantId),
): Promise<{ issues: ReviewIssue[]; mapped: Map<number, SkuMapping> }> {
  const issues = completenessIssues(content);
  const mapped = new Map<number, SkuMapping>();
  const missing = ADDRESS_PARTS.filter(([key]) => !String(order[key] ?? '').trim()).map(([, label]) => label[lang]);
  if (missing.length) issues.push({ key: 'addressIncomplete', params: { fields: missing.join(', ') } });
  for (const [i, line] of content.lines.entries()) {
    const n = i + 1;
    const found = await resolver.resolve({
      platform: String(order.platform ?? ''),
      shop: (order.shopName as string | null) ?? null,
      skuCode: line.skuCode,
      colour: line.colour ?? '',
      size: line.size ?? '',
    });
    if (!found) {
      issues.push({ key: 'unmapped', params: { line: n, sku: line.skuCode } });
      continue;
    }
    if (!found.mapping) {
      issues.push(variantIssue(await resolver.colours(), n, line, found.variants));
      continue;
    }
    mapped.set(line.id, found.mapping);
    issues.push(...lineIssues(lang, n, line, found.mapping, content, await resolver.colours()));
    if (found.mapping.hasShadedMaterials && (await resolver.colours()).shadeOf(line.colour) === null)
      issues.push({ key: 'colourUnknown', params: { line: n, value: line.colour ?? '' } });
  }
  return { issues, mapped };
}

/** The SKU has mapping rows, none for the line's variant: its colour fits none of them, or its size. */
function variantIssue(
  book: ColourBook,
  n: number,
  line: LineRow,
  variants: { colour: string | null; size: string | null }[],
): ReviewIssue {
  const list = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => !!v?.trim()))].join(' / ');
  const colourFits = variants.filter((v) => !v.colour?.trim() || book.same(v.colour, line.colour));
  if (!colourFits.length)
    return {
      key: 'colourMismatch',
      params: { line: n, value: line.colour ?? '', expected: list(variants.map((v) => v.colour)), sku: line.skuCode },
    };
  return {
    key: 'sizeMismatch',
    params: { line: n, value: line.size ?? '', expected: list(colourFits.map((v) => v.size)), sku: line.skuCode },
  };
}

function lineIssues(
  lang: Language,
  n: number,
  line: LineRow,
  mapping: SkuMapping,
  content: OrderContent,
  book: ColourBook,
) {
  const issues: ReviewIssue[] = [];
  for (const blank of mapping.blanks)
    if (!blankOffers(book, blank, line.colour, line.size))
      issues.push({
        key: 'blankNotOffered',
        params: {
          line: n,
          product: mapping.productName,
          style: blank.style,
          colour: line.colour ?? '',
          size: line.size ?? '',
          // The line's colour's sizes when the blank has the colour; else every colour with its sizes.
          offered: offeredText(
            lang,
            blank.variants.some((v) => book.same(v.colour, line.colour))
              ? blank.variants.filter((v) => book.same(v.colour, line.colour))
              : blank.variants,
          ),
        },
      });
  const given = new Set(content.areas.filter((a) => a.lineNo === n && a.printImage).map((a) => a.area));
  for (const area of mapping.printAreas)
    if (!given.has(area)) issues.push({ key: 'missingArea', params: { line: n, area: areaName(lang, area) } });
  if (mapping.printAreas.length)
    for (const area of given)
      if (!mapping.printAreas.includes(area))
        issues.push({ key: 'unexpectedArea', params: { line: n, area: areaName(lang, area) } });
  return issues;
}

/** "白色 S/M/L, 黑色 M/L": each colour the blank comes in with its sizes. */
function offeredText(lang: Language, variants: { colour: string | null; size: string | null }[]): string {
  const sizes = new Map<string, string[]>();
  for (const v of variants) {
    const colour = v.colour?.trim() || '—';
    const list = sizes.get(colour) ?? [];
    if (v.size?.trim()) list.push(v.size.trim());
    sizes.set(colour, list);
  }
  const sep = lang === 'en' || lang === 'pt-BR' ? ', ' : '，';
  return [...sizes].map(([colour, list]) => (list.length ? `${colour} ${list.join('/')}` : colour)).join(sep);
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
  throw new BizError(
    code,
    { detail: `${name}${reviewIssueText(lang, issues)}` },
    400,
    undefined,
    reviewIssueReasons(lang, issues),
  );
}
