import type { Resource } from '@printfloor/contract';
import { useQuery } from '@tanstack/react-query';
import { Badge, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { resourceApi, resourceKeys } from '../../api/resource.ts';
import { localized, useLanguage } from './lang.ts';

/** The filter of a tab key ('all' → none). */
export function tabFilter(resource: Resource, key: string): Readonly<Record<string, number>> {
  return resource.tabs?.find((t) => t.key === key)?.filter ?? {};
}

/**
 * The tabs of a declared resource (ResourceInput.tabs: "Drafts", "Pending review", …) with the
 * count of each under the page's other filters, read in one call (`tabCounts`) that refreshes
 * with the list (its key lives under the resource's queries, so every write refreshes it).
 */
export function ResourceTabs({
  resource,
  filters,
  active,
  onChange,
}: {
  resource: Resource;
  /** The page's filters without the tab's own. */
  filters: Record<string, unknown>;
  active: string;
  onChange: (key: string) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const counts = useQuery({
    queryKey: resourceKeys(resource.name).other('tabCounts', filters),
    queryFn: () => resourceApi(resource.name).tabCounts(filters),
  });
  const label = (key: string, text: string) => (
    <span data-testid={`tab-${key}`}>
      {text}{' '}
      <Badge
        count={counts.data?.[key] ?? 0}
        showZero
        overflowCount={999_999}
        color={key === active ? undefined : 'var(--ant-color-text-quaternary, #bfbfbf)'}
      />
    </span>
  );
  return (
    <Tabs
      size="small"
      activeKey={active}
      onChange={onChange}
      items={[
        { key: 'all', label: label('all', t('resource.allTab')) },
        ...(resource.tabs ?? []).map((tab) => ({ key: tab.key, label: label(tab.key, localized(tab.label, lang)) })),
      ]}
    />
  );
}
