import { Form, type FormInstance, Space } from 'antd';
import { Children, type CSSProperties, type ReactNode, useState } from 'react';
import { SearchButtons } from './SearchButtons.tsx';
import './search-bar.css';

/** Filter items shown before "more" by default (the resource page's search bar folds the same way). */
const COLLAPSED_COUNT = 3;

/**
 * The search bar of a hand-written list page: the filter items inline, then Search, Reset (clears
 * the items and calls `onReset`) and any `extra` buttons (e.g. Add). Items past the third fold
 * behind "more", so the buttons stay on the first line at 1440 px (issue 12); folded items keep
 * their values (they are hidden, not removed); inputs have one width (search-bar.css).
 */
export function SearchForm<T>({
  form,
  onSearch,
  onReset,
  extra,
  style,
  visible = COLLAPSED_COUNT,
  children,
}: {
  form: FormInstance<T>;
  onSearch: (values: T) => void;
  onReset: () => void;
  extra?: ReactNode;
  style?: CSSProperties;
  /** Items shown before "more" (fewer where the bar shares its row with a tree). */
  visible?: number;
  children: ReactNode;
}) {
  const [expanded, setExpanded] = useState(false);
  const items = Children.toArray(children);
  const foldable = items.length > visible;
  return (
    <Form
      form={form}
      layout="inline"
      className="pf-search-bar"
      onFinish={onSearch}
      style={{ marginBottom: 16, rowGap: 8, ...style }}
    >
      {items.map((item, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: the items' order is fixed by the page
          key={i}
          style={{ display: !foldable || expanded || i < visible ? 'contents' : 'none' }}
          data-testid={i < visible ? undefined : 'search-folded-item'}
        >
          {item}
        </div>
      ))}
      <Space>
        <SearchButtons
          form={form}
          onReset={onReset}
          foldable={!!foldable}
          expanded={expanded}
          onToggle={() => setExpanded((v) => !v)}
        />
        {extra}
      </Space>
    </Form>
  );
}
