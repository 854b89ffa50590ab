import type { Language } from '@printfloor/contract';

/** Texts of the editable sub-table of resource forms (ChildTable), mounted as `childTable.*`. */
const en = {
  addRow: 'Add row',
  removeRow: 'Remove row',
  dragRow: 'Drag to reorder (or focus and use the arrow keys)',
  empty: 'No rows yet',
  rowNo: 'No.',
  actions: 'Actions',
};

export const CHILD_TABLE_MESSAGES: Record<Language, typeof en> = {
  'zh-CN': {
    addRow: '添加行',
    removeRow: '删除行',
    dragRow: '拖动排序（或聚焦后使用方向键）',
    empty: '暂无数据',
    rowNo: '序号',
    actions: '操作',
  },
  en,
  'zh-TW': {
    addRow: '新增列',
    removeRow: '刪除列',
    dragRow: '拖曳排序（或聚焦後使用方向鍵）',
    empty: '暫無資料',
    rowNo: '序號',
    actions: '操作',
  },
  'pt-BR': {
    addRow: 'Adicionar linha',
    removeRow: 'Remover linha',
    dragRow: 'Arraste para reordenar (ou foque e use as setas)',
    empty: 'Nenhuma linha',
    rowNo: 'Nº',
    actions: 'Ações',
  },
};

/** Mounted under `childTable.*` (i18n/pageMessages.ts finds every messages file). */
export const MESSAGES_PART = { namespace: 'childTable', messages: CHILD_TABLE_MESSAGES };
