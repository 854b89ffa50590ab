import { NodeCollapseOutlined, NodeExpandOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { parentIds, type TreeNode } from '../utils/tree.ts';

/** "Expand all" / "Collapse all" of a tree table whose expanded rows are `setExpanded`'s state. */
export function TreeExpandButtons<T extends TreeNode<T>>({
  rows,
  setExpanded,
}: {
  rows: readonly T[];
  setExpanded: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <Space>
      <Button icon={<NodeExpandOutlined />} onClick={() => setExpanded(parentIds(rows))}>
        {t('resource.menu.expandAll')}
      </Button>
      <Button icon={<NodeCollapseOutlined />} onClick={() => setExpanded([])}>
        {t('resource.menu.collapseAll')}
      </Button>
    </Space>
  );
}
