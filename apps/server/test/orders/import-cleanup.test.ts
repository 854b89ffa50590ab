import { ImportState } from '@printfloor/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query.ts';
import { cleanImports } from '../../src/modules/orders/index.ts';
import { jobSchedulerOf } from '../../src/modules/sysJob/index.ts';
import { SEED } from '../../src/seed/ids.ts';
import { createTestServer, type TestServer } from '../helpers/server.ts';

/** The orders domain's clean-up job: old finished import runs and their error rows, nothing else. */

let server: TestServer;
const signal = new AbortController().signal;
const MERCHANT = SEED.merchant.tenantId;

beforeAll(async () => {
  server = await createTestServer();
});

afterAll(async () => {
  await server?.close();
});

describe('import clean-up job', () => {
  it('is registered by the orders domain with the job system', async () => {
    const [row] = await queryRows<{ group_name: string; args: string }>(
      server.db.orm,
      sql`select d.group_name, t.args from sys_job_detail d join sys_job_trigger t on t.job_id = d.job_id
           where d.job_id = 'cleanImports'`,
    );
    expect(row).toEqual({ group_name: 'orders', args: '0 4 * * *' });
    expect(jobSchedulerOf(server.services)).toBeDefined();
  });

  it('deletes finished import runs older than the retention with their error rows; keeps recent and running ones', async () => {
    const insert = async (name: string, state: number, age: string) => {
      const [row] = await queryRows<{ id: number }>(
        server.db.orm,
        sql`insert into oms_import_record (tenant_id, file_name, state, start_time, finish_time)
            values (${MERCHANT}, ${name}, ${state}, now() - ${age}::interval,
                    case when ${state} = ${ImportState.Running} then null else now() - ${age}::interval end)
            returning id::float8 as id`,
      );
      await server.db.orm.execute(sql`insert into oms_import_error (tenant_id, record_id, row_no, message)
        select ${MERCHANT}, ${row?.id}, g, 'bad row' from generate_series(1, 3) g`);
      return row?.id;
    };
    await insert('old-done.xlsx', ImportState.Completed, '100 days');
    await insert('old-failed.xlsx', ImportState.Failed, '120 days');
    await insert('recent.xlsx', ImportState.Completed, '10 days');
    await insert('old-running.xlsx', ImportState.Running, '100 days');
    const deleted = await cleanImports({ services: server.services, signal, properties: { days: 90 } });
    expect(deleted).toBe(2 + 6);
    const left = await queryRows<{ file_name: string; errors: number }>(
      server.db.orm,
      sql`select r.file_name, (select count(*)::int from oms_import_error e where e.tenant_id = r.tenant_id and e.record_id = r.id) as errors
            from oms_import_record r where r.file_name like '%.xlsx' order by r.file_name`,
    );
    expect(left).toEqual([
      { file_name: 'old-running.xlsx', errors: 3 },
      { file_name: 'recent.xlsx', errors: 3 },
    ]);
  });
});
