import { describe, expect, it } from 'vitest';
import { sm2Encrypt } from '../../src/auth/sm2.ts';
import { serverSuite } from '../helpers/suite.ts';
import { fieldErrors, get, post } from './helpers.ts';

interface BaseInfo {
  account: string;
  realName: string;
  phone: string | null;
  birthday: string | null;
  signature: string | null;
  address: string | null;
}

describe('user center: own profile and password', () => {
  const suite = serverSuite({ operator: 'operator' });

  it('reads and updates the own profile', async () => {
    const before = await get<BaseInfo>(suite.server, suite.operator, '/api/sysUser/baseInfo');
    expect(before.body.code).toBe(200);
    expect(before.body.result.account).toBe('operator');
    expect(before.body.result).not.toHaveProperty('password');
    const { body } = await post(suite.server, suite.operator, '/api/sysUser/baseInfo', {
      realName: '赵磊',
      phone: '13712345678',
      birthday: '1990-05-01',
      signature: 'Print fast, print well',
      address: 'Bao an, Shenzhen',
    });
    expect(body.code).toBe(200);
    const after = await get<BaseInfo>(suite.server, suite.operator, '/api/sysUser/baseInfo');
    expect(after.body.result).toMatchObject({
      realName: '赵磊',
      phone: '13712345678',
      birthday: '1990-05-01',
      signature: 'Print fast, print well',
      address: 'Bao an, Shenzhen',
    });
  });

  it('requires real name, a valid phone and a birth date', async () => {
    const { body } = await post(suite.server, suite.operator, '/api/sysUser/baseInfo', {
      realName: ' ',
      phone: '12',
      birthday: 'x',
    });
    const fields = fieldErrors(body.message);
    expect(fields.realName?.[0]).toContain('is required');
    expect(fields.phone?.[0]).toBe(
      'Invalid phone number (start numbers outside mainland China with + and the country code)',
    );
    expect(fields.birthday?.[0]).toContain('yyyy-MM-dd');
    const missing = await post(suite.server, suite.operator, '/api/sysUser/baseInfo', {
      realName: 'A',
      phone: '13712345678',
    });
    expect(fieldErrors(missing.body.message).birthday?.[0]).toContain('is required');
  });

  it('checks the current password, the new one and the repeat', async () => {
    const wrong = await post(suite.server, suite.operator, '/api/sysUser/changePwd', {
      passwordOld: 'nope123',
      passwordNew: 'newpass1',
    });
    expect(wrong.body.message).toContain('[D1004]');
    const short = await post(suite.server, suite.operator, '/api/sysUser/changePwd', {
      passwordOld: '123456',
      passwordNew: '12',
    });
    expect(fieldErrors(short.body.message).passwordNew?.[0]).toContain('6 to 16');
    const mismatch = await post(suite.server, suite.operator, '/api/sysUser/changePwd', {
      passwordOld: '123456',
      passwordNew: 'newpass1',
      passwordNew2: 'newpass2',
    });
    expect(fieldErrors(mismatch.body.message).passwordNew2?.[0]).toBe('The two new passwords do not match');
    const same = await post(suite.server, suite.operator, '/api/sysUser/changePwd', {
      passwordOld: '123456',
      passwordNew: '123456',
    });
    expect(same.body.message).toContain('[D1028]');
    const empty = await post(suite.server, suite.operator, '/api/sysUser/changePwd', {});
    expect(fieldErrors(empty.body.message).passwordOld).toBeTruthy();
  });

  it('changes the password: other sessions are revoked, this one continues', async () => {
    const other = await suite.server.tokenFor('operator', 'factory');
    const { body } = await post(suite.server, suite.operator, '/api/sysUser/changePwd', {
      passwordOld: '123456',
      passwordNew: 'newpass1',
      passwordNew2: 'newpass1',
    });
    expect(body.code).toBe(200);
    expect((await get(suite.server, suite.operator, '/api/sysAuth/userInfo')).body.code).toBe(200);
    expect((await get(suite.server, other, '/api/sysAuth/userInfo')).body.code).toBe(401);
    // The new password is the one on record now.
    const back = await post(suite.server, suite.operator, '/api/sysUser/changePwd', {
      passwordOld: 'newpass1',
      passwordNew: '123456',
    });
    expect(back.body.code).toBe(200);
  });

  it('accepts SM2-encrypted passwords like the login does', async () => {
    const keys = suite.server.services.config.secrets;
    expect(keys.sm2PublicKey).toMatch(/^04[0-9a-f]{128}$/);
    const { body } = await post(suite.server, suite.operator, '/api/sysUser/changePwd', {
      passwordOld: sm2Encrypt('123456', keys.sm2PublicKey),
      passwordNew: sm2Encrypt('newpass2', keys.sm2PublicKey),
    });
    expect(body.code).toBe(200);
    // The decrypted text was stored, not the cipher: the plain new password is the one on record.
    const back = await post(suite.server, suite.operator, '/api/sysUser/changePwd', {
      passwordOld: 'newpass2',
      passwordNew: '123456',
    });
    expect(back.body.code).toBe(200);
  });

  it('needs the user-center codes (a user without roles is refused)', async () => {
    const { body: added } = await post<number>(
      suite.server,
      await suite.server.tokenFor('factory', 'factory'),
      '/api/sysUser/add',
      {
        account: 'noroles01',
        password: 'secret123',
        realName: 'No Roles',
        orgId: 1310000000101,
      },
    );
    expect(added.code).toBe(200);
    const bare = await suite.server.tokenFor('noroles01', 'factory');
    expect((await get(suite.server, bare, '/api/sysUser/baseInfo')).body.code).toBe(403);
    expect(
      (await post(suite.server, bare, '/api/sysUser/changePwd', { passwordOld: 'secret123', passwordNew: 'x12345' }))
        .body.code,
    ).toBe(403);
  });
});
