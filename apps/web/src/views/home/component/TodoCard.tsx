import { Badge, Button, Card, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentArea } from '../../../utils/area.ts';
import { useHasRoute, useTodo } from './queries.ts';
import { TodoList } from './TodoList.tsx';

/** The caller's to-do items (first five) with a link to the to-do page. */
export function TodoCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useTodo();
  const canOpenAll = useHasRoute('/dashboard/todo');
  const items = query.data ?? [];
  return (
    <Card
      data-testid="todo-card"
      loading={query.isLoading}
      title={
        <Space>
          {t('workbench.todo.title')}
          <Badge count={items.length} />
        </Space>
      }
      extra={
        canOpenAll && items.length > 0 ? (
          <Button type="link" size="small" onClick={() => navigate(`/${currentArea()}/dashboard/todo`)}>
            {t('workbench.todo.viewAll')}
          </Button>
        ) : null
      }
    >
      {query.isError ? (
        <Result
          status="warning"
          subTitle={t('workbench.loadFailed')}
          extra={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
        />
      ) : (
        <TodoList items={items.slice(0, 5)} />
      )}
    </Card>
  );
}
