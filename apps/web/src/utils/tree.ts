/** A node of a tree answered by the server (menus, organisations). */
export interface TreeNode<T> {
  id: number;
  children?: readonly T[] | null;
}

/** Ids of every node that has children (the rows "expand all" opens). */
export function parentIds<T extends TreeNode<T>>(nodes: readonly T[]): number[] {
  return nodes.flatMap((n) => (n.children?.length ? [n.id, ...parentIds(n.children)] : []));
}
