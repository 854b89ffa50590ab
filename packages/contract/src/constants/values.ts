/** Re-exports the single constants of enums.ts used by the constant classes, plus a few of spec §9. */
export {
  ACCESS_TOKEN_HEADER,
  AVATAR_MAX_BYTES,
  DEFAULT_AREA,
  DEFAULT_PRIMARY_COLOR,
  DEFAULT_TENANT_ID,
  DEFAULT_TIME_ZONE,
  INVALID_TOKEN,
  LOCK_SCREEN_SECONDS,
  LOGIN_LOCK_MINUTES,
  LOGIN_MAX_FAILURES,
  LOGIN_TENANT_ID_MIN,
  ORDER_IMAGE_MAX_BYTES,
  ORDER_PULL_MAX_DAYS,
  REFRESH_TOKEN_HEADER,
  SCAN_RETRIES,
  STORAGE_PREFIX,
} from '../enums.ts';

/** Spec §9 writes the default language as `zh-cn` (the console's language code). */
export const DEFAULT_LANGUAGE_CODE = 'zh-cn';
