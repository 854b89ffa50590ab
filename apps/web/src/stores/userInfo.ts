import type { UserInfo } from '@printfloor/contract';
import { create } from 'zustand';

export interface UserInfoState {
  userInfos: UserInfo | null;
  /** Button codes: userInfo.buttons plus ownBtnPermList (spec §6). */
  buttons: string[];
  roles: Array<{ id: number; name: string; code: string }>;
  setUserInfos: (info: UserInfo | null) => void;
  setOwnButtons: (codes: string[]) => void;
  setRoles: (roles: Array<{ id: number; name: string; code: string }>) => void;
  reset: () => void;
}

function mergeCodes(...lists: Array<readonly string[] | null | undefined>): string[] {
  return [...new Set(lists.flatMap((l) => l ?? []))];
}

export const useUserInfo = create<UserInfoState>((set, get) => ({
  userInfos: null,
  buttons: [],
  roles: [],
  setUserInfos: (info) =>
    set({
      userInfos: info ? { ...info, avatar: info.avatar || '/favicon.ico' } : null,
      buttons: mergeCodes(info?.buttons, get().buttons),
    }),
  setOwnButtons: (codes) => set({ buttons: mergeCodes(get().userInfos?.buttons, codes) }),
  setRoles: (roles) => set({ roles }),
  reset: () => set({ userInfos: null, buttons: [], roles: [] }),
}));
