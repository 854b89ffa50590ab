/** The system-parameter cache services.ts creates once. */
export { SettingsStore } from './settings-store.ts';
