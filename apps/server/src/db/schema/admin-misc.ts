import { integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { baseColumns, globalRecordColumns, globalTable, id, orderNo, ts } from './columns.ts';

/** Drizzle mirror of migrations/0011_admin_misc.sql (checked against the migrated database by test/platform/schema.test.ts). */

export const sysOauthUser = globalTable('sys_oauth_user', {
  bindTenantId: id('bind_tenant_id'),
  userId: id('user_id'),
  platform: text('platform').notNull(),
  openId: text('open_id').notNull(),
  unionId: text('union_id'),
  nickName: text('nick_name'),
  avatar: text('avatar'),
  email: text('email'),
  mobile: text('mobile'),
  ...baseColumns(),
});

export const sysOpenAccess = globalTable('sys_open_access', {
  accessKey: text('access_key').notNull(),
  accessSecretEnc: text('access_secret_enc').notNull(),
  bindTenantId: id('bind_tenant_id').notNull(),
  bindUserId: id('bind_user_id').notNull(),
  ...globalRecordColumns(),
});

export const sysOpenAccessNonce = pgTable(
  'sys_open_access_nonce',
  {
    accessKey: text('access_key').notNull(),
    nonce: text('nonce').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accessKey, t.nonce] })],
);

export const sysRegion = globalTable('sys_region', {
  pid: id('pid').notNull().default(0),
  name: text('name').notNull(),
  shortName: text('short_name'),
  mergerName: text('merger_name'),
  code: text('code').notNull(),
  zipCode: text('zip_code'),
  cityCode: text('city_code'),
  level: integer('level').notNull().default(1),
  pinYin: text('pin_yin'),
  lng: numeric('lng'),
  lat: numeric('lat'),
  orderNo: orderNo(),
  remark: text('remark'),
  ...baseColumns(),
});

export const sysWechatUser = globalTable('sys_wechat_user', {
  bindTenantId: id('bind_tenant_id'),
  userId: id('user_id'),
  platformType: integer('platform_type').notNull().default(1),
  openId: text('open_id').notNull(),
  sessionKey: text('session_key'),
  unionId: text('union_id'),
  nickName: text('nick_name'),
  avatar: text('avatar'),
  mobile: text('mobile'),
  sex: integer('sex'),
  language: text('language'),
  city: text('city'),
  province: text('province'),
  country: text('country'),
  accessToken: text('access_token'),
  refreshToken: text('refresh_token'),
  expiresIn: integer('expires_in'),
  scope: text('scope'),
  ...baseColumns(),
});
