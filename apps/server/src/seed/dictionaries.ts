import { and, eq, inArray } from 'drizzle-orm';
import { asPlatform } from '../db/context.ts';
import { sysDictData, sysDictType } from '../db/schema/index.ts';
import type { AppServices } from '../services.ts';
import { DICTIONARIES, type DictRow } from './dictionary-data/index.ts';

/** ext_data of a seeded row: the label in the languages other than zh-CN. */
export function dictExtData(row: DictRow): string {
  const [, , en, zhTW, ptBR] = row;
  return JSON.stringify({ i18n: { en, 'zh-TW': zhTW, 'pt-BR': ptBR } });
}

/**
 * Dictionary types and data for every list of values of spec §4 and §9 and the
 * enums of admin-net-contract §8. Idempotent by type code and (type, code): only
 * missing rows are inserted, rows a user edited are left alone.
 */
export async function seedDictionaries(services: AppServices): Promise<void> {
  // Dictionaries are global tables (no tenant); the owner connection is fine here.
  await asPlatform(services.db, async (tx) => {
    await tx
      .insert(sysDictType)
      .values(
        DICTIONARIES.map((d, i) => ({ name: d.name, code: d.code, remark: d.en, orderNo: (i + 1) * 10, status: 1 })),
      )
      .onConflictDoNothing({ target: sysDictType.code });
    const types = await tx
      .select({ id: sysDictType.id, code: sysDictType.code })
      .from(sysDictType)
      .where(
        and(
          inArray(
            sysDictType.code,
            DICTIONARIES.map((d) => d.code),
          ),
          eq(sysDictType.isDelete, false),
        ),
      );
    const idByCode = new Map(types.map((t) => [t.code, t.id]));
    const rows = DICTIONARIES.flatMap((d) => {
      const dictTypeId = idByCode.get(d.code);
      if (dictTypeId === undefined) return [];
      return d.rows.map((row, i) => ({
        dictTypeId,
        code: row[0],
        value: row[1],
        tagType: row[5] ?? null,
        orderNo: (i + 1) * 10,
        extData: dictExtData(row),
        status: 1,
      }));
    });
    if (rows.length) {
      await tx
        .insert(sysDictData)
        .values(rows)
        .onConflictDoNothing({ target: [sysDictData.dictTypeId, sysDictData.code] });
    }
  });
}
