import { CommonConst } from '@printfloor/contract';
import { asPlatform } from '../db/context.ts';
import { sysConfig } from '../db/schema/index.ts';
import type { AppServices } from '../services.ts';

const YES = 1;

/**
 * Built-in system parameters (admin-net-contract §6.4), with our defaults:
 * short-lived access tokens (20 min) and a 7-day refresh token; no default
 * password is kept in clear (passwords are argon2id hashes), so sys_password is empty.
 */
export const CONFIG_SEED = [
  { code: CommonConst.SysDemoEnv, name: '演示环境', value: 'False', orderNo: 10, remark: 'Demo mode: writes refused' },
  {
    code: CommonConst.SysPassword,
    name: '默认密码',
    value: '',
    orderNo: 20,
    remark: 'Not used: new and reset passwords are generated and stored hashed',
  },
  {
    code: CommonConst.SysTokenExpire,
    name: 'Token过期时间',
    value: '20',
    orderNo: 30,
    remark: 'Access token lifetime in minutes',
  },
  {
    code: CommonConst.SysRefreshTokenExpire,
    name: '刷新Token过期时间',
    value: '10080',
    orderNo: 40,
    remark: 'Refresh token lifetime in minutes (7 days)',
  },
  { code: CommonConst.SysOpLog, name: '操作日志', value: 'True', orderNo: 50, remark: 'Write the operation log' },
  {
    code: CommonConst.SysSingleLogin,
    name: '单用户登录',
    value: 'False',
    orderNo: 60,
    remark: 'A new login ends the same user’s other sessions',
  },
  {
    code: CommonConst.SysSecondVer,
    name: '登录二次验证',
    value: 'False',
    orderNo: 70,
    remark: 'Rotate-slider check after the captcha',
  },
  { code: CommonConst.SysCaptcha, name: '图形验证码', value: 'True', orderNo: 80, remark: 'Captcha on login' },
  { code: CommonConst.SysWatermark, name: '水印', value: 'False', orderNo: 90, remark: '控制台水印（默认关闭）' },
  {
    code: 'sys_sms_enabled',
    name: '短信登录',
    value: 'True',
    orderNo: 100,
    remark: 'Mobile-number code login (codes go to the configured SMS sender)',
  },
] as const;

/** Idempotent by code: missing rows are inserted, a changed value is never overwritten. */
export async function seedConfig(services: AppServices): Promise<void> {
  // sys_config is a global table; the owner connection is fine here.
  await asPlatform(services.db, (tx) =>
    tx
      .insert(sysConfig)
      .values(CONFIG_SEED.map((c) => ({ ...c, sysFlag: YES, groupCode: 'Default' })))
      .onConflictDoNothing({ target: sysConfig.code }),
  );
  services.settings.invalidate();
}
