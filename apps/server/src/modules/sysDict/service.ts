import { Status } from '@printfloor/contract';
import { and, eq } from 'drizzle-orm';
import type { AuthContext } from '../../auth/context.ts';
import type { Tx } from '../../db/client.ts';
import { sysDictType as t } from '../../db/schema/index.ts';
import { BizError } from '../../errors.ts';
import type { Caller, ResourceStore, Row } from '../../resources/store.ts';

/**
 * Dictionary reads of admin-net-contract §6.2 beyond the generated resource calls.
 * Rows come from the resource stores so they have the same shape as page / detail.
 */
export class DictService {
  constructor(
    private readonly types: ResourceStore,
    private readonly data: ResourceStore,
  ) {}

  private async typeIdOf(tx: Tx, code: string): Promise<{ id: number; status: number }> {
    const [row] = await tx
      .select({ id: t.id, status: t.status })
      .from(t)
      .where(and(eq(t.code, code), eq(t.isDelete, false)))
      .limit(1);
    if (!row) throw new BizError('D3000');
    return row;
  }

  /** Every type with `children` = all its values (every status), ordered by (orderNo, code). */
  async allDictList(tx: Tx, caller: Caller): Promise<Row[]> {
    const types = await this.types.all(tx, caller, {});
    const data = await this.data.all(tx, caller, {});
    const byType = new Map<number, Row[]>();
    for (const d of data) {
      const list = byType.get(Number(d.dictTypeId)) ?? [];
      list.push(d);
      byType.set(Number(d.dictTypeId), list);
    }
    return types.map((t) => ({ ...t, children: byType.get(Number(t.id)) ?? [] }));
  }

  /** sysDictType/dataList?Code=: that type's values, every status; unknown code → D3000. */
  async typeDataList(tx: Tx, caller: Caller, code: string): Promise<Row[]> {
    const type = await this.typeIdOf(tx, code);
    return this.data.all(tx, caller, { dictTypeId: type.id });
  }

  /** sysDictData/dataList/{code}: enabled values of an enabled type (a disabled type has none). */
  async enabledDataList(tx: Tx, caller: Caller, code: string): Promise<Row[]> {
    const type = await this.typeIdOf(tx, code);
    if (type.status !== Status.Enable) return [];
    return this.data.all(tx, caller, { dictTypeId: type.id, status: Status.Enable });
  }

  /** sysDictData/dataList?Code=&Status=: the type's values, filtered by the optional status. */
  async dataListByStatus(tx: Tx, caller: Caller, code: string, status?: number | null): Promise<Row[]> {
    const type = await this.typeIdOf(tx, code);
    return this.data.all(tx, caller, { dictTypeId: type.id, ...(status ? { status } : {}) });
  }
}

export function callerFrom(ctx: {
  auth: AuthContext;
  lang: Caller['lang'];
  services: Caller['services'];
  traceId: string;
  req: { url: string };
}): Caller {
  return { auth: ctx.auth, lang: ctx.lang, services: ctx.services, traceId: ctx.traceId, url: ctx.req.url };
}
