import type { ComponentType } from 'react';

// How a menu's `component` finds its page: pure functions, no bundler API, so the browser suite
// (e2e/menus.spec.ts) applies the very same rule to the files on disk.

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

/** What a page menu opens, as the shell routes it (buildRoutes): its page file, an embedded page or a link; null when nothing. */
export function pageViewOf(
  item: { component?: string | null; meta?: { isLink?: string | null; isIframe?: boolean | null } | null },
  registry: Record<string, ViewLoader>,
): Exclude<ResolvedView, { kind: 'parent' }> {
  const resolved = resolveView(item.component, registry);
  if (resolved && resolved.kind !== 'parent') return resolved;
  if (!resolved && item.meta?.isLink && !item.meta.isIframe) return { kind: 'link' };
  if (!resolved && item.meta?.isIframe && item.meta.isLink) return { kind: 'iframe' };
  return null;
}
