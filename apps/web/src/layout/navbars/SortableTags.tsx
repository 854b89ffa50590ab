import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  type Modifier,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { arrayMove, horizontalListSortingStrategy, SortableContext, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type HTMLAttributes, type ReactNode, useEffect, useRef } from 'react';
import { type TagView, useTagsViewRoutes } from '../../stores/tagsViewRoutes.ts';
import { useThemeConfig } from '../../stores/themeConfig.ts';

/** Tabs move along the bar only. */
const restrictToHorizontalAxis: Modifier = ({ transform }) => ({ ...transform, y: 0 });

/** Mobile user agents get no drag sorting (shell-reference §2, §4). */
export function isMobileAgent(ua: string = navigator.userAgent): boolean {
  return /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i.test(ua);
}

/** Moves `activeKey` to the position of `overKey`; affixed tabs always stay first. */
export function reorderTags(tags: readonly TagView[], activeKey: string, overKey: string): TagView[] {
  const from = tags.findIndex((t) => t.key === activeKey);
  const to = tags.findIndex((t) => t.key === overKey);
  if (from < 0 || to < 0 || from === to) return [...tags];
  const moved = arrayMove([...tags], from, to);
  return [...moved.filter((t) => t.isAffix), ...moved.filter((t) => !t.isAffix)];
}

export function useTagsSortable(): boolean {
  const isSortableTagsView = useThemeConfig((s) => s.themeConfig.isSortableTagsView);
  return isSortableTagsView && !isMobileAgent();
}

/** Drag-to-reorder around the tabs (@dnd-kit; order saved to tab storage by the tags store). */
export function SortableTags({ tags, children }: { tags: readonly TagView[]; children: ReactNode }) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const list = useTagsViewRoutes.getState().tagsViewRoutes;
    useTagsViewRoutes.getState().setTags(reorderTags(list, String(active.id), String(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[restrictToHorizontalAxis]}
      onDragEnd={onDragEnd}
      autoScroll={false}
    >
      <SortableContext items={tags.map((t) => t.key)} strategy={horizontalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

type SortableTagProps = HTMLAttributes<HTMLDivElement> & { id: string; affix?: boolean };

/** One tab as a sortable item; affixed tabs and disabled sorting are not draggable. */
export function SortableTag({ id, affix, style, children, ...rest }: SortableTagProps) {
  const enabled = useTagsSortable();
  const { setNodeRef, listeners, transform, transition, isDragging } = useSortable({
    id,
    disabled: !enabled || !!affix,
    transition: { duration: 300, easing: 'ease' },
  });
  const onPointerDown = listeners?.onPointerDown as HTMLAttributes<HTMLDivElement>['onPointerDown'];
  const node = useRef<HTMLDivElement | null>(null);
  const selected = rest['aria-selected'] === true;
  // The active tab is scrolled into view (shell-reference §4 "wheel").
  useEffect(() => {
    const el = node.current;
    if (selected && el && typeof el.scrollIntoView === 'function') {
      el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    }
  }, [selected]);
  return (
    <div
      ref={(el) => {
        node.current = el;
        setNodeRef(el);
      }}
      {...rest}
      onWheel={(e) => {
        rest.onWheel?.(e);
        // The mouse wheel scrolls the tabs bar horizontally.
        const bar = e.currentTarget.parentElement;
        if (bar && e.deltaY !== 0 && bar.scrollWidth > bar.clientWidth) bar.scrollLeft += e.deltaY;
      }}
      onPointerDown={(e) => {
        rest.onPointerDown?.(e);
        if (e.button === 0) onPointerDown?.(e);
      }}
      style={{
        ...style,
        transform: CSS.Translate.toString(transform),
        transition,
        zIndex: isDragging ? 2 : undefined,
        opacity: isDragging ? 0.85 : undefined,
      }}
      data-sortable={enabled && !affix ? 'true' : 'false'}
    >
      {children}
    </div>
  );
}
