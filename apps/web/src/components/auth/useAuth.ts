import { useCallback } from 'react';
import { useUserInfo } from '../../stores/userInfo.ts';
import { auth, authAll, auths } from './permission.ts';

/** Button-permission checks against userInfo.buttons + ownBtnPermList, re-evaluated on change. */
export function useAuth() {
  const buttons = useUserInfo((s) => s.buttons);
  return {
    buttons,
    auth: useCallback((code: string) => auth(buttons, code), [buttons]),
    auths: useCallback((codes: readonly string[]) => auths(buttons, codes), [buttons]),
    authAll: useCallback((codes: readonly string[]) => authAll(buttons, codes), [buttons]),
  };
}
