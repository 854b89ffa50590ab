import type { MenuItem } from '@printfloor/contract';
import { create } from 'zustand';

/** The raw menu tree as the server sent it. */
export const useRequestOldRoutes = create<{ requestOldRoutes: MenuItem[]; set: (r: MenuItem[]) => void }>((set) => ({
  requestOldRoutes: [],
  set: (requestOldRoutes) => set({ requestOldRoutes }),
}));
