import { Badge, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryCard, ViewAllLink } from './QueryCard.tsx';
import { useHasRoute, useTodo } from './queries.ts';
import { TodoList } from './TodoList.tsx';

/** The caller's to-do items (first five) with a link to the to-do page. */
export function TodoCard() {
  const { t } = useTranslation();
  const query = useTodo();
  const canOpenAll = useHasRoute('/dashboard/todo');
  const items = query.data ?? [];
  return (
    <QueryCard
      query={query}
      data-testid="todo-card"
      title={<TodoTitle count={items.length} />}
      extra={
        <ViewAllLink route="/dashboard/todo" show={canOpenAll && items.length > 0}>
          {t('workbench.todo.viewAll')}
        </ViewAllLink>
      }
    >
      <TodoList items={items.slice(0, 5)} />
    </QueryCard>
  );
}

/** "To do" with the number of items. */
export function TodoTitle({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <Space>
      {t('workbench.todo.title')}
      <Badge count={count} />
    </Space>
  );
}
