import { SyncOutlined } from '@ant-design/icons';
import { sysRegionResource } from '@printfloor/contract';
import { App, Button, Card, Col, Popconfirm, Row, Spin, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RegionNode, sysRegionApi } from '../../../api/sysAdminMisc.ts';
import { Auth } from '../../../components/auth/Auth.tsx';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';

interface RegionTreeNode extends DataNode {
  key: number;
  name: string;
  children?: RegionTreeNode[];
}

function toNode(r: RegionNode): RegionTreeNode {
  return { key: r.id, title: `${r.name} (${r.code})`, name: r.name, isLeaf: !r.hasChildren };
}

/** Puts `children` under the node `key` of the tree (immutable). */
export function attachChildren(nodes: RegionTreeNode[], key: number, children: RegionTreeNode[]): RegionTreeNode[] {
  return nodes.map((n) => {
    if (n.key === key) return { ...n, children };
    if (n.children) return { ...n, children: attachChildren(n.children, key, children) };
    return n;
  });
}

/**
 * Regions (menu sysRegion, component /system/region/index): the tree on the left loads a
 * level when it is expanded; the right pane is the generic resource page of the children of
 * the chosen region (search by name / code, add, edit, delete). Sync fills missing regions.
 */
export default function SysRegionPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [tree, setTree] = useState<RegionTreeNode[] | null>(null);
  const [chosen, setChosen] = useState<{ id: number; name: string } | null>(null);
  const [version, setVersion] = useState(0);

  const loadRoot = useCallback(async () => {
    setTree((await sysRegionApi.children()).map(toNode));
  }, []);
  useEffect(() => {
    void loadRoot();
  }, [loadRoot]);

  const loadData = async (node: { key: React.Key; children?: unknown[] }) => {
    if (node.children?.length) return;
    const children = (await sysRegionApi.children(Number(node.key))).map(toNode);
    setTree((current) => (current ? attachChildren(current, Number(node.key), children) : current));
  };

  const fixed = useMemo(() => (chosen ? { pid: chosen.id } : undefined), [chosen]);

  const sync = async () => {
    const result = await sysRegionApi.sync();
    void message.success(t('sysAdmin.region.synced', result));
    await loadRoot();
    setVersion((v) => v + 1);
  };

  return (
    <Row gutter={[12, 12]} data-testid="region-page">
      <Col xs={24} xl={8}>
        <Card
          size="small"
          title={t('sysAdmin.region.tree')}
          extra={
            <Auth value="sysRegion:sync">
              <Popconfirm title={t('sysAdmin.region.syncConfirm')} onConfirm={sync}>
                <Button size="small" icon={<SyncOutlined />}>
                  {t('sysAdmin.region.sync')}
                </Button>
              </Popconfirm>
            </Auth>
          }
        >
          <Button type="link" size="small" onClick={() => setChosen(null)} style={{ paddingLeft: 0 }}>
            {t('sysAdmin.region.all')}
          </Button>
          {tree === null ? (
            <Spin />
          ) : (
            <Tree<RegionTreeNode>
              treeData={tree}
              loadData={loadData}
              height={560}
              selectedKeys={chosen ? [chosen.id] : []}
              onSelect={(_keys, info) => setChosen({ id: Number(info.node.key), name: info.node.name })}
            />
          )}
        </Card>
      </Col>
      <Col xs={24} xl={16}>
        <ResourcePage
          key={`${chosen?.id ?? 'all'}-${version}`}
          resource={sysRegionResource}
          fixed={fixed}
          title={chosen ? t('sysAdmin.region.childrenOf', { name: chosen.name }) : t('sysAdmin.region.all')}
          onChanged={() => void loadRoot()}
          narrow
        />
      </Col>
    </Row>
  );
}
