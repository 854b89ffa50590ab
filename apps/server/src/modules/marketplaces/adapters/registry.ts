import { aliexpressAdapter } from './aliexpress.ts';
import { amazonAdapter } from './amazon.ts';
import { eccangAdapter, mabangAdapter } from './erp.ts';
import { jushuitanAdapter } from './jushuitan.ts';
import { sheinAdapter } from './shein.ts';
import { temuAdapter } from './temu.ts';
import { tiktokAdapter } from './tiktok.ts';
import type { MarketplaceAdapter, Platform } from './types.ts';

const ADAPTERS: Record<Platform, MarketplaceAdapter> = {
  tiktok: tiktokAdapter,
  temu: temuAdapter,
  shein: sheinAdapter,
  jushuitan: jushuitanAdapter,
  amazon: amazonAdapter,
  aliexpress: aliexpressAdapter,
  eccang: eccangAdapter,
  mabang: mabangAdapter,
};

/** The adapter of a platform code (the shop's `platform`). */
export function adapterFor(platform: Platform | string): MarketplaceAdapter {
  const adapter = ADAPTERS[platform as Platform];
  if (!adapter) throw new Error(`no marketplace adapter for platform "${platform}"`);
  return adapter;
}

/** The platforms that have an adapter. */
export const SUPPORTED_PLATFORMS = Object.keys(ADAPTERS) as Platform[];
