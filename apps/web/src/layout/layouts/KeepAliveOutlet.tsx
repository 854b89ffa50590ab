import { Activity, type ReactNode, useRef } from 'react';
import {
  type Location,
  UNSAFE_LocationContext as LocationContext,
  type NavigationType,
  useLocation,
  useNavigationType,
  useOutlet,
} from 'react-router';
import { useTagsViewRoutes } from '../../stores/tagsViewRoutes.ts';
import { useThemeConfig } from '../../stores/themeConfig.ts';
import { tagKeyOf } from '../tags/tagKey.ts';
import { useAreaRoutes } from '../useAreaRoutes.ts';
import { useShellState } from './shellState.ts';

interface Entry {
  element: ReactNode;
  location: Location;
  navigationType: NavigationType;
  keepAlive: boolean;
}

/**
 * The page outlet with one cache keyed by tab key (shell-reference §3, §11.5): every open
 * tab whose route has isKeepAlive stays mounted inside `<Activity mode="hidden">` (state kept,
 * effects paused); closing its tab discards it; a tab refresh remounts it. Each kept page
 * sees the location it was opened with, so a hidden page never reacts to another tab's URL.
 * Without the tabs bar, every keep-alive page visited stays cached.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const { current } = useAreaRoutes();
  const { isShareTagsView, isTagsview, animation } = useThemeConfig((s) => s.themeConfig);
  const tags = useTagsViewRoutes((s) => s.tagsViewRoutes);
  const versions = useShellState((s) => s.tabVersions);
  const cache = useRef(new Map<string, Entry>());

  const activeKey = tagKeyOf(location.pathname, location.search, isShareTagsView);
  const keepAlive = !!current?.meta.isKeepAlive && current.view?.kind !== 'link';
  cache.current.set(activeKey, { element: outlet, location, navigationType, keepAlive });
  const open = new Set(tags.map((t) => t.key));
  for (const [key, entry] of cache.current) {
    if (key === activeKey) continue;
    if (!entry.keepAlive || (isTagsview && !open.has(key))) cache.current.delete(key);
  }

  return (
    <>
      {[...cache.current].map(([key, entry]) => {
        const active = key === activeKey;
        return (
          <Activity key={`${key}#${versions[key] ?? 0}`} mode={active ? 'visible' : 'hidden'} name={key}>
            <LocationContext.Provider value={{ location: entry.location, navigationType: entry.navigationType }}>
              <div className={`layout-page pf-anim-${animation}`} data-tab-key={key} data-testid="keep-alive-page">
                {entry.element}
              </div>
            </LocationContext.Provider>
          </Activity>
        );
      })}
    </>
  );
}
