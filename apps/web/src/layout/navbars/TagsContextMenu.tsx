import {
  CloseCircleOutlined,
  CloseOutlined,
  CloseSquareOutlined,
  FullscreenOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import { type MouseEvent, type ReactNode, useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { TagView } from '../../stores/tagsViewRoutes.ts';
import { type TagAction, useTagActions } from './tagActions.ts';

export const CONTEXT_MENU_WIDTH = 130;
const ITEM_HEIGHT = 32;

/** Keeps the menu inside the viewport (shell-reference §19, gitee I4KN78). */
export function clampMenuPosition(
  x: number,
  y: number,
  width: number,
  height: number,
  viewport: { width: number; height: number },
): { left: number; top: number } {
  return {
    left: Math.max(0, Math.min(x, viewport.width - width)),
    top: Math.max(0, Math.min(y, viewport.height - height)),
  };
}

const ICONS: Record<TagAction, ReactNode> = {
  refresh: <ReloadOutlined />,
  close: <CloseOutlined />,
  closeOthers: <CloseCircleOutlined />,
  closeAll: <CloseSquareOutlined />,
  fullscreen: <FullscreenOutlined />,
};

const LABEL_KEYS: Record<TagAction, string> = {
  refresh: 'layout.tagsRefresh',
  close: 'layout.tagsClose',
  closeOthers: 'layout.tagsCloseOthers',
  closeAll: 'layout.tagsCloseAll',
  fullscreen: 'layout.tagsFullscreen',
};

/**
 * Right-click menu of the tabs bar: refresh, close (not on affixed tabs), close others,
 * close all, full screen. Closes on any click elsewhere, on scroll and on Escape.
 */
export function useTagsContextMenu(): { open: (e: MouseEvent, tag: TagView) => void; menu: ReactNode } {
  const { t } = useTranslation();
  const { run } = useTagActions();
  const [state, setState] = useState<{ x: number; y: number; tag: TagView } | null>(null);
  const closeMenu = useCallback(() => setState(null), []);

  useEffect(() => {
    if (!state) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') closeMenu();
    };
    const onDown = (e: Event) => {
      if (!(e.target instanceof Element) || !e.target.closest('.pf-tags-contextmenu')) closeMenu();
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    window.addEventListener('resize', closeMenu);
    window.addEventListener('blur', closeMenu);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('resize', closeMenu);
      window.removeEventListener('blur', closeMenu);
    };
  }, [state, closeMenu]);

  const open = (e: MouseEvent, tag: TagView) => {
    e.preventDefault();
    setState({ x: e.clientX, y: e.clientY, tag });
  };

  let menu: ReactNode = null;
  if (state) {
    const actions = TAG_MENU_FOR(state.tag);
    const { left, top } = clampMenuPosition(state.x, state.y, CONTEXT_MENU_WIDTH, actions.length * ITEM_HEIGHT + 8, {
      width: window.innerWidth,
      height: window.innerHeight,
    });
    menu = createPortal(
      <div
        className="pf-tags-contextmenu"
        role="menu"
        aria-label={t('layout.tags')}
        style={{ left, top, width: CONTEXT_MENU_WIDTH }}
        data-testid="tags-contextmenu"
      >
        {actions.map((action) => (
          <button
            key={action}
            type="button"
            role="menuitem"
            data-action={action}
            onClick={() => {
              const tag = state.tag;
              closeMenu();
              run[action](tag);
            }}
          >
            {ICONS[action]}
            <span>{t(LABEL_KEYS[action])}</span>
          </button>
        ))}
      </div>,
      document.body,
    );
  }
  return { open, menu };
}

function TAG_MENU_FOR(tag: TagView): TagAction[] {
  const all: TagAction[] = ['refresh', 'close', 'closeOthers', 'closeAll', 'fullscreen'];
  return tag.isAffix ? all.filter((a) => a !== 'close') : all;
}
