import { describe, expect, it } from 'vitest';
import { SEED_ORGS } from '../../src/seed/identity.ts';
import { serverSuite } from '../helpers/suite.ts';
import { fieldErrors, get, post, rows, sql } from './helpers.ts';

const FO = SEED_ORGS.factory;
const PO = SEED_ORGS.platform;

interface OrgNode {
  id: number;
  pid: number;
  name: string;
  code: string | null;
  level: number | null;
  type: string | null;
  children: OrgNode[];
}

function flatten(nodes: OrgNode[]): OrgNode[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
}

describe('sysOrg: the organisation tree', () => {
  const suite = serverSuite({ factory: 'factory', operator: 'operator' });
  let teamId = 0;

  it("answers the tenant's tree only", async () => {
    const { body } = await get<OrgNode[]>(suite.server, suite.factory, '/api/sysOrg/list');
    expect(body.code).toBe(200);
    expect(body.result.map((n) => n.id)).toEqual([FO.root]);
    expect(body.result[0]?.children.map((n) => n.id)).toEqual([FO.production, FO.warehouse]);
    const ids = flatten(body.result).map((n) => n.id);
    expect(ids).not.toContain(PO.root);
    const sub = await get<OrgNode[]>(suite.server, suite.factory, `/api/sysOrg/list?Id=${FO.production}`);
    expect(sub.body.result.map((n) => n.id)).toEqual([FO.production]);
    const byName = await get<OrgNode[]>(
      suite.server,
      suite.factory,
      `/api/sysOrg/list?Name=${encodeURIComponent('仓')}`,
    );
    expect(flatten(byName.body.result).map((n) => n.id)).toEqual([FO.warehouse]);
  });

  it('adds a child org with its level; validates; refuses a duplicate code', async () => {
    const { body } = await post<number>(suite.server, suite.factory, '/api/sysOrg/add', {
      pid: FO.production,
      name: 'Printing team A',
      code: 'prod-a',
      type: '501',
    });
    expect(body.code).toBe(200);
    teamId = body.result;
    const detail = await get<OrgNode>(suite.server, suite.factory, `/api/sysOrg/detail?id=${teamId}`);
    expect(detail.body.result).toMatchObject({ pid: FO.production, level: 3, name: 'Printing team A' });
    const bad = await post(suite.server, suite.factory, '/api/sysOrg/add', { pid: FO.root, name: '' });
    expect(fieldErrors(bad.body.message).name?.[0]).toContain('is required');
    const dup = await post(suite.server, suite.factory, '/api/sysOrg/add', { pid: FO.root, name: 'B', code: 'PROD-A' });
    expect(dup.body.message).toContain('[D2002]');
    const noParent = await post(suite.server, suite.factory, '/api/sysOrg/add', { pid: 999999, name: 'Orphan' });
    expect(noParent.body.message).toContain('[D2000]');
    const foreignParent = await post(suite.server, suite.factory, '/api/sysOrg/add', { pid: PO.rnd, name: 'Sneaky' });
    expect(foreignParent.body.message).toContain('[D2000]');
  });

  it('updates; an org cannot move under itself or its children (D2001)', async () => {
    const upd = await post(suite.server, suite.factory, '/api/sysOrg/update', {
      id: teamId,
      pid: FO.warehouse,
      name: 'Packing team',
      code: 'prod-a',
    });
    expect(upd.body.code).toBe(200);
    const loop = await post(suite.server, suite.factory, '/api/sysOrg/update', {
      id: FO.warehouse,
      pid: teamId,
      name: '仓储部',
    });
    expect(loop.body.message).toContain('[D2001]');
  });

  it('refuses deleting the root (D2008) and an org with users (D2004)', async () => {
    const root = await post(suite.server, suite.factory, '/api/sysOrg/delete', { id: FO.root });
    expect(root.body.message).toContain('[D2008]');
    const withUsers = await post(suite.server, suite.factory, '/api/sysOrg/delete', { id: FO.production });
    expect(withUsers.body.message).toContain('[D2004]');
  });

  it('deletes an empty org (soft) and logs it', async () => {
    const { body } = await post(suite.server, suite.factory, '/api/sysOrg/delete', { id: teamId });
    expect(body.code).toBe(200);
    expect((await get(suite.server, suite.factory, `/api/sysOrg/detail?id=${teamId}`)).body.result).toBeNull();
    const diff = await rows(
      suite.server,
      sql`select 1 from sys_log_diff where table_name = 'sys_org' and business_id = ${teamId} and diff_type = 'delete'`,
    );
    expect(diff.length).toBe(1);
  });

  it('refuses callers without the code and hides other tenants', async () => {
    expect((await get(suite.server, suite.operator, '/api/sysOrg/list')).body.code).toBe(403);
    expect((await post(suite.server, suite.operator, '/api/sysOrg/add', { pid: FO.root, name: 'x' })).body.code).toBe(
      403,
    );
    expect((await get(suite.server, suite.factory, `/api/sysOrg/detail?id=${PO.rnd}`)).body.result).toBeNull();
    const upd = await post(suite.server, suite.factory, '/api/sysOrg/update', {
      id: PO.rnd,
      pid: PO.headquarters,
      name: 'x',
    });
    expect(upd.body.message).toContain('[D1002]');
    const del = await post(suite.server, suite.factory, '/api/sysOrg/delete', { id: PO.rnd });
    expect(del.body.message).toContain('[D1002]');
  });

  it('a Dept-scoped user sees only their own org', async () => {
    const token = await suite.server.tokenFor('user2', 'admin');
    const { body } = await get<OrgNode[]>(suite.server, token, '/api/sysOrg/list');
    expect(body.code).toBe(200);
    expect(flatten(body.result).map((n) => n.id)).toEqual([PO.rnd]);
  });
});
