/** What other modules use of tenant administration: creating a tenant ready to log in. */
export { provisionTenant } from './provision.ts';
