import type { ConstListItem } from '@printfloor/contract';
import { create } from 'zustand';
import { currentArea } from '../utils/area.ts';
import { Session } from '../utils/storage.ts';

/** Constants list (`sysConst/list`), also kept in tab storage `constList` (admin-net-contract §3.7). */
interface ConstantsState {
  constList: ConstListItem[];
  setConstList: (list: ConstListItem[]) => void;
  /** Display name of a constant value: `codeToName`. */
  codeToName: (typeCode: string, value: unknown) => string | undefined;
  /** Items of one constant class: `getConstType`. */
  getConstType: (typeCode: string) => Array<{ name: string; code: unknown }>;
}

export const useConstants = create<ConstantsState>((set, get) => ({
  constList: [],
  setConstList: (constList) => {
    Session.set(currentArea(), 'constList', constList);
    set({ constList });
  },
  codeToName: (typeCode, value) =>
    get()
      .getConstType(typeCode)
      .find((c) => c.code === value)?.name,
  getConstType: (typeCode) => get().constList.find((c) => c.code === typeCode)?.data?.result ?? [],
}));
