/**
 * Error codes of the order domain (spec §8 "order failed to pass review", …). `{detail}` lists
 * what is missing, in the caller's language, built by the server from REVIEW_ISSUES.
 */
export const ORDER_ERRORS = {
  O1001: {
    'zh-CN': '还没有工厂为本商户服务：请联系工厂在「客户」资料中关联本商户',
    en: 'No factory serves this merchant yet: ask the factory to link your account in its customers',
    'zh-TW': '還沒有工廠為本商戶服務：請聯絡工廠在「客戶」資料中關聯本商戶',
    'pt-BR': 'Nenhuma fábrica atende este comerciante: peça à fábrica que o vincule aos clientes dela',
  },
  O1002: {
    'zh-CN': '订单提交后不能修改（当前状态：「{state}」）',
    en: 'An order cannot be changed once submitted (current state: "{state}")',
    'zh-TW': '訂單提交後不能修改（目前狀態：「{state}」）',
    'pt-BR': 'Um pedido não pode ser alterado depois de enviado (estado atual: "{state}")',
  },
  O1003: {
    'zh-CN': '订单未通过审核：{detail}',
    en: 'The order failed to pass review: {detail}',
    'zh-TW': '訂單未通過審核：{detail}',
    'pt-BR': 'O pedido não passou na revisão: {detail}',
  },
  O1004: {
    'zh-CN': '订单已开始生产，不能取消',
    en: 'The order is already in production and cannot be cancelled',
    'zh-TW': '訂單已開始生產，不能取消',
    'pt-BR': 'O pedido já está em produção e não pode ser cancelado',
  },
  O1005: {
    'zh-CN': '订单「{code}」已取消，不能审核',
    en: 'Order "{code}" is cancelled and cannot be reviewed',
    'zh-TW': '訂單「{code}」已取消，不能審核',
    'pt-BR': 'O pedido "{code}" foi cancelado e não pode ser revisado',
  },
  O1006: {
    'zh-CN': '订单不完整，不能提交：{detail}',
    en: 'The order is incomplete and cannot be submitted: {detail}',
    'zh-TW': '訂單不完整，不能提交：{detail}',
    'pt-BR': 'O pedido está incompleto e não pode ser enviado: {detail}',
  },
  O1007: {
    'zh-CN': '只能删除草稿订单（订单「{code}」当前状态：「{state}」）',
    en: 'Only draft orders can be deleted (order "{code}" is "{state}")',
    'zh-TW': '只能刪除草稿訂單（訂單「{code}」目前狀態：「{state}」）',
    'pt-BR': 'Somente rascunhos podem ser excluídos (o pedido "{code}" está "{state}")',
  },
  O1008: {
    'zh-CN': '有多家工厂为本商户服务，暂不能自动选择工厂',
    en: 'Several factories serve this merchant; the factory cannot be chosen automatically',
    'zh-TW': '有多家工廠為本商戶服務，暫不能自動選擇工廠',
    'pt-BR': 'Várias fábricas atendem este comerciante; a fábrica não pode ser escolhida automaticamente',
  },
  O1009: {
    'zh-CN': '订单「{code}」未审核通过，不能标记为已打印',
    en: 'Order "{code}" has not passed review and cannot be marked printed',
    'zh-TW': '訂單「{code}」未審核通過，不能標記為已列印',
    'pt-BR': 'O pedido "{code}" não foi aprovado e não pode ser marcado como impresso',
  },
  O1010: {
    'zh-CN': '订单「{code}」尚未发货，只有已发货的订单才能登记发货退回',
    en: 'Order "{code}" has not been shipped: a return can only be registered against a shipped order',
    'zh-TW': '訂單「{code}」尚未出貨，只有已出貨的訂單才能登記出貨退回',
    'pt-BR': 'O pedido "{code}" não foi enviado: só é possível registrar devolução de um pedido enviado',
  },
  O1011: {
    'zh-CN': '找不到该订单：订单不存在，或不是本工厂客户已提交的订单',
    en: "The order was not found: it does not exist or is not a submitted order of this factory's customers",
    'zh-TW': '找不到該訂單：訂單不存在，或不是本工廠客戶已提交的訂單',
    'pt-BR': 'Pedido não encontrado: não existe ou não é um pedido enviado de um cliente desta fábrica',
  },
  O1012: {
    'zh-CN':
      '退回明细第 {line} 行：退回数量 {quantity} 超出可退数量 {max}（订购 {ordered}，其他退回单已退 {returned}）',
    en: 'Return line {line}: quantity {quantity} is more than can still be returned ({max}: ordered {ordered}, already returned on other returns {returned})',
    'zh-TW':
      '退回明細第 {line} 行：退回數量 {quantity} 超出可退數量 {max}（訂購 {ordered}，其他退回單已退 {returned}）',
    'pt-BR':
      'Item {line} da devolução: a quantidade {quantity} excede o que ainda pode ser devolvido ({max}: pedido {ordered}, já devolvido em outras devoluções {returned})',
  },
  O1013: {
    'zh-CN': '退回明细第 {line} 行不是订单「{code}」的明细',
    en: 'Return line {line} is not a line of order "{code}"',
    'zh-TW': '退回明細第 {line} 行不是訂單「{code}」的明細',
    'pt-BR': 'O item {line} da devolução não é um item do pedido "{code}"',
  },
  O1014: {
    'zh-CN': '只能修改或删除已登记状态的退回单（退回单「{code}」当前状态：「{state}」）',
    en: 'Only a registered return can be changed or deleted (return "{code}" is "{state}")',
    'zh-TW': '只能修改或刪除已登記狀態的退回單（退回單「{code}」目前狀態：「{state}」）',
    'pt-BR': 'Somente devoluções registradas podem ser alteradas ou excluídas (a devolução "{code}" está "{state}")',
  },
  O1021: {
    'zh-CN': '导入模板有误：{detail}',
    en: 'The import template is not valid: {detail}',
    'zh-TW': '匯入範本有誤：{detail}',
    'pt-BR': 'O modelo de importação não é válido: {detail}',
  },
  O1022: {
    'zh-CN': '表格第 {row} 行没有模板映射的列：{columns}',
    en: 'Row {row} of the sheet lacks the columns the template maps: {columns}',
    'zh-TW': '表格第 {row} 列沒有範本對應的欄：{columns}',
    'pt-BR': 'A linha {row} da planilha não tem as colunas que o modelo mapeia: {columns}',
  },
  O1023: {
    'zh-CN': '导入模板「{name}」已停用',
    en: 'The import template "{name}" is disabled',
    'zh-TW': '匯入範本「{name}」已停用',
    'pt-BR': 'O modelo de importação "{name}" está desativado',
  },
  O1024: {
    'zh-CN': '请选择导入模板',
    en: 'Choose an import template',
    'zh-TW': '請選擇匯入範本',
    'pt-BR': 'Escolha um modelo de importação',
  },
  O1025: {
    'zh-CN': '导入因意外错误中止：已写入的订单都是完整的，再次导入同一文件即可补完（不会重复）',
    en: 'The import stopped on an unexpected error: the orders written are complete; import the same file again to finish (nothing is duplicated)',
    'zh-TW': '匯入因意外錯誤中止：已寫入的訂單都是完整的，再次匯入同一檔案即可補完（不會重複）',
    'pt-BR':
      'A importação parou por um erro inesperado: os pedidos gravados estão completos; importe o mesmo arquivo de novo para terminar (nada é duplicado)',
  },
  O1030: {
    'zh-CN': '授权码无效：请在平台重新获取授权码（授权码只能使用一次，10 分钟内有效）',
    en: 'Invalid authorization code: get a new code from the platform (a code works once, for 10 minutes)',
    'zh-TW': '授權碼無效：請在平台重新取得授權碼（授權碼只能使用一次，10 分鐘內有效）',
    'pt-BR':
      'Código de autorização inválido: obtenha um novo código na plataforma (um código vale uma vez, por 10 minutos)',
  },
  O1031: {
    'zh-CN': '订单拉取的时间范围最多 7 天',
    en: 'The order pull range is at most 7 days',
    'zh-TW': '訂單拉取的時間範圍最多 7 天',
    'pt-BR': 'O intervalo de busca de pedidos é de no máximo 7 dias',
  },
  O1032: {
    'zh-CN': '店铺「{name}」尚未授权或授权已失效：请先授权',
    en: 'The shop "{name}" is not authorized or its authorization has lapsed: authorize it first',
    'zh-TW': '店鋪「{name}」尚未授權或授權已失效：請先授權',
    'pt-BR': 'A loja "{name}" não está autorizada ou a autorização expirou: autorize-a primeiro',
  },
  O1033: {
    'zh-CN': '平台「{platform}」拒绝了请求：{detail}',
    en: 'The platform "{platform}" refused the request: {detail}',
    'zh-TW': '平台「{platform}」拒絕了請求：{detail}',
    'pt-BR': 'A plataforma "{platform}" recusou o pedido: {detail}',
  },
  O1034: {
    'zh-CN': '店铺「{name}」正在拉取订单，请等这次拉取结束',
    en: 'The shop "{name}" is already pulling orders: wait for that pull to end',
    'zh-TW': '店鋪「{name}」正在拉取訂單，請等這次拉取結束',
    'pt-BR': 'A loja "{name}" já está buscando pedidos: aguarde o fim dessa busca',
  },
  O1035: {
    'zh-CN': '拉取的开始时间必须早于结束时间',
    en: 'The pull range must start before it ends',
    'zh-TW': '拉取的開始時間必須早於結束時間',
    'pt-BR': 'O intervalo de busca deve começar antes de terminar',
  },
  O1036: {
    'zh-CN': '这次授权包含多个店铺：{shops}。请把本店铺的账号设为其中一个店铺的代码后再授权',
    en: 'This authorization covers several shops: {shops}. Set this shop’s account to the code of one of them, then authorize again',
    'zh-TW': '這次授權包含多個店鋪：{shops}。請把本店鋪的帳號設為其中一個店鋪的代碼後再授權',
    'pt-BR':
      'Esta autorização abrange várias lojas: {shops}. Defina a conta desta loja como o código de uma delas e autorize de novo',
  },
  O1037: {
    'zh-CN': '订单「{code}」已取消，不能标记异常',
    en: 'Order "{code}" is cancelled and cannot be flagged abnormal',
    'zh-TW': '訂單「{code}」已取消，不能標記異常',
    'pt-BR': 'O pedido "{code}" foi cancelado e não pode ser marcado com anomalia',
  },
  O1038: {
    'zh-CN': '订单「{code}」已取消，不能标记为已打印',
    en: 'Order "{code}" is cancelled and cannot be marked printed',
    'zh-TW': '訂單「{code}」已取消，不能標記為已列印',
    'pt-BR': 'O pedido "{code}" foi cancelado e não pode ser marcado como impresso',
  },
} as const;
