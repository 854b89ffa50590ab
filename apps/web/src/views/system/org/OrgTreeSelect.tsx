import { Spin, Tree, TreeSelect, type TreeSelectProps } from 'antd';
import type { Key } from 'react';
import { type OrgTreeOption, toTreeOptions, useOrgTree } from './orgTree.ts';

/**
 * An organisation picker (TreeSelect, expanded, searchable by name) over the caller's org tree
 * (sysOrg/list, fetched when `enabled`), or over `treeData` when given (e.g. a parent picker with
 * a root node). Used by the org, user and user extension-org forms; other props go to TreeSelect.
 */
export function OrgTreeSelect({
  treeData,
  enabled = true,
  ...props
}: Omit<TreeSelectProps, 'treeData'> & { treeData?: OrgTreeOption[]; enabled?: boolean }) {
  const orgTree = useOrgTree(enabled && !treeData);
  return (
    <TreeSelect
      treeData={treeData ?? toTreeOptions(orgTree.data ?? [])}
      treeDefaultExpandAll
      showSearch={{ treeNodeFilterProp: 'title' }}
      loading={!treeData && orgTree.isFetching}
      {...props}
    />
  );
}

/** The caller's org tree with a checkbox per org, checked independently (role data scope Define). */
export function OrgCheckTree({
  value,
  onChange,
  enabled = true,
}: {
  value: number[];
  onChange: (ids: number[]) => void;
  enabled?: boolean;
}) {
  const orgTree = useOrgTree(enabled);
  return (
    <Spin spinning={orgTree.isFetching}>
      {orgTree.data && (
        <Tree
          checkable
          checkStrictly
          defaultExpandAll
          treeData={toTreeOptions(orgTree.data)}
          checkedKeys={value}
          onCheck={(keys) => {
            const list = (Array.isArray(keys) ? keys : keys.checked) as Key[];
            onChange(list.map(Number));
          }}
        />
      )}
    </Spin>
  );
}
