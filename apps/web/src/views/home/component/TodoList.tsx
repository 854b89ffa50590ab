import { Button, Empty, List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TodoItem } from '../../../api/dashboard.ts';
import { useRoutesList } from '../../../stores/routesList.ts';
import { currentArea } from '../../../utils/area.ts';

const LEVEL_COLOR = { error: 'red', warning: 'orange', info: 'blue' } as const;

/** To-do items from GET /api/dashboard/todo; `showAccounts` lists the accounts concerned (full page). */
export function TodoList({ items, showAccounts = false }: { items: TodoItem[]; showAccounts?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paths = useRoutesList((s) => s.flatRoutes);
  const area = currentArea();
  if (items.length === 0) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workbench.todo.empty')} data-testid="todo-empty" />
    );
  }
  return (
    <List
      data-testid="todo-list"
      dataSource={items}
      renderItem={(item) => {
        const canOpen = paths.some((r) => r.path === item.path);
        return (
          <List.Item
            key={item.key}
            data-testid={`todo-${item.key}`}
            actions={
              canOpen
                ? [
                    <Button key="open" type="link" size="small" onClick={() => navigate(`/${area}${item.path}`)}>
                      {t('workbench.todo.open')}
                    </Button>,
                  ]
                : []
            }
          >
            <List.Item.Meta
              title={
                <Space size={8} wrap>
                  <Tag color={LEVEL_COLOR[item.level] ?? 'default'}>{t(`workbench.todo.level.${item.level}`)}</Tag>
                  <span>{t(`workbench.todo.item.${item.key}`, { count: item.count })}</span>
                </Space>
              }
              description={
                showAccounts && item.accounts.length > 0 ? (
                  <Space size={4} wrap>
                    <Typography.Text type="secondary">{t('workbench.todo.accounts')}</Typography.Text>
                    {item.accounts.map((a) => (
                      <Tag key={a}>{a}</Tag>
                    ))}
                  </Space>
                ) : null
              }
            />
          </List.Item>
        );
      }}
    />
  );
}
