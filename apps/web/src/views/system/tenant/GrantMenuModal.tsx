import { AREAS_BY_TENANT_KIND, type TenantRow } from '@printfloor/contract';
import { useQuery } from '@tanstack/react-query';
import { Modal, Spin, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionMutation } from '../../../api/mutation.ts';
import { http } from '../../../api/request.ts';
import { sysTenantApi, tenantKeys } from '../../../api/sysTenant.ts';
import { translateTitle } from '../../../i18n/index.ts';

interface CatalogueNode {
  id: number;
  title: string;
  areas: string[] | null;
  children?: CatalogueNode[];
}

/** The catalogue rows a tenant of this kind can use (a row without areas shows everywhere). */
function toTree(nodes: CatalogueNode[], areas: readonly string[]): DataNode[] {
  return nodes
    .filter((n) => !n.areas || n.areas.some((a) => areas.includes(a)))
    .map((n) => ({ key: n.id, title: translateTitle(n.title), children: toTree(n.children ?? [], areas) }));
}

/** Grants menus to a tenant: the catalogue of its kind as a checkable tree. */
export function GrantMenuModal({ tenant, onClose }: { tenant: TenantRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState<{ checked: number[]; half: number[] } | null>(null);
  const catalogue = useQuery({
    queryKey: ['sysMenu', 'list', 'catalogue'],
    queryFn: () => http.get<CatalogueNode[]>('/api/sysMenu/list'),
    enabled: !!tenant,
  });
  const own = useQuery({
    queryKey: tenantKeys.other('ownMenuList', tenant?.id),
    queryFn: () => sysTenantApi.ownMenuList(tenant?.id as number),
    enabled: !!tenant,
    gcTime: 0,
  });
  const grant = useActionMutation((v: { id: number; ids: number[] }) => sysTenantApi.grantMenu(v.id, v.ids), {
    success: t('tenant.saved'),
    invalidate: [tenantKeys.all],
    onSuccess: onClose,
  });
  const tree = tenant && catalogue.data ? toTree(catalogue.data, AREAS_BY_TENANT_KIND[tenant.kind]) : [];
  // Only leaves are shown checked; parents follow (half-checked parents are sent too).
  const leafIds = new Set<number>();
  const walk = (nodes: DataNode[]) => {
    for (const n of nodes) {
      if (!n.children?.length) leafIds.add(Number(n.key));
      else walk(n.children);
    }
  };
  walk(tree);
  const initial = (own.data ?? []).filter((id) => leafIds.has(id));
  return (
    <Modal
      open={!!tenant}
      title={`${t('tenant.grantMenu')} · ${tenant?.name ?? ''}`}
      width={640}
      destroyOnHidden
      afterClose={() => setChecked(null)}
      onCancel={onClose}
      confirmLoading={grant.busy}
      onOk={() => {
        if (!tenant) return;
        const ids = checked ? [...checked.checked, ...checked.half] : (own.data ?? []);
        void grant.run({ id: tenant.id, ids });
      }}
    >
      {catalogue.isLoading || own.isLoading ? (
        <Spin />
      ) : (
        <div style={{ maxHeight: '60vh', overflow: 'auto' }}>
          <Tree
            checkable
            treeData={tree}
            checkedKeys={checked?.checked ?? initial}
            onCheck={(keys, info) => {
              const list = Array.isArray(keys) ? keys : keys.checked;
              setChecked({ checked: list.map(Number), half: (info.halfCheckedKeys ?? []).map(Number) });
            }}
          />
        </div>
      )}
    </Modal>
  );
}
