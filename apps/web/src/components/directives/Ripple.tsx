import { type CSSProperties, type MouseEvent, type ReactNode, useCallback, useRef } from 'react';

export type RippleColor = 'default' | 'light' | 'red' | 'orange' | 'purple' | 'green' | 'teal';

const COLORS: Record<RippleColor, string> = {
  default: 'rgba(0,0,0,0.2)',
  light: 'rgba(255,255,255,0.4)',
  red: 'rgba(244,67,54,0.7)',
  orange: 'rgba(255,152,0,0.7)',
  purple: 'rgba(156,39,176,0.7)',
  green: 'rgba(76,175,80,0.7)',
  teal: 'rgba(0,188,212,0.7)',
};

/**
 * Ripple (v-waves): on mouse down a circle grows from the click point (scale = width / 10,
 * 750 ms), fades after 450 ms and is removed 750 ms later.
 */
export function addRipple(host: HTMLElement, clientX: number, clientY: number, color: RippleColor = 'default') {
  const rect = host.getBoundingClientRect();
  const dot = document.createElement('span');
  dot.className = `waves-ripple waves-${color}`;
  const scale = Math.max(rect.width / 10, 1);
  Object.assign(dot.style, {
    position: 'absolute',
    left: `${clientX - rect.left - 10}px`,
    top: `${clientY - rect.top - 10}px`,
    width: '20px',
    height: '20px',
    borderRadius: '50%',
    pointerEvents: 'none',
    background: COLORS[color],
    transform: 'scale(0)',
    opacity: '1',
    transition: 'transform 750ms ease-out, opacity 750ms ease-out',
  } satisfies Partial<CSSStyleDeclaration>);
  host.appendChild(dot);
  requestAnimationFrame(() => {
    dot.style.transform = `scale(${scale})`;
  });
  setTimeout(() => {
    dot.style.opacity = '0';
    setTimeout(() => dot.remove(), 750);
  }, 450);
  return dot;
}

export function useRipple<T extends HTMLElement>(color: RippleColor = 'default') {
  const ref = useRef<T>(null);
  const onMouseDown = useCallback(
    (e: MouseEvent<T>) => {
      if (ref.current) addRipple(ref.current, e.clientX, e.clientY, color);
    },
    [color],
  );
  const style: CSSProperties = { position: 'relative', overflow: 'hidden' };
  return { ref, onMouseDown, style, className: `waves-effect waves-${color}` };
}

/** Wraps its children in an element with the ripple effect. */
export function Ripple({
  color = 'default',
  children,
  style,
}: {
  color?: RippleColor;
  children?: ReactNode;
  style?: CSSProperties;
}) {
  const ripple = useRipple<HTMLSpanElement>(color);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: decorative effect; the wrapped control handles interaction
    <span
      ref={ripple.ref}
      onMouseDown={ripple.onMouseDown}
      className={ripple.className}
      style={{ display: 'inline-block', ...ripple.style, ...style }}
      data-testid="ripple"
    >
      {children}
    </span>
  );
}
