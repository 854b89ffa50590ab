import { AREAS, MenuType } from '@printfloor/contract';
import { z } from 'zod';

/** A sys_menu row as GET /api/sysMenu/list returns it (admin-net-contract §4.1, plus `areas`). */
export interface MenuRecord {
  id: number;
  pid: number;
  type: number;
  name?: string | null;
  path?: string | null;
  component?: string | null;
  redirect?: string | null;
  permission?: string | null;
  title: string;
  icon?: string | null;
  isIframe?: boolean | null;
  outLink?: string | null;
  isHide?: boolean | null;
  isKeepAlive?: boolean | null;
  isAffix?: boolean | null;
  areas?: string[] | null;
  orderNo?: number | null;
  status?: number | null;
  remark?: string | null;
  children?: MenuRecord[] | null;
}

export type MenuFormValues = Omit<MenuRecord, 'id' | 'children'> & { id?: number };

/** Fields that only routes (directories and menus) carry; a button gets them cleared. */
export const ROUTE_FIELDS = [
  'name',
  'path',
  'component',
  'redirect',
  'icon',
  'outLink',
  'isIframe',
  'isHide',
  'isKeepAlive',
  'isAffix',
] as const;

/** Fields shown in the form per menu type. */
export function visibleFields(type: number): ReadonlySet<string> {
  const common = ['type', 'pid', 'title', 'orderNo', 'status', 'remark', 'areas'];
  if (type === MenuType.Btn) return new Set([...common, 'permission']);
  if (type === MenuType.Dir)
    return new Set([...common, 'name', 'path', 'component', 'redirect', 'icon', 'isHide', 'isKeepAlive', 'isAffix']);
  return new Set([...common, ...ROUTE_FIELDS]);
}

const PERMISSION_FORMAT = /^[A-Za-z0-9_.-]+:[A-Za-z0-9_.-]+$/;
const text = (max: number) =>
  z
    .string({ error: 'notText' })
    .max(max, { error: `tooLong|{"max":${max}}` })
    .nullish();

/** Client check of the menu form, the server's rules of admin-net-contract §4.2 (messages are VALIDATION_MESSAGES keys). */
export const menuFormSchema = z
  .object({
    type: z.number({ error: 'required' }).refine((v) => v === 1 || v === 2 || v === 3, { error: 'invalidValue' }),
    pid: z.number({ error: 'required' }).int().min(0),
    title: z
      .string({ error: 'required' })
      .trim()
      .min(1, { error: 'required' })
      .max(64, { error: 'tooLong|{"max":64}' }),
    name: text(64),
    path: text(128),
    component: text(128),
    redirect: text(128),
    permission: text(128),
    icon: text(128),
    outLink: text(256),
    remark: text(256),
    orderNo: z.number({ error: 'notNumber' }).int({ error: 'notInteger' }).nullish(),
    areas: z.array(z.enum(AREAS)).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.type !== MenuType.Btn) return;
    const code = v.permission?.trim() ?? '';
    if (!code) ctx.addIssue({ code: 'custom', path: ['permission'], message: 'required' });
    else if (!PERMISSION_FORMAT.test(code))
      ctx.addIssue({ code: 'custom', path: ['permission'], message: 'permissionFormat' });
  });

const blank = (v: unknown) => (typeof v === 'string' ? v.trim() || null : (v ?? null));

/** The body of sysMenu/add or /update: blanks → null, route fields cleared for buttons, permission nulled otherwise. */
export function menuBody(values: MenuFormValues): MenuFormValues {
  const body: MenuFormValues = {
    ...values,
    title: String(values.title ?? '').trim(),
    name: blank(values.name) as string | null,
    path: blank(values.path) as string | null,
    component: blank(values.component) as string | null,
    redirect: blank(values.redirect) as string | null,
    permission: blank(values.permission) as string | null,
    icon: blank(values.icon) as string | null,
    outLink: blank(values.outLink) as string | null,
    remark: blank(values.remark) as string | null,
    areas: values.areas?.length ? values.areas : null,
    isIframe: !!values.isIframe,
    isHide: !!values.isHide,
    isKeepAlive: !!values.isKeepAlive,
    isAffix: !!values.isAffix,
  };
  if (body.type === MenuType.Btn) {
    for (const key of ROUTE_FIELDS) (body as Record<string, unknown>)[key] = key.startsWith('is') ? false : null;
  } else {
    body.permission = null;
  }
  return body;
}

/** Ids of a node and all its descendants (a node cannot move under itself). */
export function subtreeIds(node: MenuRecord): Set<number> {
  const out = new Set<number>([node.id]);
  const walk = (n: MenuRecord) => {
    for (const c of n.children ?? []) {
      out.add(c.id);
      walk(c);
    }
  };
  walk(node);
  return out;
}

export function findNode(nodes: readonly MenuRecord[], id: number): MenuRecord | null {
  for (const n of nodes) {
    if (n.id === id) return n;
    const hit = findNode(n.children ?? [], id);
    if (hit) return hit;
  }
  return null;
}
