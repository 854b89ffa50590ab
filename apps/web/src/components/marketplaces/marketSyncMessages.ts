import { messagesByLanguage } from '../../i18n/rows.ts';

/** Texts of shop authorization and Order sync, under `marketSync`. */
const MESSAGES = messagesByLanguage({
  authorize: ['授权', 'Authorize', '授權', 'Autorizar'],
  authorizeTitle: [
    '授权店铺「{{name}}」',
    'Authorize the shop "{{name}}"',
    '授權店鋪「{{name}}」',
    'Autorizar a loja "{{name}}"',
  ],
  code: ['平台授权码', 'Platform authorization code', '平台授權碼', 'Código de autorização da plataforma'],
  codeHint: [
    '在平台的卖家后台授权本应用后，把得到的授权码粘贴到这里（授权码只能用一次，10 分钟内有效）',
    "Authorize this app in the platform's seller centre, then paste the code it gives you here (a code works once, for 10 minutes)",
    '在平台的賣家後台授權本應用後，把得到的授權碼貼到這裡（授權碼只能用一次，10 分鐘內有效）',
    'Autorize este aplicativo na central do vendedor da plataforma e cole aqui o código recebido (vale uma vez, por 10 minutos)',
  ],
  codeRequired: ['请填写授权码', 'Enter the authorization code', '請填寫授權碼', 'Informe o código de autorização'],
  otherShops: [
    '这次授权还包含以下店铺，也已授权（没有的店铺已新建）：{{names}}',
    'This authorization also covers these shops, now authorized too (missing ones were added): {{names}}',
    '這次授權還包含以下店鋪，也已授權（沒有的店鋪已新建）：{{names}}',
    'Esta autorização também abrange estas lojas, agora autorizadas (as que faltavam foram criadas): {{names}}',
  ],
  authorized: [
    '已授权，有效期至 {{time}}',
    'Authorized until {{time}}',
    '已授權，有效期至 {{time}}',
    'Autorizada até {{time}}',
  ],
  authorizedNoExpiry: [
    '已授权（长期有效）',
    'Authorized (does not expire)',
    '已授權（長期有效）',
    'Autorizada (não expira)',
  ],
  refresh: ['刷新授权', 'Refresh', '重新整理授權', 'Renovar'],
  refreshed: ['授权已刷新', 'Authorization refreshed', '授權已重新整理', 'Autorização renovada'],
  pull: ['拉取订单', 'Pull orders', '拉取訂單', 'Buscar pedidos'],
  pullTitle: ['从平台拉取订单', 'Pull orders from the platform', '從平台拉取訂單', 'Buscar pedidos da plataforma'],
  shop: ['店铺', 'Shop', '店鋪', 'Loja'],
  shopRequired: [
    '请选择已授权的店铺',
    'Choose an authorized shop',
    '請選擇已授權的店鋪',
    'Escolha uma loja autorizada',
  ],
  range: ['时间范围', 'Date range', '時間範圍', 'Intervalo'],
  rangeRequired: ['请选择时间范围', 'Choose a date range', '請選擇時間範圍', 'Escolha um intervalo'],
  rangeTooLong: [
    '订单拉取的时间范围最多 7 天',
    'The order pull range is at most 7 days',
    '訂單拉取的時間範圍最多 7 天',
    'O intervalo de busca de pedidos é de no máximo 7 dias',
  ],
  lagHint: [
    '平台的订单数据约有 5 分钟延迟：刚下的单或刚发生的变化可能要几分钟后才能拉到。定时同步每 10 分钟自动拉取一次，并与上一次重叠几分钟，不会重复。',
    'Platforms show orders about 5 minutes late: an order placed or changed just now may only come in a few minutes later. The scheduled sync pulls every 10 minutes and overlaps the previous pull by a few minutes, without duplicates.',
    '平台的訂單資料約有 5 分鐘延遲：剛下的單或剛發生的變化可能要幾分鐘後才能拉到。定時同步每 10 分鐘自動拉取一次，並與上一次重疊幾分鐘，不會重複。',
    'As plataformas mostram os pedidos com cerca de 5 minutos de atraso: um pedido feito ou alterado agora pode chegar só alguns minutos depois. A sincronização agendada busca a cada 10 minutos e sobrepõe alguns minutos à anterior, sem duplicar.',
  ],
  started: [
    '已开始拉取，进度会实时显示',
    'Pull started: its progress shows live',
    '已開始拉取，進度會即時顯示',
    'Busca iniciada: o progresso aparece ao vivo',
  ],
  run: ['同步记录', 'Sync run', '同步記錄', 'Sincronização'],
  errors: ['错误', 'Errors', '錯誤', 'Erros'],
  noErrors: ['没有错误', 'No errors', '沒有錯誤', 'Nenhum erro'],
  kind: ['类型', 'Kind', '類型', 'Tipo'],
  message: ['说明', 'Message', '說明', 'Mensagem'],
  orderId: ['平台订单号', 'Platform order', '平台訂單號', 'Pedido na plataforma'],
  window: ['时间片', 'Slice', '時間片', 'Fatia'],
  progress: ['进度', 'Progress', '進度', 'Progresso'],
  running: ['正在拉取', 'Pulls in progress', '正在拉取', 'Buscas em andamento'],
  progressLine: [
    '{{shop}}：时间片 {{done}} / {{total}}，已处理 {{orders}} 个订单（新增 {{added}}，更新 {{updated}}，失败 {{failed}}），{{pages}} 页',
    '{{shop}}: slices {{done}} / {{total}}, {{orders}} orders so far ({{added}} new, {{updated}} updated, {{failed}} failed), {{pages}} pages',
    '{{shop}}：時間片 {{done}} / {{total}}，已處理 {{orders}} 個訂單（新增 {{added}}，更新 {{updated}}，失敗 {{failed}}），{{pages}} 頁',
    '{{shop}}: fatias {{done}} / {{total}}, {{orders}} pedidos até agora ({{added}} novos, {{updated}} atualizados, {{failed}} com falha), {{pages}} páginas',
  ],
  shopNo: ['店铺 #{{id}}', 'Shop #{{id}}', '店鋪 #{{id}}', 'Loja #{{id}}'],
});

/** Mounted under `marketSync.*` (i18n/pageMessages.ts finds every `*essages.ts` of components). */
export const MESSAGES_PART = { namespace: 'marketSync', messages: MESSAGES };
