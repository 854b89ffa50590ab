import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../services.ts';
import type { ServerDomain } from '../domain.ts';
import { registerMarketplaceRoutes } from './routes.ts';
import { registerMarketplaceJobs } from './sync/sync.job.ts';

/**
 * Marketplaces (issue 14): the adapter contract and one adapter per platform, shop authorization
 * (tokens sealed at rest), the pull service and its scheduled jobs; see docs/marketplaces.md.
 */
export const marketplacesDomain: ServerDomain = {
  name: 'marketplaces',
  migrations: path.join(import.meta.dirname, 'migrations'),
  async registerRoutes(app: FastifyInstance, services: AppServices) {
    registerMarketplaceRoutes(app, services);
    // Before the server is ready, so the job system inserts them with their default triggers.
    registerMarketplaceJobs();
  },
};

export {
  ALIEXPRESS_LIMITS,
  ALIEXPRESS_STATUS,
  aliexpressAdapter,
  aliexpressSign,
  createAliexpressAdapter,
} from './adapters/aliexpress.ts';
export { AMAZON_LIMITS, AMAZON_STATUS, amazonAdapter, createAmazonAdapter } from './adapters/amazon.ts';
export {
  areaKey,
  type Customization,
  type CustomizationImage,
  customizationImages,
  unzip,
} from './adapters/amazon-custom.ts';
export { type FetchedArtwork, fetchArtwork, sniffImage } from './adapters/artwork.ts';
export {
  createErpAdapter,
  ERP_LIMITS,
  ERP_STATUS,
  type ErpPlatform,
  eccangAdapter,
  erpSign,
  mabangAdapter,
} from './adapters/erp.ts';
export {
  createJushuitanAdapter,
  JUSHUITAN_LIMITS,
  JUSHUITAN_STATUS,
  jushuitanAdapter,
  jushuitanSign,
} from './adapters/jushuitan.ts';
export { decimal, fromMinor, sumLines } from './adapters/money.ts';
export { adapterFor, SUPPORTED_PLATFORMS } from './adapters/registry.ts';
export {
  createSheinAdapter,
  decryptSecretKey,
  fromShanghai,
  SHEIN_LIMITS,
  SHEIN_STATUS,
  shanghaiTime,
  sheinAdapter,
  sheinSign,
} from './adapters/shein.ts';
export {
  createTemuAdapter,
  TEMU_LIMITS,
  TEMU_STATUS,
  TemuAddressCache,
  temuAdapter,
  temuSign,
} from './adapters/temu.ts';
export { createTiktokAdapter, TIKTOK_LIMITS, TIKTOK_STATUS, tiktokAdapter, tiktokSign } from './adapters/tiktok.ts';
export {
  type AdapterLimits,
  type AppConfig,
  type Consignee,
  type Credentials,
  type Label,
  type MarketplaceAdapter,
  needsRefresh,
  type OrderPage,
  type Platform,
  type PlatformArtwork,
  PlatformError,
  type PlatformErrorKind,
  type PlatformOrder,
  type PlatformOrderLine,
  type PrintAreaCode,
  RETRYABLE_KINDS,
  type RejectedOrder,
  type Session,
  type Shipment,
  type ShopHint,
  type StoreOrderStateValue,
  type TimeWindow,
} from './adapters/types.ts';
export { authorizeShop, refreshShop } from './shops/authorize.ts';
export { openCredentials, sealCredentials } from './shops/vault.ts';
export { type PullOptions, type PullRequest, REJECTED_HOLD_MS, runningPulls, startPull } from './sync/pull.ts';
export { sliceRange } from './sync/slices.ts';
export { refreshDueTokens, syncAllShops } from './sync/sync.job.ts';
