import type { AppServices } from '../../../services.ts';
import { adapterFor } from '../adapters/registry.ts';
import type { AppConfig, MarketplaceAdapter, Platform } from '../adapters/types.ts';

/** The factory's app on a platform (config.marketplaceApps) and that platform's adapter. */
export function platformOf(services: AppServices, platform: string): { app: AppConfig; adapter: MarketplaceAdapter } {
  const app = services.config.marketplaceApps[platform];
  if (!app) throw new Error(`no marketplace app configured for ${platform}`);
  return { app, adapter: adapterFor(platform as Platform) };
}
