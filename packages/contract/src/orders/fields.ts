import type { FieldDef } from '../resources/define.ts';
import { L } from './text.ts';

/**
 * The factory's merchant filter (the factory's order lists and the order report): the order's own
 * tenant, picked by the name of the customer row that links it. tenant_id is in the INCLUDE of the
 * factory's page indexes (0023), so the filter is read from the index entries like the tabs,
 * without a visit to the table.
 */
export const merchantTenantField = (): FieldDef => ({
  type: 'integer',
  column: 'tenant_id',
  label: L('商户', 'Merchant', '商戶', 'Comerciante'),
  min: 1,
  max: Number.MAX_SAFE_INTEGER,
  search: 'eq',
  choices: { resource: 'customer', valueField: 'merchantTenantId', labelField: 'name' },
  list: false,
  form: false,
  exportable: false,
});
