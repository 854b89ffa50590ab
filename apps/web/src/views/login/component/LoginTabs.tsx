import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

export interface LoginTab {
  key: string;
  label: ReactNode;
  /** Rendered only while the tab is active (a hidden tab's form is unmounted). */
  render: () => ReactNode;
}

/**
 * The login page's tab strip (WAI-ARIA tabs: arrow keys, Home/End). A few lines instead of antd
 * Tabs, whose overflow menu and styles are most of the login page's weight.
 */
export function LoginTabs({ items }: { items: readonly LoginTab[] }) {
  const [active, setActive] = useState(items[0]?.key);
  const id = useId();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const current = items.find((t) => t.key === active) ?? items[0];

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((t) => t.key === current?.key);
    const next =
      e.key === 'ArrowRight'
        ? (index + 1) % items.length
        : e.key === 'ArrowLeft'
          ? (index - 1 + items.length) % items.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? items.length - 1
              : -1;
    if (next < 0) return;
    e.preventDefault();
    const key = items[next]!.key;
    setActive(key);
    refs.current[key]?.focus();
  };

  return (
    <div className="login-tabs">
      <div className="login-tabs-nav" role="tablist" onKeyDown={onKeyDown}>
        {items.map((tab) => {
          const selected = tab.key === current?.key;
          return (
            <button
              key={tab.key}
              ref={(el) => {
                refs.current[tab.key] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.key}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${tab.key}`}
              tabIndex={selected ? 0 : -1}
              className={selected ? 'login-tab login-tab-active' : 'login-tab'}
              onClick={() => setActive(tab.key)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {current ? (
        <div
          className="login-tabs-panel"
          role="tabpanel"
          id={`${id}-panel-${current.key}`}
          aria-labelledby={`${id}-tab-${current.key}`}
        >
          {current.render()}
        </div>
      ) : null}
    </div>
  );
}
