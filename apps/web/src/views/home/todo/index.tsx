import { QueryCard, RefreshButton } from '../component/QueryCard.tsx';
import { useTodo } from '../component/queries.ts';
import { TodoTitle } from '../component/TodoCard.tsx';
import { TodoList } from '../component/TodoList.tsx';

/** Every to-do item of the caller with the accounts concerned and a link to where it is resolved. */
export default function TodoPage() {
  const query = useTodo();
  const items = query.data ?? [];
  return (
    <QueryCard
      query={query}
      data-testid="todo-page"
      title={<TodoTitle count={items.length} />}
      extra={<RefreshButton query={query} />}
    >
      <TodoList items={items} showAccounts />
    </QueryCard>
  );
}
