import { create } from 'zustand';
import type { MenuItem } from '../api/types.ts';

/** The raw menu tree as the server sent it. */
export const useRequestOldRoutes = create<{ requestOldRoutes: MenuItem[]; set: (r: MenuItem[]) => void }>((set) => ({
  requestOldRoutes: [],
  set: (requestOldRoutes) => set({ requestOldRoutes }),
}));
