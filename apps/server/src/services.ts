import { AuthCache } from './auth/auth-cache.ts';
import { TokenService } from './auth/tokens.ts';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { SettingsStore } from './modules/sysConfig/index.ts';
import { LogSmsSender, type SmsSender } from './modules/sysSms/index.ts';

/** Long-lived collaborators shared by every route, created once per server. */
export interface AppServices {
  config: AppConfig;
  db: Database;
  tokens: TokenService;
  /** Session checks, button codes and userInfo, invalidated by database notices. */
  authCache: AuthCache;
  settings: SettingsStore;
  /** SMS codes go out through this sender; the default writes them to the server log. */
  sms: SmsSender;
}

export function createServices(config: AppConfig, db: Database): AppServices {
  return {
    config,
    db,
    tokens: new TokenService(config.secrets.jwtSecret),
    authCache: new AuthCache(),
    settings: new SettingsStore(db),
    sms: new LogSmsSender(),
  };
}
