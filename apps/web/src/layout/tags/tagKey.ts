/**
 * Tab identity (shell-reference §4): the path, or path + "-" + the concatenated query values
 * when there are any; with share mode the path only.
 */
export function tagKeyOf(pathname: string, search: string, share = false): string {
  if (share) return pathname;
  const values = [...new URLSearchParams(search).entries()]
    .filter(([k]) => k !== 'tagsViewName')
    .map(([, v]) => v)
    .join('');
  return values ? `${pathname}-${values}` : pathname;
}

/** After closing `closedKey`: the tab now at the same index, else the last tab. */
export function neighbourAfterClose<T extends { key: string }>(tabs: readonly T[], closedKey: string): T | undefined {
  const index = tabs.findIndex((t) => t.key === closedKey);
  const rest = tabs.filter((t) => t.key !== closedKey);
  return rest[index] ?? rest[rest.length - 1];
}
