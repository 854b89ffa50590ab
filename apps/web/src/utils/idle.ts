/**
 * Idle detection for the auto-lock (shell-reference §6, ours): `onIdle` fires after
 * `timeoutMs` without mouse, keyboard, touch, wheel or scroll activity; any activity
 * restarts the countdown.
 */

export const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

export interface IdleTimer {
  /** Restarts the countdown (called on activity). */
  reset: () => void;
  stop: () => void;
}

export function createIdleTimer(
  timeoutMs: number,
  onIdle: () => void,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): IdleTimer {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const reset = () => {
    if (stopped) return;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      if (!stopped) onIdle();
    }, timeoutMs);
  };
  const options: AddEventListenerOptions = { passive: true, capture: true };
  for (const name of ACTIVITY_EVENTS) target.addEventListener(name, reset, options);
  reset();
  return {
    reset,
    stop: () => {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) target.removeEventListener(name, reset, options);
    },
  };
}
