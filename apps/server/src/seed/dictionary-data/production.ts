import type { DictSpec } from './types.ts';

/** Production, warehouse, workforce and print values of spec §4 and §9. */
export const PRODUCTION_DICTS: readonly DictSpec[] = [
  {
    code: 'picking_status',
    name: '领料单状态',
    en: 'Picking document status',
    rows: [
      ['waiting_pick', '待领料', 'Waiting pick', '待領料', 'Aguardando separação', 'warning'],
      ['finished_pick', '已领料', 'Finished pick', '已領料', 'Separação concluída', 'success'],
    ],
  },
  {
    code: 'batch_status',
    name: '组批状态',
    en: 'Batch status',
    rows: [
      ['unbatched', '未组批', 'Unbatched', '未組批', 'Sem lote', 'info'],
      ['batched', '已组批', 'Batched', '已組批', 'Em lote', 'success'],
    ],
  },
  {
    code: 'batch_confirm_status',
    name: '批次确认状态',
    en: 'Batch confirmation status',
    rows: [
      ['pending', '待确认', 'Pending', '待確認', 'Pendente', 'warning'],
      ['confirmed', '已确认', 'Confirmed', '已確認', 'Confirmado', 'success'],
    ],
  },
  {
    code: 'heat_batch_status',
    name: '烫画批次状态',
    en: 'Heat-print batch status',
    rows: [
      ['in_progress', '进行中', 'In progress', '進行中', 'Em andamento', 'primary'],
      ['completed', '已完成', 'Completed', '已完成', 'Concluído', 'success'],
      ['fault', '故障', 'Fault', '故障', 'Falha', 'danger'],
    ],
  },
  {
    code: 'work_report_status',
    name: '报工状态',
    en: 'Work report status',
    rows: [
      ['to_report', '待报工', 'To be reported', '待報工', 'A apontar', 'warning'],
      ['reported', '已报工', 'Reported', '已報工', 'Apontado', 'primary'],
      ['completed', '已完成', 'Completed', '已完成', 'Concluído', 'success'],
    ],
  },
  {
    code: 'inout_audit_status',
    name: '出入库审核状态',
    en: 'In/out document audit status',
    rows: [
      ['pending', '待审核', 'Pending audit', '待審核', 'Aguardando auditoria', 'warning'],
      ['passed', '审核通过', 'Passed', '審核通過', 'Aprovado', 'success'],
      ['rejected', '审核驳回', 'Rejected', '審核駁回', 'Rejeitado', 'danger'],
    ],
  },
  {
    code: 'shift_mode',
    name: '轮班方式',
    en: 'Shift modes',
    rows: [
      ['day', '白班', 'Day shift', '白班', 'Turno diurno'],
      ['two_shifts', '两班倒', 'Two shifts', '兩班制', 'Dois turnos'],
      ['three_shifts', '三班倒', 'Three shifts', '三班制', 'Três turnos'],
    ],
  },
  {
    code: 'planning_cycle',
    name: '计划周期',
    en: 'Planning cycles',
    rows: [
      ['day', '按天', 'By day', '按天', 'Por dia'],
      ['week', '按周', 'By week', '按週', 'Por semana'],
      ['month', '按月', 'By month', '按月', 'Por mês'],
      ['quarter', '按季度', 'By quarter', '按季度', 'Por trimestre'],
    ],
  },
  {
    code: 'calendar_day_type',
    name: '日历日类型',
    en: 'Calendar day kinds',
    rows: [
      ['work', '工作日', 'Work day', '工作日', 'Dia útil', 'primary'],
      ['rest', '休息日', 'Rest day', '休息日', 'Dia de descanso', 'info'],
      ['holiday', '节假日', 'Holiday', '節假日', 'Feriado', 'success'],
    ],
  },
  {
    code: 'sowing_voice',
    name: '播种语音',
    en: 'Sowing voices',
    rows: [
      ['mandarin', '普通话', 'Mandarin', '普通話', 'Mandarim'],
      ['cantonese', '粤语', 'Cantonese', '粵語', 'Cantonês'],
      ['english', '英语', 'English', '英語', 'Inglês'],
      ['portuguese', '葡萄牙语', 'Portuguese', '葡萄牙語', 'Português'],
    ],
  },
  {
    code: 'number_rule_time_part',
    name: '编码规则时间格式',
    en: 'Number-rule time parts',
    rows: [
      ['yyyy', '年', 'Year', '年', 'Ano'],
      ['yyyyMM', '年月', 'Year-month', '年月', 'Ano-mês'],
      ['yyyyMMdd', '年月日', 'Year-month-day', '年月日', 'Ano-mês-dia'],
      ['yyyyMMddHHmmss', '年月日时分秒', 'Full timestamp to the second', '年月日時分秒', 'Data e hora até o segundo'],
    ],
  },
  {
    code: 'print_speed',
    name: '打印速度',
    en: 'Print speed',
    rows: [
      ['high', '高速', 'High', '高速', 'Alta'],
      ['medium', '中速', 'Medium', '中速', 'Média'],
      ['low', '低速', 'Low', '低速', 'Baixa'],
    ],
  },
  {
    code: 'print_direction',
    name: '打印方向',
    en: 'Print direction',
    rows: [
      ['uni', '单向', 'Unidirectional', '單向', 'Unidirecional'],
      ['bi', '双向', 'Bidirectional', '雙向', 'Bidirecional'],
    ],
  },
  {
    code: 'product_attr',
    name: '产品属性',
    en: 'Product attribute',
    rows: [
      ['self_made', '自制', 'Self-made', '自製', 'Fabricação própria'],
      ['third_party', '第三方', 'Third party', '第三方', 'Terceiros'],
    ],
  },
];
