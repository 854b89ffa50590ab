import { sql } from 'drizzle-orm';

/**
 * The platen and ink mode a DTG piece prints with, in SQL, as the transfer picks its Brother GTX
 * template (transfer/gather.ts, run.ts): its product's template when that one is enabled, else the
 * tenant's default enabled template, else its first enabled one (by id). Joined to a query over
 * `pro_piece p` that already joins its product as `m`; select PIECE_PLATEN and PIECE_INK_MODE (null
 * when the tenant has no enabled template). Two joins, no per-piece query: the product's template by
 * its primary key and the one fallback row.
 */
export const pieceTemplateJoins = (tenantId: number) => sql`
  left join mes_brother_template bt on bt.tenant_id = m.tenant_id and bt.id = m.brother_template_id
                                   and bt.status = 1 and not bt.is_delete
  left join (select platen, ink_mode from mes_brother_template
              where tenant_id = ${tenantId} and status = 1 and not is_delete
              order by is_default desc, id limit 1) dt on true`;

export const PIECE_PLATEN = sql`coalesce(bt.platen, dt.platen)`;
export const PIECE_INK_MODE = sql`coalesce(bt.ink_mode, dt.ink_mode)`;
