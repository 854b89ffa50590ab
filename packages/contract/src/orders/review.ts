import type { Language } from '../languages.ts';
import { L } from './text.ts';

/**
 * What order submission and review find missing (spec §8 "order failed to pass review"): the
 * server lists them in O1003 / O1006's `{detail}`, each in the caller's language.
 */
export const REVIEW_ISSUES = {
  noLines: L('没有订单明细', 'no order lines', '沒有訂單明細', 'nenhum item'),
  noPrintImage: L(
    '第 {line} 行没有任何印花图',
    'line {line} has no print image',
    '第 {line} 行沒有任何印花圖',
    'o item {line} não tem arte',
  ),
  unknownLine: L(
    '印花区域指向不存在的第 {line} 行',
    'a print area names line {line}, which does not exist',
    '印花區域指向不存在的第 {line} 行',
    'uma área de impressão cita o item {line}, que não existe',
  ),
  unmapped: L(
    '第 {line} 行 SKU「{sku}」没有产品映射',
    'line {line}: SKU "{sku}" has no product mapping',
    '第 {line} 行 SKU「{sku}」沒有產品對應',
    'item {line}: o SKU "{sku}" não tem mapeamento de produto',
  ),
  missingArea: L(
    '第 {line} 行缺少「{area}」印花图',
    'line {line}: no print image for "{area}"',
    '第 {line} 行缺少「{area}」印花圖',
    'item {line}: falta a arte de "{area}"',
  ),
  unexpectedArea: L(
    '第 {line} 行的产品没有「{area}」印花区域',
    'line {line}: the product has no "{area}" print area',
    '第 {line} 行的產品沒有「{area}」印花區域',
    'item {line}: o produto não tem a área "{area}"',
  ),
  colourMismatch: L(
    '第 {line} 行颜色「{value}」与产品映射的「{expected}」不符',
    'line {line}: colour "{value}" does not match the mapping\'s "{expected}"',
    '第 {line} 行顏色「{value}」與產品對應的「{expected}」不符',
    'item {line}: a cor "{value}" não corresponde a "{expected}" do mapeamento',
  ),
  sizeMismatch: L(
    '第 {line} 行尺码「{value}」与产品映射的「{expected}」不符',
    'line {line}: size "{value}" does not match the mapping\'s "{expected}"',
    '第 {line} 行尺碼「{value}」與產品對應的「{expected}」不符',
    'item {line}: o tamanho "{value}" não corresponde a "{expected}" do mapeamento',
  ),
  addressIncomplete: L(
    '收件地址不完整（缺少：{fields}）',
    'the address is incomplete (missing: {fields})',
    '收件地址不完整（缺少：{fields}）',
    'o endereço está incompleto (falta: {fields})',
  ),
} as const;

export type ReviewIssueKey = keyof typeof REVIEW_ISSUES;
export interface ReviewIssue {
  key: ReviewIssueKey;
  params?: Record<string, string | number>;
}

/** The issues as one sentence in `lang` ("line 1: …; line 2: …"). */
export function reviewIssueText(lang: Language, issues: readonly ReviewIssue[]): string {
  const sep = lang === 'en' || lang === 'pt-BR' ? '; ' : '；';
  return issues
    .map((i) => REVIEW_ISSUES[i.key][lang].replace(/\{(\w+)\}/g, (_, k: string) => String(i.params?.[k] ?? `{${k}}`)))
    .join(sep);
}
