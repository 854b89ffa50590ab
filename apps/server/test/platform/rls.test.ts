import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Tx } from '../../src/db/client.ts';
import { asPlatform, inTenant } from '../../src/db/context.ts';
import { migrate } from '../../src/db/migrate.ts';
import { queryRows } from '../../src/db/query.ts';
import { DOMAINS } from '../../src/modules/index.ts';
import { createTestDatabase } from '../helpers/server.ts';
import { SETUP_TIMEOUT } from '../helpers/suite.ts';

/**
 * Row-level security proven table by table (docs/architecture.md "Multi-tenancy").
 *
 * Nothing here names a tenant table: the tables, their columns, keys, grants and policies are read
 * from the migrated database's catalogue, so a table a later migration adds through
 * `pf_tenant_table()` is covered without editing this file. For every tenant table the test writes
 * one row of each of two tenants (A and B) and then, as the application role printfloor_app with
 * app.tenant_id set — through `inTenant`, exactly as the services run — checks that each tenant sees
 * exactly its own rows, cannot update, delete or take the other's, cannot write a row into the other
 * tenant, and can write its own; a transaction without a tenant sees and writes nothing.
 *
 * The cross-tenant tables (a factory reading its merchants' orders, shops and imports) are the tenant
 * tables with factory_tenant_id; their policies are known by name — `factory_desk` (oms_order, and
 * every order part made by `pf_order_part()`: the order's rows from submission on), `factory_view`
 * (select-only) — and proven with a merchant, the factory serving it and an unrelated factory. A
 * policy of another name, or a factory_tenant_id without one of these, fails the test until its
 * expectation is written here: what a new cross-tenant rule opens has to be stated, not guessed.
 * Views that read tenant tables must run with the caller's rights (security_invoker) unless marked
 * GLOBAL (platform-only).
 *
 * The rows are generated from the catalogue: every NOT NULL column without a default, and every
 * column of a unique key whose default is a constant, gets a value of its type (the row's number n:
 * n, 'n', a date n days after 2001-02-03, '{}' for json and arrays, the first label of an enum or of a
 * single-column CHECK (… = ANY (ARRAY[…]))). Numbers are the same n throughout a row, so checks
 * comparing columns (qualified_qty <= reported_qty) hold. They are written as the owner (row-level
 * security does not apply to it) in one transaction with session_replication_role = replica: no
 * trigger runs (the shop trigger would overwrite factory_tenant_id from a customer row) and no
 * foreign key is checked, so every table is filled in one script in any order, whatever it comes to
 * reference. Each probe through the application role runs in a transaction that is rolled back, so
 * every test sees the rows as written.
 */

/** Tenants of the two-tenant check and of the cross-tenant scenario; no migration writes rows for them. */
const A = 8_100_000_000_001;
const B = 8_100_000_000_002;
const MERCHANT = 8_100_000_000_011;
const FACTORY = 8_100_000_000_012;
const UNRELATED = 8_100_000_000_013;
/** The first id of the scenario's rows (ids from pf_id_seq start at 14 digits, seeded ones at 13). */
const SCENARIO_IDS = 8_200_000_000_001;
/** The order table of the factory desk; its parts carry order_id (migration 0015, pf_order_part). */
const ORDER_TABLE = 'oms_order';
/** The factory's customer row that links a merchant to it (modules/baseData; read by pf_order_factories and factory_desk's WITH CHECK). */
const LINK_TABLE = 'mes_customer';
/** A test-only function: runs one statement and says what came of it, so a batch of refusals is one statement. */
const PROBE = 'rls_test_probe';

interface Column {
  name: string;
  type: string;
  base: string;
  category: string;
  label: string | null;
  notNull: boolean;
  default: string | null;
  generated: boolean;
  identity: boolean;
  check: string | null;
}
interface Policy {
  name: string;
}
type Privilege = 'select' | 'insert' | 'update' | 'delete';
interface Table {
  name: string;
  kind: string | null;
  rls: boolean;
  owner: string;
  foreignKeys: boolean;
  grants: Record<Privilege, boolean>;
  keys: { index: string; first: string | null; columns: string[] | null }[];
  columns: Column[];
  policies: Policy[];
}
interface View {
  name: string;
  kind: string | null;
  options: string[] | null;
  reads: string[] | null;
}
interface Catalogue {
  role: { superuser: boolean; bypassrls: boolean } | null;
  tables: Table[];
  views: View[];
}

const CATALOGUE = `
select json_build_object(
  'role', (select json_build_object('superuser', r.rolsuper, 'bypassrls', r.rolbypassrls) from pg_roles r where r.rolname = 'printfloor_app'),
  'tables', coalesce((select json_agg(json_build_object(
      'name', c.relname,
      'kind', obj_description(c.oid, 'pg_class'),
      'rls', c.relrowsecurity,
      'owner', pg_get_userbyid(c.relowner),
      'foreignKeys', exists (select 1 from pg_constraint k where k.conrelid = c.oid and k.contype = 'f'),
      'grants', json_build_object(
        'select', has_table_privilege('printfloor_app', c.oid, 'select'),
        'insert', has_table_privilege('printfloor_app', c.oid, 'insert'),
        'update', has_table_privilege('printfloor_app', c.oid, 'update'),
        'delete', has_table_privilege('printfloor_app', c.oid, 'delete')),
      'keys', coalesce((select json_agg(json_build_object(
          'index', i.relname,
          'first', a.attname,
          'columns', (select json_agg(ka.attname) from unnest(x.indkey::int2[]) u(n)
                        join pg_attribute ka on ka.attrelid = c.oid and ka.attnum = u.n)))
          from pg_index x join pg_class i on i.oid = x.indexrelid
          left join pg_attribute a on a.attrelid = c.oid and a.attnum = x.indkey[0]
         where x.indrelid = c.oid and (x.indisunique or x.indisprimary)), '[]'),
      'columns', (select json_agg(json_build_object(
          'name', a.attname,
          'type', format_type(a.atttypid, a.atttypmod),
          'base', format_type(coalesce(b.oid, t.oid), null),
          'category', coalesce(b.typcategory, t.typcategory),
          'label', (select e.enumlabel from pg_enum e where e.enumtypid = coalesce(b.oid, t.oid) order by e.enumsortorder limit 1),
          'notNull', a.attnotnull,
          'default', pg_get_expr(d.adbin, d.adrelid),
          'generated', a.attgenerated <> '',
          'identity', a.attidentity <> '',
          'check', (select pg_get_constraintdef(k.oid) from pg_constraint k
                     where k.conrelid = c.oid and k.contype = 'c' and k.conkey = array[a.attnum] limit 1)) order by a.attnum)
          from pg_attribute a join pg_type t on t.oid = a.atttypid
          left join pg_type b on t.typtype = 'd' and b.oid = t.typbasetype
          left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
         where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped),
      'policies', coalesce((select json_agg(json_build_object('name', p.polname) order by p.polname)
          from pg_policy p where p.polrelid = c.oid), '[]')) order by c.relname)
      from pg_class c
     where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and c.relname <> 'pf_migration'), '[]'),
  'views', coalesce((select json_agg(json_build_object(
      'name', v.relname,
      'kind', obj_description(v.oid, 'pg_class'),
      'options', v.reloptions,
      'reads', (select json_agg(distinct t.relname) from pg_rewrite r
                  join pg_depend d on d.classid = 'pg_rewrite'::regclass and d.objid = r.oid and d.refclassid = 'pg_class'::regclass
                  join pg_class t on t.oid = d.refobjid and t.oid <> v.oid and t.relkind in ('r', 'p')
                 where r.ev_class = v.oid)) order by v.relname)
      from pg_class v where v.relnamespace = 'public'::regnamespace and v.relkind in ('v', 'm')), '[]')
) as doc`;

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const lit = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** Columns a generated row fills: required ones, and unique-key columns whose default is a constant. */
function fills(table: Table, column: Column): boolean {
  if (column.generated || column.identity) return false;
  if (column.notNull && column.default === null) return true;
  const keyed = table.keys.some((k) => k.columns?.includes(column.name) && k.first === 'tenant_id');
  return keyed && column.name !== 'tenant_id' && column.default !== null && !/nextval\(/.test(column.default);
}

/** A value of the column's type for row number n (see the head of the file). */
function sampleValue(column: Column, n: number): string {
  const allowed = column.check?.match(/= ANY \(+ARRAY\[\s*(?:'((?:[^']|'')*)'|(-?[\d.]+))/);
  if (allowed) return `${allowed[1] !== undefined ? lit(allowed[1].replace(/''/g, "'")) : allowed[2]}::${column.type}`;
  switch (column.category) {
    case 'N':
      return `${n}::${column.type}`;
    case 'B':
      return 'false';
    case 'D':
      return `(timestamptz '2001-02-03 04:05:06+00' + ${n} * interval '1 day')::${column.type}`;
    case 'T':
      return `(${n} * interval '1 second')::${column.type}`;
    case 'A':
      return `'{}'::${column.type}`;
    case 'E':
      return `${lit(column.label ?? '')}::${column.type}`;
    case 'I':
      return `'10.0.0.${n}'::${column.type}`;
  }
  if (column.base === 'json' || column.base === 'jsonb') return `'{}'::${column.type}`;
  if (column.base === 'uuid') return `'00000000-0000-0000-0000-${String(n).padStart(12, '0')}'::${column.type}`;
  if (column.base === 'bytea') return `'\\x00'::${column.type}`;
  return `${lit(String(n))}::${column.type}`;
}

/** An insert of one generated row; `set` overrides columns (numbers or null). */
function insertRow(table: Table, n: number, set: Record<string, number | null>): string {
  const values = new Map<string, string>();
  for (const c of table.columns) if (fills(table, c)) values.set(c.name, sampleValue(c, n));
  for (const [name, value] of Object.entries(set)) values.set(name, value === null ? 'null' : String(value));
  return `insert into ${ident(table.name)} (${[...values.keys()].map(ident).join(', ')}) values (${[...values.values()].join(', ')})`;
}

/** What a probe must come to: `ok <rows>` or `error <sqlstate> <message>`. */
const ZERO = /^ok 0$/;
const ONE = /^ok 1$/;
const RLS_REFUSED = /^error 42501 new row violates row-level security policy/;
const NOT_GRANTED = /^error 42501 permission denied/;

interface Probe {
  table: string;
  what: string;
  statement: string;
  want: RegExp;
}

let db: Database;
let drop: () => Promise<void>;
let catalogue: Catalogue;
let tenantTables: Table[];
/** Scenario rows per table: which row ids play which part. */
const scenario = new Map<string, Record<string, number>>();

/** Runs `fn` as a tenant (inTenant: printfloor_app, app.tenant_id) and rolls its transaction back. */
async function rolledBack<T>(tenant: number | null, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const box: { value?: T } = {};
  const sentinel = new Error('roll back');
  await inTenant(db, tenant, async (tx) => {
    box.value = await fn(tx);
    throw sentinel;
  }).catch((error: unknown) => {
    if (error !== sentinel) throw error;
  });
  return box.value as T;
}

/** Runs the probes as `tenant` in one statement (rolled back) and lists those that came to something else. */
async function wrongOutcomes(tenant: number | null, probes: Probe[]): Promise<string[]> {
  if (!probes.length) return [];
  const values = probes.map((p, i) => `(${i}, ${lit(p.statement)})`).join(',\n');
  const rows = await rolledBack(tenant, (tx) =>
    queryRows<{ i: number; outcome: string }>(
      tx,
      sql.raw(`select v.i, ${PROBE}(v.statement) as outcome from (values ${values}) as v(i, statement) order by v.i`),
    ),
  );
  return probes.flatMap((p, i) => {
    const outcome = rows[i]?.outcome ?? '(none)';
    return p.want.test(outcome) ? [] : [`${p.table} ${p.what} as ${tenant}: ${outcome} (want ${p.want.source})`];
  });
}

/** Rows each table shows to `tenant` through the application role: all, and those of `own`. */
async function visible(tenant: number | null, tables: Table[]): Promise<Map<string, { total: number; own: number }>> {
  const own = tenant === null ? 'null' : String(tenant);
  const text = tables
    .filter((t) => t.grants.select)
    .map(
      (t) =>
        `select ${lit(t.name)} as t, count(*)::int as total, count(*) filter (where tenant_id = ${own})::int as own from ${ident(t.name)}`,
    )
    .join('\nunion all ');
  const rows = await rolledBack(tenant, (tx) =>
    queryRows<{ t: string; total: number; own: number }>(tx, sql.raw(text)),
  );
  return new Map(rows.map((r) => [r.t, { total: r.total, own: r.own }]));
}

/** The ids of a table's rows that `tenant` sees (the scenario's tables). */
async function visibleIds(tenant: number | null, tables: string[]): Promise<Record<string, number[]>> {
  const text = tables
    .map(
      (t) => `select ${lit(t)} as t, coalesce((select json_agg(id order by id) from ${ident(t)}), '[]'::json) as ids`,
    )
    .join('\nunion all ');
  const rows = await rolledBack(tenant, (tx) => queryRows<{ t: string; ids: number[] }>(tx, sql.raw(text)));
  return Object.fromEntries(rows.map((r) => [r.t, r.ids.map(Number)]));
}

type CrossKind = 'reader' | 'order' | 'part';
const hasColumn = (table: Table, name: string) => table.columns.some((c) => c.name === name);
/** What a policy besides tenant_isolation opens, by its name and table; null: not known to this test. */
const kindOfPolicy = (table: Table, policy: Policy): CrossKind | null => {
  if (policy.name === 'factory_view' && hasColumn(table, 'factory_tenant_id')) return 'reader';
  if (policy.name === 'factory_desk' && table.name === ORDER_TABLE) return 'order';
  if (policy.name === 'factory_desk' && hasColumn(table, 'order_id') && hasColumn(table, 'factory_tenant_id'))
    return 'part';
  return null;
};
/**
 * The cross-tenant tables are those with factory_tenant_id (the tenant a row is opened to), whatever
 * their policies say: a dropped factory policy must fail the scenario, not drop the table from it. The
 * kind comes from the table's known policy, or failing one from its columns (an order part has order_id).
 */
const kindOfTable = (table: Table): CrossKind | null => {
  if (!hasColumn(table, 'factory_tenant_id')) return null;
  for (const p of table.policies) {
    const kind = kindOfPolicy(table, p);
    if (kind) return kind;
  }
  return table.name === ORDER_TABLE ? 'order' : hasColumn(table, 'order_id') ? 'part' : 'reader';
};
/** A part's order_id: the scenario's submitted order (the order table itself has none). */
const ofSubmittedOrder = (table: Table): Record<string, number | null> =>
  hasColumn(table, 'order_id') ? { order_id: scenario.get(ORDER_TABLE)?.submitted ?? null } : {};
const crossTenant = (kind: CrossKind) => tenantTables.filter((t) => kindOfTable(t) === kind);

beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  await migrate(db, DOMAINS);
  await db.withConnection(async (exec) => {
    catalogue = (await exec(CATALOGUE))[0]?.doc as Catalogue;
    const hasTenantId = (t: Table) => t.columns.some((c) => c.name === 'tenant_id');
    // A tenant table is one marked TENANT, or with row-level security or a policy, or with tenant_id not marked GLOBAL.
    tenantTables = catalogue.tables.filter(
      (t) => t.kind === 'TENANT' || t.rls || t.policies.length > 0 || (hasTenantId(t) && t.kind !== 'GLOBAL'),
    );
    const script: string[] = [];
    for (const t of tenantTables.filter(hasTenantId)) {
      script.push(insertRow(t, 1, { tenant_id: A }), insertRow(t, 2, { tenant_id: B }));
    }
    // The cross-tenant scenario: the merchant's rows, open to FACTORY; UNRELATED serves nobody.
    let nextId = SCENARIO_IDS;
    const id = () => nextId++;
    // Row numbers of the scenario: distinct, so the merchant's rows of one table differ in every unique key.
    let n = 10;
    // The factory serves the merchant: its customer row links it, as on the floor (factory_desk's WITH CHECK reads it).
    const link = tenantTables.find((t) => t.name === LINK_TABLE && hasColumn(t, 'merchant_tenant_id'));
    if (link) script.push(insertRow(link, ++n, { tenant_id: FACTORY, merchant_tenant_id: MERCHANT }));
    const orderTable = tenantTables.find((t) => t.name === ORDER_TABLE);
    const orders = { draft: id(), submitted: id(), rejected: id() };
    if (orderTable) {
      scenario.set(ORDER_TABLE, orders);
      const states = { draft: [0, 0], submitted: [1, 0], rejected: [0, 2] } as const;
      for (const [part, [submit, approval]] of Object.entries(states))
        script.push(
          insertRow(orderTable, ++n, {
            tenant_id: MERCHANT,
            id: orders[part as keyof typeof orders],
            factory_tenant_id: FACTORY,
            submit_state: submit,
            approval_state: approval,
          }),
        );
    }
    for (const t of crossTenant('part')) {
      const rows = { draft: id(), submitted: id(), rejected: id() };
      scenario.set(t.name, rows);
      for (const part of ['draft', 'submitted', 'rejected'] as const)
        script.push(
          insertRow(t, ++n, {
            tenant_id: MERCHANT,
            id: rows[part],
            factory_tenant_id: FACTORY,
            order_id: orders[part],
          }),
        );
    }
    for (const t of crossTenant('reader')) {
      const rows = { linked: id(), unlinked: id() };
      scenario.set(t.name, rows);
      script.push(
        insertRow(t, ++n, { tenant_id: MERCHANT, id: rows.linked, factory_tenant_id: FACTORY }),
        insertRow(t, ++n, { tenant_id: MERCHANT, id: rows.unlinked, factory_tenant_id: null }),
      );
    }
    try {
      await exec(`begin;
        set local session_replication_role = replica;
        ${script.join(';\n')};
        create function ${PROBE}(statement text) returns text language plpgsql as $$
        declare n bigint;
        begin
          execute statement;
          get diagnostics n = row_count;
          return 'ok ' || n;
        exception when others then
          return 'error ' || sqlstate || ' ' || sqlerrm;
        end $$;
        grant execute on function ${PROBE}(text) to printfloor_app;
        commit;`);
    } catch (error) {
      await exec('rollback').catch(() => undefined);
      throw error;
    }
  });
}, SETUP_TIMEOUT);
afterAll(() => drop?.());

describe('tenant isolation in the schema', () => {
  it('marks every table GLOBAL or TENANT', () => {
    expect(catalogue.tables.length).toBeGreaterThan(10);
    for (const t of catalogue.tables)
      expect([t.name, t.kind]).toEqual([t.name, expect.stringMatching(/^(GLOBAL|TENANT)$/)]);
  });

  it('gives every tenant table tenant_id, row-level security, its tenant policy and keys led by tenant_id', () => {
    expect(tenantTables.length).toBeGreaterThan(50);
    const problems = tenantTables.flatMap((t) => [
      ...(t.kind === 'TENANT' ? [] : [`${t.name}: not marked TENANT`]),
      ...(t.rls ? [] : [`${t.name}: row-level security disabled`]),
      ...(t.policies.length ? [] : [`${t.name}: no policy`]),
      ...(t.policies.some((p) => p.name === 'tenant_isolation') ? [] : [`${t.name}: no tenant_isolation policy`]),
      ...(t.columns.some((c) => c.name === 'tenant_id' && c.notNull) ? [] : [`${t.name}: no tenant_id not null`]),
      ...(t.owner === 'printfloor_app'
        ? [`${t.name}: owned by the application role, which bypasses its policies`]
        : []),
      ...(t.keys.length ? [] : [`${t.name}: no primary key`]),
      // Distributable by tenant_id (Citus): every unique index leads with it.
      ...t.keys
        .filter((k) => k.first !== 'tenant_id')
        .map((k) => `${t.name}: unique index ${k.index} not led by tenant_id`),
    ]);
    expect(problems).toEqual([]);
  });

  it('runs tenant work as a role that row-level security binds', () => {
    expect(catalogue.role).toEqual({ superuser: false, bypassrls: false });
  });

  it('reads tenant tables in views only with the caller rights, or in views marked GLOBAL (platform-only)', () => {
    const tenantNames = new Set(tenantTables.map((t) => t.name));
    const problems = catalogue.views
      .filter((v) => (v.reads ?? []).some((t) => tenantNames.has(t)))
      .filter(
        (v) => v.kind !== 'GLOBAL' && !(v.options ?? []).some((o) => /^security_invoker=(true|on|yes|1)$/i.test(o)),
      )
      .map((v) => `${v.name} reads ${v.reads?.join(', ')} past row-level security`);
    expect(problems).toEqual([]);
  });
});

describe('row-level security, table by table, through the application role', () => {
  it('shows each tenant exactly its own rows of every tenant table, and nothing to a transaction without a tenant', async () => {
    const stored = await asPlatform(db, (tx) =>
      queryRows<{ t: string; a: number; b: number }>(
        tx,
        sql.raw(
          tenantTables
            .map(
              (t) =>
                `select ${lit(t.name)} as t, count(*) filter (where tenant_id = ${A})::int as a, count(*) filter (where tenant_id = ${B})::int as b from ${ident(t.name)}`,
            )
            .join('\nunion all '),
        ),
      ),
    );
    const problems: string[] = [];
    for (const [tenant, key] of [
      [A, 'a'],
      [B, 'b'],
    ] as const) {
      const seen = await visible(tenant, tenantTables);
      for (const s of stored) {
        const v = seen.get(s.t);
        // Not vacuous: the tenant has rows in every table, and sees them all and nothing else.
        if (s[key] < 1) problems.push(`${s.t}: no row of ${tenant} was written`);
        else if (!v) problems.push(`${s.t}: ${tenant} cannot read it`);
        else if (v.total !== s[key] || v.own !== s[key])
          problems.push(`${s.t}: ${tenant} sees ${v.total} rows (${v.own} its own) of its ${s[key]}`);
      }
    }
    for (const [t, v] of await visible(null, tenantTables))
      if (v.total !== 0) problems.push(`${t}: a transaction without a tenant sees ${v.total} rows`);
    expect(problems).toEqual([]);
  });

  it('lets a tenant neither update, delete nor take the other tenant’s rows, nor write into it; its own it writes', async () => {
    const problems: string[] = [];
    const denied = (t: Table, privilege: Privilege, want: RegExp) => (t.grants[privilege] ? want : NOT_GRANTED);
    for (const [tenant, other] of [
      [A, B],
      [B, A],
    ]) {
      const own = await visible(tenant, tenantTables);
      const probes = tenantTables.flatMap((t): Probe[] => {
        const name = ident(t.name);
        return [
          {
            table: t.name,
            what: 'update of the other tenant’s rows',
            statement: `update ${name} set tenant_id = tenant_id where tenant_id = ${other}`,
            want: denied(t, 'update', ZERO),
          },
          {
            table: t.name,
            what: 'delete of the other tenant’s rows',
            statement: `delete from ${name} where tenant_id = ${other}`,
            want: denied(t, 'delete', ZERO),
          },
          {
            table: t.name,
            what: 'insert into the other tenant',
            statement: insertRow(t, 5, { tenant_id: other }),
            want: denied(t, 'insert', RLS_REFUSED),
          },
          {
            table: t.name,
            what: 'moving its rows into the other tenant',
            statement: `update ${name} set tenant_id = ${other} where tenant_id = ${tenant}`,
            want: denied(t, 'update', RLS_REFUSED),
          },
          {
            table: t.name,
            what: 'update of its own rows',
            statement: `update ${name} set tenant_id = tenant_id where tenant_id = ${tenant}`,
            want: denied(t, 'update', new RegExp(`^ok ${own.get(t.name)?.own ?? 'unread'}$`)),
          },
          {
            table: t.name,
            what: 'insert of its own row',
            statement: insertRow(t, 6, { tenant_id: tenant }),
            // The row-level check comes before foreign keys are checked: a refused parent still proves the policy let it by.
            want: denied(t, 'insert', t.foreignKeys ? /^(ok 1|error 23503 )/ : ONE),
          },
        ];
      });
      problems.push(...(await wrongOutcomes(tenant, probes)));
    }
    const homeless = tenantTables.flatMap((t): Probe[] => [
      {
        table: t.name,
        what: 'update',
        statement: `update ${ident(t.name)} set tenant_id = tenant_id`,
        want: denied(t, 'update', ZERO),
      },
      { table: t.name, what: 'delete', statement: `delete from ${ident(t.name)}`, want: denied(t, 'delete', ZERO) },
      {
        table: t.name,
        what: 'insert',
        statement: insertRow(t, 7, { tenant_id: A }),
        want: denied(t, 'insert', RLS_REFUSED),
      },
    ]);
    problems.push(...(await wrongOutcomes(null, homeless)));
    expect(problems).toEqual([]);
  });
});

describe('row-level security across tenants: a merchant, its factory and an unrelated factory', () => {
  it('knows every policy besides tenant_isolation: factory_desk (the order and its parts) and factory_view', () => {
    const unknown = tenantTables.flatMap((t) =>
      t.policies
        .filter((p) => p.name !== 'tenant_isolation' && !kindOfPolicy(t, p))
        .map((p) => `${t.name}.${p.name}: say in this test what it opens, to whom`),
    );
    // A table that opens rows to a factory (factory_tenant_id) does it through a policy this test knows.
    const unopened = tenantTables
      .filter((t) => hasColumn(t, 'factory_tenant_id') && !t.policies.some((p) => kindOfPolicy(t, p)))
      .map((t) => `${t.name}: factory_tenant_id without factory_desk or factory_view`);
    expect([...unknown, ...unopened]).toEqual([]);
    expect(crossTenant('order').map((t) => t.name)).toEqual([ORDER_TABLE]);
    expect(crossTenant('part').map((t) => t.name)).toEqual(
      expect.arrayContaining(['oms_order_line', 'oms_order_area', 'oms_order_log']),
    );
    expect(crossTenant('reader').map((t) => t.name)).toEqual(
      expect.arrayContaining(['oms_shop', 'oms_import_template', 'oms_import_record']),
    );
  });

  it('shows the merchant all its rows, the factory its customers’ submitted orders and their parts and the linked rows, the unrelated factory nothing', async () => {
    const tables = [...scenario.keys()];
    const all = (t: string) => Object.values(scenario.get(t) ?? {}).sort((x, y) => x - y);
    const open = (t: string) => {
      const rows = scenario.get(t) ?? {};
      // A draft is the merchant's alone; submitted and rejected orders (and their parts) are the factory's desk.
      return [rows.submitted, rows.rejected, rows.linked]
        .filter((x): x is number => x !== undefined)
        .sort((x, y) => x - y);
    };
    expect(tables.length).toBeGreaterThan(5);
    expect(await visibleIds(MERCHANT, tables)).toEqual(Object.fromEntries(tables.map((t) => [t, all(t)])));
    expect(await visibleIds(FACTORY, tables)).toEqual(Object.fromEntries(tables.map((t) => [t, open(t)])));
    expect(await visibleIds(UNRELATED, tables)).toEqual(Object.fromEntries(tables.map((t) => [t, []])));
  });

  it('lets the factory write what its desk opens and nothing else, and the unrelated factory nothing', async () => {
    const problems: string[] = [];
    const desk = [...crossTenant('order'), ...crossTenant('part')];
    const factoryProbes = desk.flatMap((t): Probe[] => {
      const rows = scenario.get(t.name) ?? {};
      const name = ident(t.name);
      return [
        ...(['submitted', 'rejected'] as const).map((part) => ({
          table: t.name,
          what: `update of the ${part} row`,
          statement: `update ${name} set factory_tenant_id = factory_tenant_id where id = ${rows[part]}`,
          want: ONE,
        })),
        {
          table: t.name,
          what: 'update of the draft row',
          statement: `update ${name} set factory_tenant_id = factory_tenant_id where id = ${rows.draft}`,
          want: ZERO,
        },
        {
          table: t.name,
          what: 'delete of the draft row',
          statement: `delete from ${name} where id = ${rows.draft}`,
          want: ZERO,
        },
        {
          table: t.name,
          what: 'handing the submitted row to another factory',
          statement: `update ${name} set factory_tenant_id = ${UNRELATED} where id = ${rows.submitted}`,
          want: RLS_REFUSED,
        },
        {
          table: t.name,
          what: 'insert for another factory',
          statement: insertRow(t, 8, { tenant_id: MERCHANT, factory_tenant_id: UNRELATED, ...ofSubmittedOrder(t) }),
          want: RLS_REFUSED,
        },
        // The desk writes the parts of an order it serves (its timeline entries).
        ...(t.name === ORDER_TABLE
          ? []
          : [
              {
                table: t.name,
                what: 'insert of a part of the submitted order',
                statement: insertRow(t, 9, { tenant_id: MERCHANT, factory_tenant_id: FACTORY, ...ofSubmittedOrder(t) }),
                want: ONE,
              },
            ]),
      ];
    });
    const readerProbes = crossTenant('reader').flatMap((t): Probe[] => {
      const rows = scenario.get(t.name) ?? {};
      const name = ident(t.name);
      return [
        {
          table: t.name,
          what: 'update of the linked row',
          statement: `update ${name} set factory_tenant_id = factory_tenant_id where id = ${rows.linked}`,
          want: ZERO,
        },
        {
          table: t.name,
          what: 'delete of the linked row',
          statement: `delete from ${name} where id = ${rows.linked}`,
          want: ZERO,
        },
        {
          table: t.name,
          what: 'insert into the merchant',
          statement: insertRow(t, 8, { tenant_id: MERCHANT, factory_tenant_id: FACTORY }),
          want: RLS_REFUSED,
        },
      ];
    });
    problems.push(...(await wrongOutcomes(FACTORY, [...factoryProbes, ...readerProbes])));
    // The unrelated factory: no row of the scenario moves, and it cannot write one naming the merchant's factory.
    const unrelatedProbes = [...desk, ...crossTenant('reader')].flatMap((t): Probe[] =>
      Object.entries(scenario.get(t.name) ?? {}).flatMap(([part, id]) => [
        {
          table: t.name,
          what: `update of the ${part} row`,
          statement: `update ${ident(t.name)} set factory_tenant_id = factory_tenant_id where id = ${id}`,
          want: ZERO,
        },
        {
          table: t.name,
          what: `delete of the ${part} row`,
          statement: `delete from ${ident(t.name)} where id = ${id}`,
          want: ZERO,
        },
      ]),
    );
    for (const t of [...desk, ...crossTenant('reader')]) {
      unrelatedProbes.push({
        table: t.name,
        what: 'insert into the merchant for its factory',
        statement: insertRow(t, 8, { tenant_id: MERCHANT, factory_tenant_id: FACTORY, ...ofSubmittedOrder(t) }),
        want: RLS_REFUSED,
      });
    }
    problems.push(...(await wrongOutcomes(UNRELATED, unrelatedProbes)));
    expect(problems).toEqual([]);
  });

  /**
   * Found by this test and closed by migration 0043: factory_desk's WITH CHECK was only
   * `factory_tenant_id = caller`, so any tenant could insert an order, line, print area or timeline
   * entry into any merchant by naming itself the factory, and the factory could move an order it serves
   * to another tenant (set tenant_id). Now an order's new row needs a live customer row of the caller
   * linking its merchant, and a part's new row an order the caller sees. The statements are of the
   * forms the tests above show valid (a part insert, a tenant_id update), so what refuses them here is
   * the policy, not the statement.
   */
  it('keeps other tenants from writing into a merchant through factory_desk, and the factory from moving its rows', async () => {
    const desk = [...crossTenant('order'), ...crossTenant('part')];
    const intrusions = desk.map((t) => ({
      table: t.name,
      what: 'insert into the merchant naming itself the factory',
      statement: insertRow(t, 12, {
        tenant_id: MERCHANT,
        factory_tenant_id: UNRELATED,
        ...ofSubmittedOrder(t),
      }),
      want: RLS_REFUSED,
    }));
    const moves = desk.map((t) => ({
      table: t.name,
      what: 'moving the submitted row to another tenant',
      statement: `update ${ident(t.name)} set tenant_id = ${UNRELATED} where id = ${scenario.get(t.name)?.submitted}`,
      want: RLS_REFUSED,
    }));
    expect([...(await wrongOutcomes(UNRELATED, intrusions)), ...(await wrongOutcomes(FACTORY, moves))]).toEqual([]);
  });

  it('shows nothing through a view marked TENANT to a tenant without rows or to no tenant, though the views have rows', async () => {
    const views = catalogue.views.filter((v) => v.kind === 'TENANT').map((v) => v.name);
    expect(views.length).toBeGreaterThan(0);
    const text = views.map((v) => `select ${lit(v)} as v, count(*)::int as n from ${ident(v)}`).join('\nunion all ');
    const count = (rows: { v: string; n: number }[]) => Object.fromEntries(rows.map((r) => [r.v, r.n]));
    const owner = count(await asPlatform(db, (tx) => queryRows<{ v: string; n: number }>(tx, sql.raw(text))));
    // Not vacuous: the owner (past row-level security) reads the scenario's orders through some view.
    expect(Object.values(owner).some((n) => n > 0)).toBe(true);
    const none = Object.fromEntries(views.map((v) => [v, 0]));
    for (const tenant of [UNRELATED, null])
      expect(count(await rolledBack(tenant, (tx) => queryRows<{ v: string; n: number }>(tx, sql.raw(text))))).toEqual(
        none,
      );
  });
});
