import { Modal, type ModalProps } from 'antd';
import { type MouseEvent as ReactMouseEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';

export interface Offset {
  x: number;
  y: number;
}

/**
 * New offset after dragging by `delta`, keeping the box (its rect when the drag started)
 * inside the viewport (v-drag).
 */
export function clampOffset(
  origin: Offset,
  delta: Offset,
  rect: { left: number; top: number; width: number; height: number },
  viewport: { width: number; height: number },
): Offset {
  const clamp = (v: number, lo: number, hi: number) => Math.min(Math.max(v, lo), Math.max(lo, hi));
  const dx = clamp(delta.x, -rect.left, viewport.width - rect.width - rect.left);
  const dy = clamp(delta.y, -rect.top, viewport.height - rect.height - rect.top);
  return { x: origin.x + dx, y: origin.y + dy };
}

/** antd Modal movable by its title (mouse and touch), kept inside the viewport. */
export function DraggableModal({ title, modalRender, ...props }: ModalProps & { title?: ReactNode }) {
  const [offset, setOffset] = useState<Offset>({ x: 0, y: 0 });
  const box = useRef<HTMLDivElement>(null);
  const drag = useRef<{ startX: number; startY: number; origin: Offset; rect: DOMRect } | null>(null);

  const move = useCallback((clientX: number, clientY: number) => {
    const d = drag.current;
    if (!d) return;
    setOffset(
      clampOffset(d.origin, { x: clientX - d.startX, y: clientY - d.startY }, d.rect, {
        width: window.innerWidth,
        height: window.innerHeight,
      }),
    );
  }, []);

  useEffect(() => {
    const onMove = (e: MouseEvent) => move(e.clientX, e.clientY);
    const onTouch = (e: TouchEvent) => {
      const t = e.touches[0];
      if (t) move(t.clientX, t.clientY);
    };
    const stop = () => {
      drag.current = null;
    };
    window.addEventListener('mousemove', onMove);
    window.addEventListener('touchmove', onTouch);
    window.addEventListener('mouseup', stop);
    window.addEventListener('touchend', stop);
    return () => {
      window.removeEventListener('mousemove', onMove);
      window.removeEventListener('touchmove', onTouch);
      window.removeEventListener('mouseup', stop);
      window.removeEventListener('touchend', stop);
    };
  }, [move]);

  const start = (clientX: number, clientY: number) => {
    const el = box.current?.firstElementChild ?? box.current;
    if (!el) return;
    drag.current = { startX: clientX, startY: clientY, origin: offset, rect: el.getBoundingClientRect() };
  };

  return (
    <Modal
      {...props}
      title={
        // biome-ignore lint/a11y/noStaticElementInteractions: a pointer drag handle; the dialog itself stays keyboard-operable
        <div
          data-testid="draggable-modal-title"
          style={{ cursor: 'move', userSelect: 'none' }}
          onMouseDown={(e: ReactMouseEvent) => start(e.clientX, e.clientY)}
          onTouchStart={(e) => {
            const t = e.touches[0];
            if (t) start(t.clientX, t.clientY);
          }}
        >
          {title}
        </div>
      }
      modalRender={(node) => (
        <div ref={box} style={{ transform: `translate(${offset.x}px, ${offset.y}px)` }} data-testid="draggable-modal">
          {modalRender ? modalRender(node) : node}
        </div>
      )}
    />
  );
}
