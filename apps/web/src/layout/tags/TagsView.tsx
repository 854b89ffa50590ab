import { CloseOutlined } from '@ant-design/icons';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MenuIcon } from '../../components/MenuIcon.tsx';
import { translateTitle } from '../../i18n/index.ts';
import { fullPath } from '../../router/routeUtils.ts';
import { type TagView, useTagsViewRoutes } from '../../stores/tagsViewRoutes.ts';
import { useThemeConfig } from '../../stores/themeConfig.ts';
import { SortableTag, SortableTags } from '../navbars/SortableTags.tsx';
import { useTagsContextMenu } from '../navbars/TagsContextMenu.tsx';
import { useAreaRoutes } from '../useAreaRoutes.ts';
import { neighbourAfterClose, tagKeyOf } from './tagKey.ts';

/** Basic tabs bar: affixed tabs first, visited pages appended, click to switch, close (shell-reference §4). */
export function TagsView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { area, flat, current, location } = useAreaRoutes();
  const { isShareTagsView, isTagsviewIcon } = useThemeConfig((s) => s.themeConfig);
  const tags = useTagsViewRoutes((s) => s.tagsViewRoutes);
  const addTag = useTagsViewRoutes((s) => s.addTag);
  const setTags = useTagsViewRoutes((s) => s.setTags);
  const contextMenu = useTagsContextMenu();

  const affix = useMemo<TagView[]>(
    () =>
      flat
        .filter((r) => r.meta.isAffix && !r.meta.isHide)
        .map((r) => ({
          key: fullPath(area, r),
          path: fullPath(area, r),
          url: fullPath(area, r),
          title: r.meta.title,
          icon: r.meta.icon,
          isAffix: true,
        })),
    [area, flat],
  );

  useEffect(() => {
    const existing = useTagsViewRoutes.getState().tagsViewRoutes.filter((tag) => tag.path.startsWith(`/${area}/`));
    const missing = affix.filter((a) => !existing.some((tag) => tag.key === a.key));
    if (missing.length > 0 || existing.length !== useTagsViewRoutes.getState().tagsViewRoutes.length) {
      setTags([...missing, ...existing]);
    }
  }, [affix, area, setTags]);

  useEffect(() => {
    if (!current) return;
    // External links open in a new window and get no tab.
    if (current.view?.kind === 'link') return;
    const tagsViewName = new URLSearchParams(location.search).get('tagsViewName');
    addTag({
      key: tagKeyOf(location.pathname, location.search, isShareTagsView),
      path: location.pathname,
      url: location.pathname + location.search,
      title: tagsViewName || current.meta.title,
      icon: current.meta.icon,
      isAffix: !!current.meta.isAffix,
    });
  }, [current, location.pathname, location.search, isShareTagsView, addTag]);

  const activeKey = tagKeyOf(location.pathname, location.search, isShareTagsView);
  const close = (tag: TagView) => {
    if (tag.isAffix) return;
    const list = useTagsViewRoutes.getState().tagsViewRoutes;
    const next = neighbourAfterClose(list, tag.key);
    setTags(list.filter((x) => x.key !== tag.key));
    if (tag.key === activeKey) navigate(next?.url ?? `/${area}/dashboard/home`);
  };

  return (
    <div className="layout-tags" role="tablist" aria-label={t('layout.tags')} data-testid="tags-view">
      <SortableTags tags={tags}>
        {tags.map((tag) => {
          const active = tag.key === activeKey;
          return (
            <SortableTag
              id={tag.key}
              affix={!!tag.isAffix}
              key={tag.key}
              role="tab"
              aria-selected={active}
              tabIndex={0}
              className={`layout-tag${active ? ' is-active' : ''}`}
              data-testid="tags-view-item"
              onClick={() => navigate(tag.url)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') navigate(tag.url);
              }}
              onContextMenu={(e) => contextMenu.open(e, tag)}
              onAuxClick={(e) => {
                if (e.button === 1) close(tag);
              }}
            >
              {isTagsviewIcon ? <MenuIcon icon={tag.icon} /> : null}
              <span>{translateTitle(tag.title)}</span>
              {!tag.isAffix ? (
                <button
                  type="button"
                  className="layout-tag-close"
                  aria-label={t('layout.tagsClose')}
                  onClick={(e) => {
                    e.stopPropagation();
                    close(tag);
                  }}
                >
                  <CloseOutlined />
                </button>
              ) : null}
            </SortableTag>
          );
        })}
      </SortableTags>
      {contextMenu.menu}
    </div>
  );
}
