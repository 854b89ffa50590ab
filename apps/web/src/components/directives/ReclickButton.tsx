import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useReclick } from './useReclick.ts';

/** An antd Button that ignores further clicks for `reclickMs` (default 1 s) after a click. */
export function ReclickButton({ reclickMs = 1000, onClick, disabled, ...rest }: ButtonProps & { reclickMs?: number }) {
  const guarded = useReclick<MouseEvent<HTMLElement>>(
    onClick as ((e: MouseEvent<HTMLElement>) => void) | undefined,
    reclickMs,
  );
  return <Button {...rest} disabled={disabled || guarded.disabled} onClick={guarded.onClick} />;
}
