import { describe, expect, it } from 'vitest';
import { adminMiscSuite } from './misc-helpers.ts';

describe('tools screen calls (sysCommon, sysEnum)', () => {
  const { superadmin, factory } = adminMiscSuite();

  it('smKeyPair: a new SM2 pair each call (uncompressed public key, 32-byte private key)', async () => {
    const a = (await superadmin.get<{ publicKey: string; privateKey: string }>('/api/sysCommon/smKeyPair')).body.result;
    const b = (await superadmin.get<{ publicKey: string; privateKey: string }>('/api/sysCommon/smKeyPair')).body.result;
    expect(a.publicKey).toMatch(/^04[0-9a-f]{128}$/);
    expect(a.privateKey).toMatch(/^[0-9a-f]{64}$/);
    expect(b.privateKey).not.toBe(a.privateKey);
  });

  it('enumTypeList and enumDataList: the contract enums under Admin.NET names', async () => {
    const types = (await superadmin.get<{ typeName: string; typeDescribe: string }[]>('/api/sysEnum/enumTypeList')).body
      .result;
    expect(types).toContainEqual(
      expect.objectContaining({ typeName: 'AccountTypeEnum', typeDescribe: 'Account type' }),
    );
    const values = (await superadmin.get('/api/sysEnum/enumDataList', { enumName: 'AccountTypeEnum' })).body.result;
    expect(values).toContainEqual({ name: 'SuperAdmin', value: 999, describe: 'SuperAdmin' });
    expect((await superadmin.get('/api/sysEnum/enumDataList', { enumName: 'NoSuchEnum' })).body.result).toEqual([]);
  });

  it('refuses the factory administrator (the tools menu is the platform area)', async () => {
    expect((await factory.get('/api/sysCommon/smKeyPair')).body.code).toBe(403);
    expect((await factory.get('/api/sysEnum/enumTypeList')).body.code).toBe(403);
  });
});
