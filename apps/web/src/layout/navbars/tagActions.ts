import { useNavigate } from 'react-router';
import { type TagView, useTagsViewRoutes } from '../../stores/tagsViewRoutes.ts';
import { useThemeConfig } from '../../stores/themeConfig.ts';
import { useShellState } from '../layouts/shellState.ts';
import { neighbourAfterClose, tagKeyOf } from '../tags/tagKey.ts';
import { useAreaRoutes } from '../useAreaRoutes.ts';

export type TagAction = 'refresh' | 'close' | 'closeOthers' | 'closeAll' | 'fullscreen';

/** The five tab actions of the context menu (shell-reference §4), ids 0–4 in this order. */
export const TAG_ACTIONS: readonly TagAction[] = ['refresh', 'close', 'closeOthers', 'closeAll', 'fullscreen'];

export function useTagActions() {
  const navigate = useNavigate();
  const { area, location } = useAreaRoutes();
  const isShareTagsView = useThemeConfig((s) => s.themeConfig.isShareTagsView);
  const activeKey = tagKeyOf(location.pathname, location.search, isShareTagsView);
  const home = `/${area}/dashboard/home`;
  const tags = () => useTagsViewRoutes.getState().tagsViewRoutes;
  const setTags = (list: TagView[]) => useTagsViewRoutes.getState().setTags(list);
  const goTo = (tag: TagView) => {
    if (tag.key !== activeKey) navigate(tag.url);
  };

  const run: Record<TagAction, (tag: TagView) => void> = {
    /** Remounts the page (a fresh instance; kept alive again afterwards when isKeepAlive). */
    refresh: (tag) => {
      goTo(tag);
      useShellState.getState().refreshTab(tag.key);
    },
    close: (tag) => {
      if (tag.isAffix) return;
      const list = tags();
      const next = neighbourAfterClose(list, tag.key);
      setTags(list.filter((x) => x.key !== tag.key));
      if (tag.key === activeKey) navigate(next?.url ?? home);
    },
    closeOthers: (tag) => {
      goTo(tag);
      setTags(tags().filter((x) => x.isAffix || x.key === tag.key));
    },
    closeAll: () => {
      const affix = tags().filter((x) => x.isAffix);
      setTags(affix);
      navigate(affix[affix.length - 1]?.url ?? home);
    },
    fullscreen: (tag) => {
      goTo(tag);
      useTagsViewRoutes.getState().setCurrenFull(true);
    },
  };
  return { activeKey, run };
}
