import { http } from './request.ts';

/** Calls of the tools screen: an SM2 key pair from the server, the contract's enums. */
export const sysToolsApi = {
  smKeyPair: () => http.get<{ privateKey: string; publicKey: string }>('/api/sysCommon/smKeyPair'),
  enumTypes: () =>
    http.get<{ typeName: string; typeDescribe: string; typeRemark: string }[]>('/api/sysEnum/enumTypeList'),
  enumData: (enumName: string) =>
    http.get<{ name: string; value: number; describe: string }[]>('/api/sysEnum/enumDataList', { enumName }),
};
