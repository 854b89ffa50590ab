import { COLOUR_SYNONYM_SEPARATORS, Status } from '@printfloor/contract';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { mesColour } from '../../db/schema/index.ts';

/** A colour name as compared: trimmed, inner spaces single, full-width folded (ＷＨＩＴＥ), case-insensitive. */
export function colourKey(value: string | null | undefined): string {
  return (value ?? '').normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * The factory's garment colours as review and the bill of materials read them: an order line's
 * "White", a mapping's "白色" and a blank's "WHITE" are one colour when the colour dictionary
 * (base data › colours) lists them as one colour's name, code or synonyms. A value the dictionary
 * does not know still equals itself (case-insensitive), so a factory with no dictionary works as before.
 */
export interface ColourBook {
  /** The dictionary's name of the colour `value` stands for; null when the dictionary does not know it. */
  nameOf(value: string | null | undefined): string | null;
  /** Whether two values name the same colour. */
  same(a: string | null | undefined, b: string | null | undefined): boolean;
  /** The colour's shade (GarmentShade: 1 light, 2 dark); null when the dictionary does not know it. */
  shadeOf(value: string | null | undefined): number | null;
}

interface Entry {
  id: number;
  name: string;
  shade: number;
}

/** The tenant's enabled colours, read once (a factory has tens of them) for one review or one BOM fill. */
export async function colourBook(tx: Tx, tenantId: number): Promise<ColourBook> {
  const rows = await tx
    .select({
      id: mesColour.id,
      code: mesColour.code,
      name: mesColour.name,
      synonyms: mesColour.synonyms,
      shade: mesColour.shade,
    })
    .from(mesColour)
    .where(and(eq(mesColour.tenantId, tenantId), eq(mesColour.isDelete, false), eq(mesColour.status, Status.Enable)));
  const byKey = new Map<string, Entry>();
  for (const row of rows) {
    const entry = { id: row.id, name: row.name, shade: row.shade };
    const names = [row.name, row.code ?? '', ...(row.synonyms ?? '').split(COLOUR_SYNONYM_SEPARATORS)];
    for (const name of names) {
      const key = colourKey(name);
      // The first colour to claim a name keeps it: a synonym listed under two colours is the first's.
      if (key && !byKey.has(key)) byKey.set(key, entry);
    }
  }
  const entry = (value: string | null | undefined) => byKey.get(colourKey(value));
  return {
    nameOf: (value) => entry(value)?.name ?? null,
    same(a, b) {
      const ka = colourKey(a);
      const kb = colourKey(b);
      if (ka === kb) return true;
      const ea = byKey.get(ka);
      return ea !== undefined && ea === byKey.get(kb);
    },
    shadeOf: (value) => entry(value)?.shade ?? null,
  };
}

/** Two sizes as a sheet, a mapping and a blank write them: trimmed, width-folded, case-insensitive (xl = XL). */
export function sameSize(a: string | null | undefined, b: string | null | undefined): boolean {
  const key = (v: string | null | undefined) => (v ?? '').normalize('NFKC').trim().toUpperCase();
  return key(a) === key(b);
}

/**
 * Whether a blank (a garment material: its colour and size) is the garment an order line asks for: the same
 * colour through the book, and the same size — a blank with no size is one size for every line.
 */
export function blankFits(
  book: ColourBook,
  blank: { colour: string | null; size: string | null },
  colour: string | null | undefined,
  size: string | null | undefined,
): boolean {
  return book.same(blank.colour, colour) && (!blank.size?.trim() || sameSize(blank.size, size));
}
