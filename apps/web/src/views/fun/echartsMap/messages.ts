/** Texts of the ECharts map demo (menu echartsMap), under `demoMap`. */
const zhCN = {
  title: '中国地图（ECharts）',
  hint: '按收货省份显示订单数；颜色深浅见左下角图例，拖动图例两端可筛选，鼠标悬停看数值。',
  sample: '示例数据：按收货省份统计订单的接口尚未提供，这些数字是生成的。',
  series: '订单数',
  tooltip: '{{name}}：{{value}} 单',
  top: '订单最多的省份',
  province: '省份',
  orders: '订单数',
  low: '少',
  high: '多',
  loading: '正在加载地图…',
};

const en: typeof zhCN = {
  title: 'Map of China (ECharts)',
  hint: 'Orders by consignee province; the legend at the bottom left gives the colour scale (drag its ends to filter), hover for the figure.',
  sample: 'Sample data: there is no endpoint of orders by consignee province yet, so these figures are generated.',
  series: 'Orders',
  tooltip: '{{name}}: {{value}} orders',
  top: 'Provinces with the most orders',
  province: 'Province',
  orders: 'Orders',
  low: 'Few',
  high: 'Many',
  loading: 'Loading the map…',
};

const zhTW: typeof zhCN = {
  title: '中國地圖（ECharts）',
  hint: '按收貨省份顯示訂單數；顏色深淺見左下角圖例，拖動圖例兩端可篩選，滑鼠懸停看數值。',
  sample: '範例資料：按收貨省份統計訂單的介面尚未提供，這些數字是產生的。',
  series: '訂單數',
  tooltip: '{{name}}：{{value}} 單',
  top: '訂單最多的省份',
  province: '省份',
  orders: '訂單數',
  low: '少',
  high: '多',
  loading: '正在載入地圖…',
};

const ptBR: typeof zhCN = {
  title: 'Mapa da China (ECharts)',
  hint: 'Pedidos por província do destinatário; a legenda no canto inferior esquerdo dá a escala de cores (arraste as pontas para filtrar), passe o mouse para ver o número.',
  sample:
    'Dados de exemplo: ainda não há endpoint de pedidos por província do destinatário, então estes números são gerados.',
  series: 'Pedidos',
  tooltip: '{{name}}: {{value}} pedidos',
  top: 'Províncias com mais pedidos',
  province: 'Província',
  orders: 'Pedidos',
  low: 'Poucos',
  high: 'Muitos',
  loading: 'Carregando o mapa…',
};

export const MESSAGES_PART = { namespace: 'demoMap', messages: { 'zh-CN': zhCN, en, 'zh-TW': zhTW, 'pt-BR': ptBR } };
