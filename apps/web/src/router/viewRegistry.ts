import type { ComponentType } from 'react';

export type ViewModule = { default: ComponentType };
export type ViewLoader = () => Promise<ViewModule>;

/** Every page file under src/views, keyed `/system/user/index` (component strings of the menu, contract §4.3). */
export function viewRegistryFrom(glob: Record<string, () => Promise<unknown>>): Record<string, ViewLoader> {
  const out: Record<string, ViewLoader> = {};
  for (const [file, loader] of Object.entries(glob)) {
    const key = file.replace(/^.*?\/views/, '').replace(/\.tsx$/, '');
    out[key] = loader as ViewLoader;
  }
  return out;
}

/** Menu pages; the shell's own pages (login, callback, error) are routed statically. */
export const viewRegistry: Record<string, ViewLoader> = viewRegistryFrom(
  import.meta.glob(['../views/**/index.tsx', '!../views/login/**', '!../views/callback/**', '!../views/error/**']),
);

/** Special shell components a menu may name (shell-reference §11.2, §11.7). */
export const SHELL_COMPONENTS = {
  parent: ['layout/routerView/parent', 'Layout', 'layout', 'LAYOUT'],
  iframe: ['layout/routerView/iframes', 'layout/routerView/iframe'],
  link: ['layout/routerView/link'],
} as const;

export type ResolvedView =
  | { kind: 'view'; key: string; load: ViewLoader }
  | { kind: 'iframe' }
  | { kind: 'link' }
  | { kind: 'parent' }
  | null;

function normalize(component: string): string {
  let c = component.trim().replace(/\\/g, '/');
  c = c.replace(/\.(vue|tsx|jsx|ts|js)$/, '');
  if (!c.startsWith('/')) c = `/${c}`;
  return c.replace(/\/+$/, '');
}

/**
 * Matches a menu `component` to a page file: exact (`/system/user/index` or `/system/user`
 * → its index), else by prefix like the stock client; exactly one match or nothing.
 */
export function resolveView(component: string | null | undefined, registry: Record<string, ViewLoader>): ResolvedView {
  if (!component) return null;
  const bare = component.trim().replace(/^\/+/, '');
  if ((SHELL_COMPONENTS.parent as readonly string[]).includes(bare)) return { kind: 'parent' };
  if ((SHELL_COMPONENTS.iframe as readonly string[]).includes(bare)) return { kind: 'iframe' };
  if ((SHELL_COMPONENTS.link as readonly string[]).includes(bare)) return { kind: 'link' };
  const c = normalize(component);
  for (const key of [c, `${c}/index`]) {
    if (Object.hasOwn(registry, key)) return { kind: 'view', key, load: registry[key]! };
  }
  const matches = Object.keys(registry).filter((k) => k.startsWith(`${c}/`) || k.startsWith(c));
  if (matches.length === 1) {
    const key = matches[0]!;
    return { kind: 'view', key, load: registry[key]! };
  }
  return null;
}
