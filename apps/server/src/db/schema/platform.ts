import { boolean, date, integer, jsonb, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import {
  baseColumns,
  globalRecordColumns,
  globalTable,
  id,
  orderedRecordColumns,
  orderNo,
  tenantTable,
  ts,
} from './columns.ts';

/**
 * Drizzle mirror of migrations/0001_platform.sql. GLOBAL tables have no tenant_id;
 * TENANT tables have tenant_id and row-level security (see db/context.ts).
 */

// ───────────── GLOBAL ─────────────

export const sysTenant = globalTable('sys_tenant', {
  code: text('code').notNull(),
  name: text('name').notNull(),
  orgId: id('org_id'),
  userId: id('user_id'),
  host: text('host'),
  tenantType: integer('tenant_type').notNull().default(0),
  isSystem: boolean('is_system').notNull().default(false),
  isFactory: boolean('is_factory').notNull().default(false),
  isMerchant: boolean('is_merchant').notNull().default(false),
  logo: text('logo'),
  mlogo: text('mlogo'),
  title: text('title'),
  viceTitle: text('vice_title'),
  mviceTitle: text('mvice_title'),
  copyright: text('copyright'),
  copyrightInfo: text('copyright_info'),
  isCopyright: boolean('is_copyright').notNull().default(true),
  isCarousel: boolean('is_carousel').notNull().default(false),
  carousel: jsonb('carousel').$type<string[]>().notNull().default([]),
  brother: boolean('brother').notNull().default(false),
  timeZone: text('time_zone').notNull().default('Asia/Shanghai'),
  phone: text('phone'),
  email: text('email'),
  orderNo: orderNo(),
  ...globalRecordColumns(),
});

export const sysLoginAccount = pgTable('sys_login_account', {
  account: text('account').primaryKey(),
  tenantId: id('tenant_id').notNull(),
  userId: id('user_id').notNull(),
});

export const sysMenu = globalTable('sys_menu', {
  pid: id('pid').notNull().default(0),
  type: integer('type').notNull(),
  name: text('name'),
  path: text('path'),
  component: text('component'),
  redirect: text('redirect'),
  permission: text('permission'),
  title: text('title').notNull(),
  icon: text('icon'),
  isIframe: boolean('is_iframe').notNull().default(false),
  outLink: text('out_link'),
  isHide: boolean('is_hide').notNull().default(false),
  isKeepAlive: boolean('is_keep_alive').notNull().default(true),
  isAffix: boolean('is_affix').notNull().default(false),
  areas: text('areas').array(),
  orderNo: orderNo(),
  ...globalRecordColumns(),
});

export const sysDictType = globalTable('sys_dict_type', {
  name: text('name').notNull(),
  code: text('code').notNull(),
  orderNo: orderNo(),
  ...globalRecordColumns(),
});

export const sysDictData = globalTable('sys_dict_data', {
  dictTypeId: id('dict_type_id').notNull(),
  value: text('value').notNull(),
  code: text('code').notNull(),
  tagType: text('tag_type'),
  styleSetting: text('style_setting'),
  classSetting: text('class_setting'),
  orderNo: orderNo(),
  extData: text('ext_data'),
  ...globalRecordColumns(),
});

export const sysConfig = globalTable('sys_config', {
  name: text('name').notNull(),
  code: text('code').notNull(),
  value: text('value'),
  sysFlag: integer('sys_flag').notNull().default(2),
  groupCode: text('group_code'),
  orderNo: orderNo(),
  remark: text('remark'),
  ...baseColumns(),
});

export const sysCaptcha = pgTable('sys_captcha', {
  id: text('id').primaryKey(),
  answer: text('answer').notNull(),
  expiresAt: ts('expires_at').notNull(),
});

export const sysSmsCode = pgTable('sys_sms_code', {
  phone: text('phone').primaryKey(),
  codeHash: text('code_hash').notNull(),
  expiresAt: ts('expires_at').notNull(),
  attempts: integer('attempts').notNull().default(0),
  sentAt: ts('sent_at').notNull().defaultNow(),
});

export const sysThrottle = pgTable('sys_throttle', {
  key: text('key').primaryKey(),
  windowStart: ts('window_start').notNull(),
  count: integer('count').notNull(),
});

export const sysLoginFailure = pgTable(
  'sys_login_failure',
  {
    account: text('account').notNull(),
    ip: text('ip').notNull(),
    count: integer('count').notNull().default(0),
    firstFailedAt: ts('first_failed_at').notNull().defaultNow(),
    lockedUntil: ts('locked_until'),
  },
  (t) => [primaryKey({ columns: [t.account, t.ip] })],
);

// ───────────── TENANT ─────────────

export const sysOrg = tenantTable('sys_org', {
  pid: id('pid').notNull().default(0),
  name: text('name').notNull(),
  code: text('code'),
  level: integer('level'),
  type: text('type'),
  directorId: id('director_id'),
  ...orderedRecordColumns(),
});

export const sysPos = tenantTable('sys_pos', {
  name: text('name').notNull(),
  code: text('code'),
  ...orderedRecordColumns(),
});

export const sysUser = tenantTable('sys_user', {
  account: text('account').notNull(),
  password: text('password').notNull(),
  realName: text('real_name'),
  nickName: text('nick_name'),
  avatar: text('avatar'),
  sex: integer('sex'),
  age: integer('age'),
  birthday: date('birthday', { mode: 'string' }),
  nation: text('nation'),
  phone: text('phone'),
  cardType: integer('card_type'),
  idCardNum: text('id_card_num'),
  email: text('email'),
  address: text('address'),
  cultureLevel: integer('culture_level'),
  politicalOutlook: text('political_outlook'),
  college: text('college'),
  officePhone: text('office_phone'),
  emergencyContact: text('emergency_contact'),
  emergencyPhone: text('emergency_phone'),
  emergencyAddress: text('emergency_address'),
  introduction: text('introduction'),
  signature: text('signature'),
  accountType: integer('account_type').notNull().default(777),
  orgId: id('org_id'),
  managerUserId: id('manager_user_id'),
  posId: id('pos_id'),
  jobNum: text('job_num'),
  posLevel: integer('pos_level'),
  posTitle: text('pos_title'),
  expertise: text('expertise'),
  officeZone: text('office_zone'),
  office: text('office'),
  joinDate: date('join_date', { mode: 'string' }),
  lastLoginIp: text('last_login_ip'),
  lastLoginAddress: text('last_login_address'),
  lastLoginTime: ts('last_login_time'),
  lastLoginDevice: text('last_login_device'),
  ...orderedRecordColumns(),
});

export const sysRole = tenantTable('sys_role', {
  name: text('name').notNull(),
  code: text('code').notNull(),
  dataScope: integer('data_scope').notNull().default(4),
  ...orderedRecordColumns(),
});

export const sysUserRole = pgTable(
  'sys_user_role',
  { tenantId: id('tenant_id').notNull(), userId: id('user_id').notNull(), roleId: id('role_id').notNull() },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.roleId] })],
);

export const sysRoleMenu = pgTable(
  'sys_role_menu',
  { tenantId: id('tenant_id').notNull(), roleId: id('role_id').notNull(), menuId: id('menu_id').notNull() },
  (t) => [primaryKey({ columns: [t.tenantId, t.roleId, t.menuId] })],
);

export const sysRoleOrg = pgTable(
  'sys_role_org',
  { tenantId: id('tenant_id').notNull(), roleId: id('role_id').notNull(), orgId: id('org_id').notNull() },
  (t) => [primaryKey({ columns: [t.tenantId, t.roleId, t.orgId] })],
);

export const sysUserExtOrg = tenantTable('sys_user_ext_org', {
  userId: id('user_id').notNull(),
  orgId: id('org_id').notNull(),
  posId: id('pos_id'),
  jobNum: text('job_num'),
  posLevel: integer('pos_level'),
  joinDate: date('join_date', { mode: 'string' }),
});

export const sysTenantMenu = pgTable(
  'sys_tenant_menu',
  { tenantId: id('tenant_id').notNull(), menuId: id('menu_id').notNull() },
  (t) => [primaryKey({ columns: [t.tenantId, t.menuId] })],
);

export const sysSession = tenantTable('sys_session', {
  userId: id('user_id').notNull(),
  area: text('area').notNull(),
  refreshGen: integer('refresh_gen').notNull().default(0),
  rotatedAt: ts('rotated_at'),
  expiresAt: ts('expires_at').notNull(),
  lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
  revokedAt: ts('revoked_at'),
  revokeReason: text('revoke_reason'),
  ip: text('ip'),
  userAgent: text('user_agent'),
  browser: text('browser'),
  os: text('os'),
  createTime: ts('create_time').notNull().defaultNow(),
});

const logCommon = () => ({
  controllerName: text('controller_name'),
  actionName: text('action_name'),
  displayTitle: text('display_title'),
  status: text('status'),
  remoteIp: text('remote_ip'),
  location: text('location'),
  browser: text('browser'),
  os: text('os'),
  elapsed: integer('elapsed'),
  logDateTime: ts('log_date_time').notNull().defaultNow(),
  logLevel: text('log_level'),
  account: text('account'),
  realName: text('real_name'),
  userId: id('user_id'),
  createTime: ts('create_time').notNull().defaultNow(),
});

export const sysLogVis = tenantTable('sys_log_vis', {
  ...logCommon(),
  longitude: numeric('longitude'),
  latitude: numeric('latitude'),
});

export const sysLogOp = tenantTable('sys_log_op', {
  ...logCommon(),
  httpMethod: text('http_method'),
  requestUrl: text('request_url'),
  requestParam: text('request_param'),
  returnResult: text('return_result'),
  resultCode: integer('result_code'),
  userAgent: text('user_agent'),
  traceId: text('trace_id'),
  message: text('message'),
});

export const sysLogEx = tenantTable('sys_log_ex', {
  ...logCommon(),
  httpMethod: text('http_method'),
  requestUrl: text('request_url'),
  requestParam: text('request_param'),
  traceId: text('trace_id'),
  exception: text('exception'),
  message: text('message'),
  userAgent: text('user_agent'),
});

export const sysLogDiff = tenantTable('sys_log_diff', {
  tableName: text('table_name'),
  businessId: id('business_id'),
  beforeData: jsonb('before_data'),
  afterData: jsonb('after_data'),
  diffType: text('diff_type'),
  account: text('account'),
  realName: text('real_name'),
  userId: id('user_id'),
  requestUrl: text('request_url'),
  traceId: text('trace_id'),
  elapsed: integer('elapsed'),
  logDateTime: ts('log_date_time').notNull().defaultNow(),
  createTime: ts('create_time').notNull().defaultNow(),
});
