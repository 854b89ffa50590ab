import { type MouseEvent, useCallback, useEffect, useRef, useState } from 'react';

/**
 * Anti-double-click (v-reclick): after a click the handler is ignored and `disabled`
 * is true for `ms` (default 1 s), then it re-enables. Cleared on unmount.
 */
export function useReclick<E = MouseEvent<HTMLElement>>(handler: ((event: E) => void) | undefined, ms = 1000) {
  const [disabled, setDisabled] = useState(false);
  const locked = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const onClick = useCallback(
    (event: E) => {
      if (locked.current) return;
      locked.current = true;
      setDisabled(true);
      timer.current = setTimeout(() => {
        locked.current = false;
        setDisabled(false);
      }, ms);
      handler?.(event);
    },
    [handler, ms],
  );
  return { onClick, disabled };
}
