import type { Language } from '../languages.ts';
import type { RefusalReason } from '../resources/define.ts';
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
  blankNotOffered: L(
    '第 {line} 行：产品「{product}」的空白衣（款号 {style}）没有 {colour} / {size}（有：{offered}）',
    'line {line}: the blank of "{product}" (style {style}) does not come in {colour} / {size} (it comes in: {offered})',
    '第 {line} 行：產品「{product}」的空白衣（款號 {style}）沒有 {colour} / {size}（有：{offered}）',
    'item {line}: a peça lisa de "{product}" (modelo {style}) não existe em {colour} / {size} (existe em: {offered})',
  ),
  colourUnknown: L(
    '第 {line} 行颜色「{value}」不在颜色资料中，无法判断深浅色（在 基础数据 › 颜色 添加它或加为同义词）',
    'line {line}: colour "{value}" is not in the colour list, so its shade is unknown (add it, or a synonym, under Base data › Garment colours)',
    '第 {line} 行顏色「{value}」不在顏色資料中，無法判斷深淺色（在 基礎資料 › 顏色 新增它或加為同義詞）',
    'item {line}: a cor "{value}" não está na lista de cores, o tom é desconhecido (adicione-a, ou um sinônimo, em Dados básicos › Cores)',
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

/** Each issue's kind as a heading: what a whole-search run groups the refused orders under. */
export const REVIEW_ISSUE_TITLES: Record<ReviewIssueKey, ReturnType<typeof L>> = {
  noLines: L('没有订单明细', 'No order lines', '沒有訂單明細', 'Sem itens'),
  noPrintImage: L('明细没有印花图', 'A line has no print image', '明細沒有印花圖', 'Item sem arte'),
  unknownLine: L(
    '印花区域指向不存在的明细',
    'A print area names a missing line',
    '印花區域指向不存在的明細',
    'Área de impressão cita um item inexistente',
  ),
  unmapped: L('SKU 没有产品映射', 'SKU has no product mapping', 'SKU 沒有產品對應', 'SKU sem mapeamento de produto'),
  missingArea: L('缺少印花图', 'A print image is missing', '缺少印花圖', 'Falta uma arte'),
  unexpectedArea: L(
    '产品没有该印花区域',
    'The product has no such print area',
    '產品沒有該印花區域',
    'O produto não tem essa área de impressão',
  ),
  colourMismatch: L(
    '颜色与产品映射不符',
    'Colour does not match the mapping',
    '顏色與產品對應不符',
    'A cor não corresponde ao mapeamento',
  ),
  sizeMismatch: L(
    '尺码与产品映射不符',
    'Size does not match the mapping',
    '尺碼與產品對應不符',
    'O tamanho não corresponde ao mapeamento',
  ),
  blankNotOffered: L(
    '空白衣没有该颜色或尺码',
    'The blank does not come in that colour or size',
    '空白衣沒有該顏色或尺碼',
    'A peça lisa não existe nessa cor ou tamanho',
  ),
  colourUnknown: L(
    '颜色不在颜色资料中',
    'Colour not in the colour list',
    '顏色不在顏色資料中',
    'Cor fora da lista de cores',
  ),
  addressIncomplete: L('收件地址不完整', 'The address is incomplete', '收件地址不完整', 'Endereço incompleto'),
};

/** The factory's OMS product mapping list, where an unmapped SKU is mapped (searched by its SKU). */
export const PRODUCT_MAPPING_PATH = '/base/omsProductMapping';

/**
 * The issues as refusal reasons (grouped by key in a whole-search run's answer), with the screen that
 * fixes them where there is one: an unmapped SKU opens the product mapping list searched by that SKU.
 */
export function reviewIssueReasons(lang: Language, issues: readonly ReviewIssue[]): RefusalReason[] {
  return issues.map((i) => {
    // A SKU with no mapping, or none for the line's colour or size: fixed on the mapping list.
    const sku = ['unmapped', 'colourMismatch', 'sizeMismatch'].includes(i.key) ? String(i.params?.sku ?? '') : '';
    return {
      key: i.key,
      title: REVIEW_ISSUE_TITLES[i.key][lang],
      ...(sku ? { link: { label: sku, path: PRODUCT_MAPPING_PATH, query: { skuCode: sku } } } : {}),
    };
  });
}
