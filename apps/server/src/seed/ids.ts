/**
 * Fixed ids of seeded rows. Platform ids follow Admin.NET's seed (admin-net-contract §13)
 * so compatibility tests line up; factory and merchant demo tenants use 131… and 132….
 */
export const SEED = {
  platform: {
    tenantId: 1300000000001,
    code: 'platform',
    orgId: 1300000000101,
    users: {
      superadmin: 1300000000101,
      admin: 1300000000111,
      user1: 1300000000112,
      user2: 1300000000113,
      user3: 1300000000114,
      user4: 1300000000115,
    },
    roles: {
      sysAdmin: 1300000000101,
      deptChild: 1300000000102,
      dept: 1300000000103,
      self: 1300000000104,
      define: 1300000000105,
    },
  },
  factory: {
    tenantId: 1310000000001,
    code: 'factory',
    orgId: 1310000000101,
    /** accounts: factory (tenant admin, 888), operator (777, production), warehouse (777, warehouse) */
    users: { factory: 1310000000111, operator: 1310000000112, warehouse: 1310000000113 },
    roles: { sysAdmin: 1310000000101, operator: 1310000000102, warehouse: 1310000000103 },
  },
  merchant: {
    tenantId: 1320000000001,
    code: 'merchant',
    orgId: 1320000000101,
    /** accounts: merchant (tenant admin, 888), shopstaff (666 member) */
    users: { merchant: 1320000000111, shopstaff: 1320000000112 },
    roles: { sysAdmin: 1320000000101, member: 1320000000102 },
  },
  /** A second merchant served by the demo factory (orders of two customers on one desk). */
  merchant2: {
    tenantId: 1320000000002,
    code: 'merchant2',
    orgId: 1320000000301,
    /** accounts: merchant2 (tenant admin, 888) */
    users: { merchant2: 1320000000311 },
    roles: { sysAdmin: 1320000000301 },
  },
} as const;
