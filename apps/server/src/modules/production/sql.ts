import { type SQL, sql } from 'drizzle-orm';

/** `a, b, c` of bound values, for `in (…)` (ids come from our own queries or validated input). */
export const inList = (values: readonly (number | string)[]): SQL =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** Rows as one JSON parameter, read back typed by `json_to_recordset(…) as v(columns)`. */
export const json = (rows: readonly object[]): SQL => sql`${JSON.stringify(rows)}::json`;
