import {
  type Language,
  type OrderStatisticsResult,
  type OrderStatisticsRow,
  orderStatisticsInputSchema,
} from '@printfloor/contract';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AuthContext } from '../../auth/context.ts';
import { addRoute, type HandlerContext } from '../../http/route.ts';
import { contentDisposition, XLSX_MIME } from '../../resources/xlsx.ts';
import type { AppServices } from '../../services.ts';
import { orderStatistics } from './statistics.ts';

const NAME = 'orderStatistics';
type OrderStatisticsBody = z.output<typeof orderStatisticsInputSchema>;

/** Column headers of the export, in the caller's language (the page's own texts are the console's). */
const HEADERS: Record<keyof Omit<OrderStatisticsRow, 'key'>, Record<Language, string>> = {
  label: { 'zh-CN': '分组', en: 'Group', 'zh-TW': '分組', 'pt-BR': 'Grupo' },
  orders: { 'zh-CN': '订单数', en: 'Orders', 'zh-TW': '訂單數', 'pt-BR': 'Pedidos' },
  pieces: { 'zh-CN': '件数', en: 'Pieces', 'zh-TW': '件數', 'pt-BR': 'Peças' },
  amount: { 'zh-CN': '金额', en: 'Amount', 'zh-TW': '金額', 'pt-BR': 'Valor' },
  freight: { 'zh-CN': '运费', en: 'Freight', 'zh-TW': '運費', 'pt-BR': 'Frete' },
  pendingReview: { 'zh-CN': '待审核', en: 'Pending review', 'zh-TW': '待審核', 'pt-BR': 'Aguardando revisão' },
  passed: { 'zh-CN': '审核通过', en: 'Passed', 'zh-TW': '審核通過', 'pt-BR': 'Aprovados' },
  rejected: { 'zh-CN': '审核驳回', en: 'Rejected', 'zh-TW': '審核駁回', 'pt-BR': 'Rejeitados' },
  cancelled: { 'zh-CN': '已取消', en: 'Cancelled', 'zh-TW': '已取消', 'pt-BR': 'Cancelados' },
  inProduction: { 'zh-CN': '生产中', en: 'In production', 'zh-TW': '生產中', 'pt-BR': 'Em produção' },
  completed: { 'zh-CN': '生产完成', en: 'Completed', 'zh-TW': '生產完成', 'pt-BR': 'Concluídos' },
  shipped: { 'zh-CN': '已发货', en: 'Shipped', 'zh-TW': '已出貨', 'pt-BR': 'Enviados' },
  abnormal: { 'zh-CN': '异常', en: 'Abnormal', 'zh-TW': '異常', 'pt-BR': 'Anormais' },
  passRate: { 'zh-CN': '通过率 %', en: 'Pass rate %', 'zh-TW': '通過率 %', 'pt-BR': 'Aprovação %' },
};
const TOTAL: Record<Language, string> = { 'zh-CN': '合计', en: 'Total', 'zh-TW': '合計', 'pt-BR': 'Total' };

/** Every group and the totals as one sheet; amounts as numbers with two decimals. */
async function statisticsXlsx(result: OrderStatisticsResult, lang: Language): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'PrintFloor';
  const sheet = wb.addWorksheet(HEADERS.orders[lang]);
  const keys = Object.keys(HEADERS) as (keyof typeof HEADERS)[];
  sheet.columns = keys.map((key) => ({ header: HEADERS[key][lang], key, width: key === 'label' ? 24 : 12 }));
  sheet.getRow(1).font = { bold: true };
  const cells = (r: OrderStatisticsRow) => ({ ...r, amount: Number(r.amount), freight: Number(r.freight) });
  for (const r of result.items) sheet.addRow(cells(r));
  sheet.addRow({ ...cells(result.totals), label: TOTAL[lang] }).font = { bold: true };
  for (const key of ['amount', 'freight'] as const) sheet.getColumn(key).numFmt = '0.00';
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/**
 * Reports › Order statistics (menu orderStatistics): the page of groups, every group (list: the chart)
 * and the xlsx export, each under its own button code, read in the factory's tenant in its zone.
 */
export function registerStatisticsRoutes(app: FastifyInstance, services: AppServices): void {
  type Ctx = Pick<
    HandlerContext<OrderStatisticsBody, unknown, unknown, AuthContext>,
    'auth' | 'lang' | 'timeZone' | 'read' | 'body'
  >;
  // The tenant's calendar: the caller's tenant zone.
  const run = (ctx: Ctx, all: boolean) =>
    ctx.read((tx) => orderStatistics(tx, ctx.auth.tenantId, ctx.timeZone, ctx.lang, ctx.body, all));
  addRoute(app, services, {
    method: 'POST',
    url: `/api/${NAME}/page`,
    permission: `${NAME}:page`,
    audit: false,
    summary:
      'Order statistics: the factory received orders of a range (from, to: yyyy-MM-dd, ≤ 366 days) grouped by day, month, merchant, source or print kind — a page of groups with the totals',
    body: orderStatisticsInputSchema,
    handler: (ctx) => run(ctx, false),
  });
  addRoute(app, services, {
    method: 'POST',
    url: `/api/${NAME}/list`,
    permission: `${NAME}:list`,
    audit: false,
    summary: 'Order statistics: every group of the range with the totals (the chart)',
    body: orderStatisticsInputSchema,
    handler: (ctx) => run(ctx, true),
  });
  addRoute(app, services, {
    method: 'POST',
    url: `/api/${NAME}/export`,
    permission: `${NAME}:export`,
    summary: 'Order statistics: every group of the range and the totals as xlsx',
    body: orderStatisticsInputSchema,
    raw: true,
    handler: async (ctx) => {
      const buffer = await statisticsXlsx(await run(ctx, true), ctx.lang);
      ctx.req.resultCode = 200;
      return ctx.reply
        .header('Content-Type', XLSX_MIME)
        .header('Content-Disposition', contentDisposition('order-statistics.xlsx'))
        .send(buffer);
    },
  });
}
