import { create } from 'zustand';

/** The server's `watermarkEnabled` (GET /api/sysAuth/watermarkConfig); null until answered. */
export const useServerWatermark = create<{ enabled: boolean | null; setEnabled: (v: boolean | null) => void }>(
  (set) => ({ enabled: null, setEnabled: (enabled) => set({ enabled }) }),
);

/** Watermark text: the configured text (trimmed), else the user's real name, else the account. */
export function watermarkTextOf(configured: string, realName?: string | null, account?: string | null): string {
  return configured.trim() || realName?.trim() || account?.trim() || '';
}
