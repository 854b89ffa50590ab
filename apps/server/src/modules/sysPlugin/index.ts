/**
 * Plugins (issue 16): the optional parts of the system, enabled or disabled per tenant with a
 * configuration of their declared fields. Other modules ask here before using one; the routes
 * (routes.ts, registered from modules/index.ts) list and set them.
 */
export { marketplacePluginId, type PluginState, requirePlugin } from './state.ts';
