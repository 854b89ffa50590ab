import { defineAggregate } from '../resources/aggregate.ts';
import {
  ABNORMAL_FLAG_OPTIONS,
  AbnormalFlag,
  PRINT_STATE_OPTIONS,
  PRODUCTION_STATE_OPTIONS,
  PrintState,
  ProductionState,
  SUBMIT_STATE_OPTIONS,
  SubmitState,
} from './states.ts';
import { L } from './text.ts';

/**
 * The order as an aggregate (issue 34): `oms_order`, shared by the merchant who owns it (`tenant_id`) and
 * the factory that makes it (`factory_tenant_id`), and the transitions the system makes on it. Production
 * reports its pieces' progress and what it withdrew (`production.orderProgress`, `production.orderWithdrawn`);
 * the orders domain answers with these transitions (modules/orders/*.listener.ts), each a timeline entry and
 * an event `order.{transition}` in the factory's tenant, which later domains (warehouse, shipping) hear. A
 * marketplace pull's cancel is the merchant side's (modules/orders/marketplace.ts).
 * The transition names are the timeline's actions, as they were before they were declared.
 */
export const orderAggregate = defineAggregate({
  name: 'order',
  table: 'oms_order',
  sides: { merchant: 'tenant_id', factory: 'factory_tenant_id' },
  stateFields: {
    submitState: { column: 'submit_state', options: SUBMIT_STATE_OPTIONS },
    abnormalFlag: { column: 'abnormal_flag', options: ABNORMAL_FLAG_OPTIONS },
    printState: { column: 'print_state', options: PRINT_STATE_OPTIONS },
    productionState: { column: 'production_state', options: PRODUCTION_STATE_OPTIONS },
  },
  transitions: {
    // Not for an order its marketplace cancelled meanwhile: of the two, exactly one moves (platformCancel).
    inProduction: {
      label: L('开始生产', 'In production', '開始生產', 'Em produção'),
      side: 'factory',
      field: 'productionState',
      from: [ProductionState.NotStarted],
      to: ProductionState.InProduction,
      when: { submitState: [SubmitState.Submitted] },
    },
    productionCompleted: {
      label: L(
        '质检通过，生产完成',
        'Quality passed, production completed',
        '品檢通過，生產完成',
        'Qualidade aprovada, produção concluída',
      ),
      side: 'factory',
      field: 'productionState',
      from: [ProductionState.InProduction],
      to: ProductionState.Completed,
    },
    // A piece reprinted after the order was completed: it is in production again until that piece is done.
    productionReopened: {
      label: L('补打，重新生产', 'Reprint: back in production', '補打，重新生產', 'Reimpressão: em produção de novo'),
      side: 'factory',
      field: 'productionState',
      from: [ProductionState.Completed],
      to: ProductionState.InProduction,
    },
    piecesPrinted: {
      label: L('全部印花完成', 'Printed', '全部印花完成', 'Impresso'),
      side: 'factory',
      field: 'printState',
      from: [PrintState.ToPrint],
      to: PrintState.Printed,
    },
    printReopened: {
      label: L('补打，待打印', 'Reprint: to print', '補打，待列印', 'Reimpressão: a imprimir'),
      side: 'factory',
      field: 'printState',
      from: [PrintState.Printed],
      to: PrintState.ToPrint,
    },
    // Nothing of a cancelled order is left in production: it is cancelled (withdrawn); see the listener.
    productionWithdrawn: {
      label: L(
        '订单取消，生产撤回',
        'Cancelled: withdrawn from production',
        '訂單取消，生產撤回',
        'Cancelado: retirado da produção',
      ),
      side: 'factory',
      field: 'submitState',
      from: [SubmitState.Submitted],
      to: SubmitState.Cancelled,
    },
    // An order cancelled already (by its marketplace, before release) whose production state still moved.
    productionStopped: {
      label: L(
        '订单取消，生产停止',
        'Cancelled: production stopped',
        '訂單取消，生產停止',
        'Cancelado: produção interrompida',
      ),
      side: 'factory',
      field: 'productionState',
      from: [ProductionState.InProduction, ProductionState.Completed],
      to: ProductionState.NotStarted,
    },
    productionPartlyWithdrawn: {
      label: L(
        '订单取消，部分已在生产，标记异常',
        'Cancelled: partly in production, flagged abnormal',
        '訂單取消，部分已在生產，標記異常',
        'Cancelado: parte já em produção, marcado como anormal',
      ),
      side: 'factory',
      field: 'abnormalFlag',
      from: [AbnormalFlag.Normal],
      to: AbnormalFlag.Abnormal,
    },
    // The marketplace cancelled the order (a pull, factory-domain §4.1): withdrawn while production has not
    // started; once it has, flagged abnormal instead, for production to withdraw what it can.
    platformCancel: {
      label: L(
        '平台取消，订单撤回',
        'Cancelled on the platform: withdrawn',
        '平台取消，訂單撤回',
        'Cancelado na plataforma: retirado',
      ),
      side: 'merchant',
      field: 'submitState',
      from: [SubmitState.Draft, SubmitState.Submitted],
      to: SubmitState.Cancelled,
      when: { productionState: [ProductionState.NotStarted] },
    },
    platformAbnormal: {
      label: L(
        '平台取消，标记异常',
        'Cancelled on the platform: flagged abnormal',
        '平台取消，標記異常',
        'Cancelado na plataforma: marcado como anormal',
      ),
      side: 'merchant',
      field: 'abnormalFlag',
      from: [AbnormalFlag.Normal],
      to: AbnormalFlag.Abnormal,
      when: { submitState: [SubmitState.Submitted] },
    },
  },
});

export type OrderSystemTransition = keyof typeof orderAggregate.transitions;

/** A shop's authorization states (dictionary `shop_auth_status`). */
export const ShopAuth = { Unauthorized: 'unauthorized', Authorized: 'authorized', Expired: 'expired' } as const;

/**
 * The merchant's shop as an aggregate: `oms_shop`, owned by the orders domain, and the state of its
 * marketplace authorization. The marketplaces domain exchanges codes and refreshes tokens with the platform
 * and then calls the orders domain's commands (modules/orders/shops.ts), which move the state through these
 * transitions — the merchant's Authorize by the user, a refresh the platform refused by the system (a pull, the
 * token-refresh job) or by the user (the console's Refresh).
 */
export const shopAggregate = defineAggregate({
  name: 'shop',
  table: 'oms_shop',
  sides: { merchant: 'tenant_id' },
  stateFields: {
    authStatus: { column: 'auth_status', codes: Object.values(ShopAuth) },
  },
  transitions: {
    authorized: {
      label: L('店铺已授权', 'Shop authorized', '店鋪已授權', 'Loja autorizada'),
      side: 'merchant',
      field: 'authStatus',
      from: [ShopAuth.Unauthorized, ShopAuth.Expired],
      to: ShopAuth.Authorized,
      actor: 'both',
    },
    lapsed: {
      label: L(
        '授权失效，需重新授权',
        'Authorization lapsed: authorize again',
        '授權失效，需重新授權',
        'Autorização expirou: autorize de novo',
      ),
      side: 'merchant',
      field: 'authStatus',
      from: [ShopAuth.Authorized],
      to: ShopAuth.Expired,
      actor: 'both',
    },
  },
});
