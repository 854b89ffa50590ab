import { CommonConst } from '@printfloor/contract';
import { asPlatform } from '../db/context.ts';
import { sysConfig } from '../db/schema/index.ts';
import type { AppServices } from '../services.ts';

const YES = 1;

/**
 * Built-in system parameters (admin-net-contract §6.4), names and remarks in Chinese (the
 * console's default language), with our defaults:
 * short-lived access tokens (20 min) and a 7-day refresh token; no default
 * password is kept in clear (passwords are argon2id hashes), so sys_password is empty.
 */
export const CONFIG_SEED = [
  { code: CommonConst.SysDemoEnv, name: '演示环境', value: 'False', orderNo: 10, remark: '演示模式：拒绝一切写操作' },
  {
    code: CommonConst.SysPassword,
    name: '默认密码',
    value: '',
    orderNo: 20,
    remark: '不使用：新建和重置的密码随机生成，只保存哈希',
  },
  {
    code: CommonConst.SysTokenExpire,
    name: 'Token过期时间',
    value: '20',
    orderNo: 30,
    remark: '访问令牌有效期（分钟）',
  },
  {
    code: CommonConst.SysRefreshTokenExpire,
    name: '刷新Token过期时间',
    value: '10080',
    orderNo: 40,
    remark: '刷新令牌有效期（分钟，即 7 天）',
  },
  { code: CommonConst.SysOpLog, name: '操作日志', value: 'True', orderNo: 50, remark: '记录操作日志' },
  {
    code: CommonConst.SysSingleLogin,
    name: '单用户登录',
    value: 'False',
    orderNo: 60,
    remark: '新登录会结束同一用户的其他会话',
  },
  {
    code: CommonConst.SysSecondVer,
    name: '登录二次验证',
    value: 'False',
    orderNo: 70,
    remark: '验证码之后再做旋转滑块验证',
  },
  { code: CommonConst.SysCaptcha, name: '图形验证码', value: 'True', orderNo: 80, remark: '登录时需输入图形验证码' },
  { code: CommonConst.SysWatermark, name: '水印', value: 'False', orderNo: 90, remark: '控制台水印（默认关闭）' },
  {
    code: 'sys_sms_enabled',
    name: '短信登录',
    value: 'True',
    orderNo: 100,
    remark: '手机号验证码登录（验证码由已配置的短信通道发送）',
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
