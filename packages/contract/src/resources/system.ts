import { YesNo } from '../enums.ts';
import { COMMON_LABELS } from '../i18n/labels.ts';
import { defineResource } from './define.ts';
import { commonFields } from './fields.ts';

/** Positions (admin-net-contract §9.2 SysPos). Tenant data. */
export const sysPosResource = defineResource({
  name: 'sysPos',
  // Admin.NET's detail answers null for an id the caller cannot see.
  missingDetail: 'null',
  table: 'sys_pos',
  scope: 'tenant',
  dataScope: true,
  title: { 'zh-CN': '职位', en: 'Positions', 'zh-TW': '職位', 'pt-BR': 'Cargos' },
  fields: {
    name: commonFields.name(),
    code: commonFields.code({ uniqueError: 'D6000' }),
    orderNo: commonFields.orderNo(),
    status: commonFields.status(),
    remark: commonFields.remark(),
  },
  defaultSort: [
    { field: 'orderNo', order: 'asc' },
    { field: 'createTime', order: 'desc' },
  ],
  inUse: [
    { table: 'sys_user', column: 'pos_id', label: COMMON_LABELS.user, displayColumn: 'account' },
    {
      table: 'sys_user_ext_org',
      column: 'pos_id',
      label: { 'zh-CN': '用户扩展机构', en: 'User extra org', 'zh-TW': '使用者擴充機構', 'pt-BR': 'Organização extra' },
      displayColumn: 'job_num',
      softDelete: false,
    },
  ],
});

/**
 * System parameters (admin-net-contract §6.4). Global platform data: read by every tenant,
 * written by platform administrators only. Hard delete: sys_config.code has an absolute unique index.
 */
export const sysConfigResource = defineResource({
  name: 'sysConfig',
  // Admin.NET's detail answers null for an id the caller cannot see.
  missingDetail: 'null',
  table: 'sys_config',
  scope: 'global',
  softDelete: false,
  title: { 'zh-CN': '系统参数', en: 'System parameters', 'zh-TW': '系統參數', 'pt-BR': 'Parâmetros do sistema' },
  fields: {
    name: commonFields.name(),
    code: commonFields.code({ required: true, uniqueError: 'D9000' }),
    value: {
      type: 'string',
      label: { 'zh-CN': '参数值', en: 'Value', 'zh-TW': '參數值', 'pt-BR': 'Valor' },
      max: 512,
    },
    sysFlag: {
      type: 'enum',
      label: { 'zh-CN': '系统内置', en: 'Built-in', 'zh-TW': '系統內建', 'pt-BR': 'Interno' },
      options: [
        { value: YesNo.Y, label: COMMON_LABELS.yes, tagType: 'success' },
        { value: YesNo.N, label: COMMON_LABELS.no, tagType: 'info' },
      ],
      default: YesNo.N,
      search: 'eq',
    },
    groupCode: {
      type: 'string',
      label: { 'zh-CN': '分组编码', en: 'Group', 'zh-TW': '分組編碼', 'pt-BR': 'Grupo' },
      max: 64,
      search: 'eq',
      sortable: true,
    },
    orderNo: commonFields.orderNo(),
    remark: commonFields.remark(),
  },
  defaultSort: [
    { field: 'orderNo', order: 'asc' },
    { field: 'code', order: 'asc' },
  ],
  actions: ['page', 'list', 'detail', 'add', 'update', 'delete', 'batchDelete', 'export', 'import'],
});

/** Dictionary types (admin-net-contract §6.1). Global; hard delete (absolute unique index on code). */
export const sysDictTypeResource = defineResource({
  name: 'sysDictType',
  // Admin.NET's detail answers null for an id the caller cannot see.
  missingDetail: 'null',
  table: 'sys_dict_type',
  scope: 'global',
  softDelete: false,
  title: { 'zh-CN': '字典类型', en: 'Dictionary types', 'zh-TW': '字典類型', 'pt-BR': 'Tipos de dicionário' },
  fields: {
    name: commonFields.name(),
    code: commonFields.code({ required: true, uniqueError: 'D3001' }),
    orderNo: commonFields.orderNo(),
    remark: commonFields.remark(),
    status: commonFields.status(),
  },
  defaultSort: [
    { field: 'orderNo', order: 'asc' },
    { field: 'code', order: 'asc' },
  ],
  notFoundError: 'D3000',
});

/** Dictionary values (admin-net-contract §6.1): `value` is the display text, `code` the stored key. */
export const sysDictDataResource = defineResource({
  name: 'sysDictData',
  // Admin.NET's detail answers null for an id the caller cannot see.
  missingDetail: 'null',
  table: 'sys_dict_data',
  scope: 'global',
  softDelete: false,
  title: { 'zh-CN': '字典值', en: 'Dictionary values', 'zh-TW': '字典值', 'pt-BR': 'Valores de dicionário' },
  fields: {
    dictTypeId: {
      type: 'ref',
      label: { 'zh-CN': '字典类型', en: 'Dictionary type', 'zh-TW': '字典類型', 'pt-BR': 'Tipo de dicionário' },
      required: true,
      search: 'eq',
      ref: {
        resource: 'sysDictType',
        labelField: 'name',
        table: 'sys_dict_type',
        labelColumn: 'name',
        as: 'dictTypeName',
      },
    },
    value: {
      type: 'string',
      label: { 'zh-CN': '显示文本', en: 'Label', 'zh-TW': '顯示文字', 'pt-BR': 'Rótulo' },
      required: true,
      max: 128,
      search: 'like',
      sortable: true,
    },
    code: commonFields.code({ required: true, unique: false }),
    tagType: {
      type: 'string',
      label: { 'zh-CN': '标签类型', en: 'Tag colour', 'zh-TW': '標籤類型', 'pt-BR': 'Cor da etiqueta' },
      max: 32,
    },
    styleSetting: {
      type: 'string',
      label: { 'zh-CN': '样式', en: 'Style', 'zh-TW': '樣式', 'pt-BR': 'Estilo' },
      max: 512,
      list: false,
    },
    classSetting: {
      type: 'string',
      label: { 'zh-CN': '样式类', en: 'CSS class', 'zh-TW': '樣式類別', 'pt-BR': 'Classe CSS' },
      max: 512,
      list: false,
    },
    orderNo: commonFields.orderNo(),
    remark: commonFields.remark(),
    extData: {
      type: 'text',
      label: { 'zh-CN': '扩展数据', en: 'Extra data', 'zh-TW': '擴充資料', 'pt-BR': 'Dados extras' },
      max: 2000,
      list: false,
    },
    status: commonFields.status(),
  },
  uniques: [{ fields: ['dictTypeId', 'code'], error: 'D3003' }],
  defaultSort: [
    { field: 'orderNo', order: 'asc' },
    { field: 'code', order: 'asc' },
  ],
  notFoundError: 'D3004',
});

/** Every declared resource of the platform; later issues append theirs in their own files. */
export const SYSTEM_RESOURCES = [sysPosResource, sysConfigResource, sysDictTypeResource, sysDictDataResource] as const;
