import { defineResource } from './define.ts';
import { commonFields } from './fields.ts';

/**
 * Issue 4 list + form screens of the platform: regions, third-party account bindings and
 * WeChat users (admin-net-contract §9.2). All three are GLOBAL tables managed from area admin.
 */

/** Region levels: province, city, county. */
export const REGION_LEVEL_OPTIONS = [
  { value: 1, label: { 'zh-CN': '省', en: 'Province', 'zh-TW': '省', 'pt-BR': 'Província' } },
  { value: 2, label: { 'zh-CN': '市', en: 'City', 'zh-TW': '市', 'pt-BR': 'Cidade' } },
  { value: 3, label: { 'zh-CN': '区县', en: 'County', 'zh-TW': '區縣', 'pt-BR': 'Distrito' } },
  { value: 4, label: { 'zh-CN': '乡镇', en: 'Town', 'zh-TW': '鄉鎮', 'pt-BR': 'Vila' } },
  { value: 5, label: { 'zh-CN': '村', en: 'Village', 'zh-TW': '村', 'pt-BR': 'Aldeia' } },
] as const;

/** Administrative regions (SysRegion). The tree is `pid`; seeded rows use the national code as id. */
export const sysRegionResource = defineResource({
  name: 'sysRegion',
  // Admin.NET's detail answers null for an id the caller cannot see.
  missingDetail: 'null',
  table: 'sys_region',
  scope: 'global',
  softDelete: false,
  title: { 'zh-CN': '行政区域', en: 'Regions', 'zh-TW': '行政區域', 'pt-BR': 'Regiões' },
  fields: {
    pid: {
      type: 'integer',
      label: { 'zh-CN': '上级', en: 'Parent', 'zh-TW': '上級', 'pt-BR': 'Superior' },
      default: 0,
      min: 0,
      max: Number.MAX_SAFE_INTEGER,
      search: 'eq',
      list: false,
    },
    name: commonFields.name({ max: 64 }),
    shortName: {
      type: 'string',
      label: { 'zh-CN': '简称', en: 'Short name', 'zh-TW': '簡稱', 'pt-BR': 'Nome curto' },
      max: 32,
    },
    code: commonFields.code({ required: true, max: 32 }),
    level: {
      type: 'enum',
      label: { 'zh-CN': '级别', en: 'Level', 'zh-TW': '級別', 'pt-BR': 'Nível' },
      options: REGION_LEVEL_OPTIONS,
      required: true,
      default: 1,
      search: 'eq',
      sortable: true,
    },
    zipCode: {
      type: 'string',
      label: { 'zh-CN': '邮编', en: 'Postal code', 'zh-TW': '郵遞區號', 'pt-BR': 'CEP' },
      max: 16,
      list: false,
    },
    cityCode: {
      type: 'string',
      label: { 'zh-CN': '区号', en: 'Area code', 'zh-TW': '區碼', 'pt-BR': 'DDD' },
      max: 16,
      list: false,
    },
    mergerName: {
      type: 'string',
      label: { 'zh-CN': '全称', en: 'Full name', 'zh-TW': '全稱', 'pt-BR': 'Nome completo' },
      max: 256,
      list: false,
    },
    orderNo: commonFields.orderNo(),
    remark: commonFields.remark(),
  },
  defaultSort: [
    { field: 'orderNo', order: 'asc' },
    { field: 'code', order: 'asc' },
  ],
  actions: ['page', 'add', 'update', 'delete'],
  inUse: [
    {
      table: 'sys_region',
      column: 'pid',
      label: { 'zh-CN': '下级区域', en: 'Sub-region', 'zh-TW': '下級區域', 'pt-BR': 'Sub-região' },
      tenant: false,
      softDelete: false,
    },
  ],
});

const TENANT_ID_FIELD = {
  type: 'integer',
  label: { 'zh-CN': '租户', en: 'Tenant', 'zh-TW': '租戶', 'pt-BR': 'Inquilino' },
  search: 'eq',
  min: 0,
  max: Number.MAX_SAFE_INTEGER,
} as const;
const USER_ID_FIELD = {
  type: 'integer',
  label: { 'zh-CN': '用户Id', en: 'User id', 'zh-TW': '使用者Id', 'pt-BR': 'Id do usuário' },
  search: 'eq',
  min: 0,
  max: Number.MAX_SAFE_INTEGER,
} as const;
const NICK_NAME_FIELD = {
  type: 'string',
  label: { 'zh-CN': '昵称', en: 'Nickname', 'zh-TW': '暱稱', 'pt-BR': 'Apelido' },
  max: 64,
  search: 'like',
} as const;
const OPEN_ID_FIELD = {
  type: 'string',
  label: { 'zh-CN': 'OpenId', en: 'OpenId', 'zh-TW': 'OpenId', 'pt-BR': 'OpenId' },
  required: true,
  max: 128,
  search: 'like',
} as const;
const MOBILE_FIELD = {
  type: 'string',
  label: { 'zh-CN': '手机号', en: 'Mobile', 'zh-TW': '手機號碼', 'pt-BR': 'Celular' },
  max: 32,
  search: 'like',
} as const;
const AVATAR_FIELD = {
  type: 'image',
  label: { 'zh-CN': '头像', en: 'Avatar', 'zh-TW': '頭像', 'pt-BR': 'Avatar' },
  list: false,
} as const;

/** Users' bindings to external identities (third-party sign-in). Read and unbind only. */
export const sysOAuthUserResource = defineResource({
  name: 'sysOAuthUser',
  // Admin.NET's detail answers null for an id the caller cannot see.
  missingDetail: 'null',
  table: 'sys_oauth_user',
  scope: 'global',
  title: { 'zh-CN': '三方账号', en: 'Third-party accounts', 'zh-TW': '第三方帳號', 'pt-BR': 'Contas de terceiros' },
  fields: {
    bindTenantId: TENANT_ID_FIELD,
    userId: USER_ID_FIELD,
    platform: {
      type: 'string',
      label: { 'zh-CN': '平台', en: 'Platform', 'zh-TW': '平台', 'pt-BR': 'Plataforma' },
      required: true,
      max: 32,
      search: 'eq',
      sortable: true,
    },
    openId: OPEN_ID_FIELD,
    unionId: {
      type: 'string',
      label: { 'zh-CN': 'UnionId', en: 'UnionId', 'zh-TW': 'UnionId', 'pt-BR': 'UnionId' },
      max: 128,
      list: false,
    },
    nickName: NICK_NAME_FIELD,
    email: {
      type: 'string',
      label: { 'zh-CN': '邮箱', en: 'Email', 'zh-TW': '電子郵件', 'pt-BR': 'E-mail' },
      max: 128,
      search: 'like',
    },
    mobile: MOBILE_FIELD,
    avatar: AVATAR_FIELD,
  },
  defaultSort: [{ field: 'createTime', order: 'desc' }],
  actions: ['page', 'detail', 'delete'],
});

/** WeChat platform types (admin-net-contract §8 PlatformTypeEnum). */
export const WECHAT_PLATFORM_OPTIONS = [
  {
    value: 1,
    label: { 'zh-CN': '微信公众号', en: 'Official account', 'zh-TW': '微信公眾號', 'pt-BR': 'Conta oficial' },
  },
  { value: 2, label: { 'zh-CN': '微信小程序', en: 'Mini program', 'zh-TW': '微信小程式', 'pt-BR': 'Miniprograma' } },
  { value: 3, label: { 'zh-CN': 'QQ', en: 'QQ', 'zh-TW': 'QQ', 'pt-BR': 'QQ' } },
  { value: 4, label: { 'zh-CN': '支付宝', en: 'Alipay', 'zh-TW': '支付寶', 'pt-BR': 'Alipay' } },
  { value: 5, label: { 'zh-CN': 'Gitee', en: 'Gitee', 'zh-TW': 'Gitee', 'pt-BR': 'Gitee' } },
] as const;

/** WeChat users (SysWechatUser). Tokens and the session key are never part of the declaration. */
export const sysWechatUserResource = defineResource({
  name: 'sysWechatUser',
  // Admin.NET's detail answers null for an id the caller cannot see.
  missingDetail: 'null',
  table: 'sys_wechat_user',
  scope: 'global',
  title: { 'zh-CN': '微信用户', en: 'WeChat users', 'zh-TW': '微信使用者', 'pt-BR': 'Usuários WeChat' },
  fields: {
    bindTenantId: TENANT_ID_FIELD,
    userId: USER_ID_FIELD,
    platformType: {
      type: 'enum',
      label: { 'zh-CN': '平台类型', en: 'Platform', 'zh-TW': '平台類型', 'pt-BR': 'Plataforma' },
      options: WECHAT_PLATFORM_OPTIONS,
      required: true,
      default: 1,
      search: 'eq',
    },
    openId: OPEN_ID_FIELD,
    unionId: {
      type: 'string',
      label: { 'zh-CN': 'UnionId', en: 'UnionId', 'zh-TW': 'UnionId', 'pt-BR': 'UnionId' },
      max: 128,
      list: false,
    },
    nickName: NICK_NAME_FIELD,
    mobile: MOBILE_FIELD,
    sex: {
      type: 'enum',
      label: { 'zh-CN': '性别', en: 'Gender', 'zh-TW': '性別', 'pt-BR': 'Gênero' },
      options: [
        { value: 0, label: { 'zh-CN': '未知', en: 'Unknown', 'zh-TW': '未知', 'pt-BR': 'Desconhecido' } },
        { value: 1, label: { 'zh-CN': '男', en: 'Male', 'zh-TW': '男', 'pt-BR': 'Masculino' } },
        { value: 2, label: { 'zh-CN': '女', en: 'Female', 'zh-TW': '女', 'pt-BR': 'Feminino' } },
      ],
    },
    city: { type: 'string', label: { 'zh-CN': '城市', en: 'City', 'zh-TW': '城市', 'pt-BR': 'Cidade' }, max: 64 },
    province: {
      type: 'string',
      label: { 'zh-CN': '省份', en: 'Province', 'zh-TW': '省份', 'pt-BR': 'Província' },
      max: 64,
      list: false,
    },
    country: {
      type: 'string',
      label: { 'zh-CN': '国家', en: 'Country', 'zh-TW': '國家', 'pt-BR': 'País' },
      max: 64,
      list: false,
    },
    avatar: AVATAR_FIELD,
  },
  uniques: [{ fields: ['platformType', 'openId'] }],
  defaultSort: [{ field: 'createTime', order: 'desc' }],
  actions: ['page', 'add', 'update', 'delete'],
});

export const ADMIN_MISC_RESOURCES = [sysRegionResource, sysOAuthUserResource, sysWechatUserResource] as const;
