import { create } from 'zustand';
import { type Area, currentArea } from '../../utils/area.ts';
import { Local } from '../../utils/storage.ts';

/** Local key of the "locked" flag; per area, so a reload while locked stays locked (shell-reference §6). */
export const LOCKED_KEY = 'isLockScreenLocked';

interface LockState {
  area: Area;
  locked: boolean;
  /** Re-reads the flag of an area (on entering it). */
  syncArea: (area: Area) => void;
  lock: () => void;
  /** Only after the server accepted the password. */
  unlock: () => void;
}

export const useLockScreen = create<LockState>((set, get) => {
  const area = typeof window === 'undefined' ? 'factory' : currentArea();
  return {
    area,
    locked: typeof window === 'undefined' ? false : Local.get(area, LOCKED_KEY) === true,
    syncArea: (next) => set({ area: next, locked: Local.get(next, LOCKED_KEY) === true }),
    lock: () => {
      Local.set(get().area, LOCKED_KEY, true);
      set({ locked: true });
    },
    unlock: () => {
      Local.remove(get().area, LOCKED_KEY);
      set({ locked: false });
    },
  };
});
