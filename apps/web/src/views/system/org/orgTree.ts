import { useQuery } from '@tanstack/react-query';
import { type OrgNode, orgKeys, sysOrgApi } from '../../../api/sysOrg.ts';

/** A row of the org tree table: leaves carry no `children`, so antd shows no expander. */
export type OrgTreeRow = Omit<OrgNode, 'children'> & { children?: OrgTreeRow[] };

/** Tree nodes for antd Tree / TreeSelect built from the org tree. */
export interface OrgTreeOption {
  value: number;
  key: number;
  title: string;
  children?: OrgTreeOption[];
}

export function toTreeOptions(nodes: readonly OrgTreeRow[], exclude?: ReadonlySet<number>): OrgTreeOption[] {
  return nodes
    .filter((n) => !exclude?.has(n.id))
    .map((n) => {
      const children = toTreeOptions(n.children ?? [], exclude);
      return { value: n.id, key: n.id, title: n.name, children: children.length ? children : undefined };
    });
}

/** Ids of a node and everything below it. */
export function subtreeIds(node: OrgTreeRow): Set<number> {
  const ids = new Set<number>([node.id]);
  for (const child of node.children ?? []) for (const id of subtreeIds(child)) ids.add(id);
  return ids;
}

/** Empty `children` removed so tables show no expander on leaves. */
export function prune(nodes: readonly OrgTreeRow[]): OrgTreeRow[] {
  return nodes.map((n) => (n.children?.length ? { ...n, children: prune(n.children) } : { ...n, children: undefined }));
}

/** The caller's organisation tree (sysOrg/list); only fetched when the caller holds sysOrg:list. */
export function useOrgTree(enabled = true) {
  return useQuery({
    queryKey: orgKeys.list(),
    queryFn: async () => prune(await sysOrgApi.list()),
    enabled,
  });
}
