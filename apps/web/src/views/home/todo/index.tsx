import { ReloadOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTodo } from '../component/queries.ts';
import { TodoList } from '../component/TodoList.tsx';

/** Every to-do item of the caller with the accounts concerned and a link to where it is resolved. */
export default function TodoPage() {
  const { t } = useTranslation();
  const query = useTodo();
  const items = query.data ?? [];
  return (
    <Card
      data-testid="todo-page"
      loading={query.isLoading}
      title={
        <Space>
          {t('workbench.todo.title')}
          <Badge count={items.length} />
        </Space>
      }
      extra={
        <Button
          icon={<ReloadOutlined />}
          aria-label={t('workbench.refresh')}
          loading={query.isFetching}
          onClick={() => void query.refetch()}
        />
      }
    >
      {query.isError ? (
        <Result
          status="warning"
          subTitle={t('workbench.loadFailed')}
          extra={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
        />
      ) : (
        <TodoList items={items} showAccounts />
      )}
    </Card>
  );
}
