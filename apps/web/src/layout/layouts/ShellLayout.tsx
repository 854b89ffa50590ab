import { CloseOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TagView, useTagsViewRoutes } from '../../stores/tagsViewRoutes.ts';
import { type LayoutName, useThemeConfig } from '../../stores/themeConfig.ts';
import { Session } from '../../utils/storage.ts';
import { LockScreenHost } from '../lockScreen/LockScreen.tsx';
import { RouteProgress } from '../navbars/RouteProgress.tsx';
import { WatermarkHost } from '../watermark/WatermarkHost.tsx';
import { barVariables } from './barColors.ts';
import { LayoutClassic } from './Classic.tsx';
import { LayoutColumns } from './Columns.tsx';
import { isMobileWidth, useShellState } from './shellState.ts';
import { LayoutTransverse } from './Transverse.tsx';
import './layouts.css';

/** The settings drawer (colour pickers, sliders, number inputs) loads the first time it opens. */
const SettingsDrawer = lazy(() =>
  import('../settings/SettingsDrawer.tsx').then((m) => ({ default: m.SettingsDrawer })),
);

function LazySettingsDrawer() {
  const open = useThemeConfig((s) => s.themeConfig.isDrawer);
  const [wanted, setWanted] = useState(open);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);
  if (!wanted && !open) return null;
  return (
    <Suspense fallback={null}>
      <SettingsDrawer />
    </Suspense>
  );
}

/** Tracks the < 1000 px breakpoint. */
function useMobileTracking(): boolean {
  const isMobile = useShellState((s) => s.isMobile);
  const setMobile = useShellState((s) => s.setMobile);
  useEffect(() => {
    const update = () => setMobile(isMobileWidth());
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [setMobile]);
  return isMobile;
}

/** The layout actually shown: narrow screens always get `defaults` with the menu drawer. */
export function effectiveLayout(layout: LayoutName, isMobile: boolean): LayoutName {
  return isMobile ? 'defaults' : layout;
}

/** Restores the saved tabs after a reload when isCacheTagsView is on (shell-reference §4 "persistence"). */
function useCachedTagsRestore() {
  const area = useThemeConfig((s) => s.area);
  const isCacheTagsView = useThemeConfig((s) => s.themeConfig.isCacheTagsView);
  // Read before the tabs bar's effects overwrite the stored list.
  const [saved] = useState(() => Session.get<TagView[]>(area, 'tagsViewList'));
  const [savedFull] = useState(() => Session.get<boolean>(area, 'isTagsViewCurrenFull') === true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount, with the values read before the tabs bar ran
  useEffect(() => {
    const store = useTagsViewRoutes.getState();
    if (savedFull && !store.isTagsViewCurrenFull) store.setCurrenFull(true);
    if (!isCacheTagsView || !Array.isArray(saved) || saved.length === 0) return;
    const now = store.tagsViewRoutes;
    const restored = saved.filter((t) => t && typeof t.key === 'string' && t.path?.startsWith(`/${area}/`));
    const merged = [...restored, ...now.filter((t) => !restored.some((r) => r.key === t.key))];
    store.setTags([...merged.filter((t) => t.isAffix), ...merged.filter((t) => !t.isAffix)]);
  }, []);
}

/**
 * Chooses the layout from themeConfig.layout (shell-reference §2) and hosts the shell-wide
 * pieces: settings drawer, lock screen, watermark, progress bar, bar colours, tab full screen.
 */
export function ShellLayout({ defaults }: { defaults: ReactNode }) {
  const { t } = useTranslation();
  const config = useThemeConfig((s) => s.themeConfig);
  const isMobile = useMobileTracking();
  const full = useTagsViewRoutes((s) => s.isTagsViewCurrenFull);
  const setFull = useTagsViewRoutes((s) => s.setCurrenFull);
  useCachedTagsRestore();

  const layout = effectiveLayout(config.layout, isMobile);
  const vars = barVariables(config);
  useEffect(() => {
    const root = document.documentElement;
    for (const [k, v] of Object.entries(vars)) root.style.setProperty(k, v);
  });

  let body: ReactNode;
  if (layout === 'classic') body = <LayoutClassic />;
  else if (layout === 'transverse') body = <LayoutTransverse />;
  else if (layout === 'columns') body = <LayoutColumns />;
  else body = defaults;

  const classes = [
    'layout-shell',
    `layout-shell-${layout}`,
    config.tagsStyle,
    full ? 'is-tag-fullscreen' : '',
    isMobile ? 'is-mobile' : '',
    config.isIsDark ? 'is-dark' : '',
    config.menuBarActiveColor ? 'has-menu-active-color' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={classes} data-layout={layout} data-testid="layout-shell">
      {body}
      {full ? (
        <Button
          className="pf-tag-fullscreen-close"
          shape="circle"
          icon={<CloseOutlined />}
          aria-label={t('shell.exitTagFullscreen')}
          onClick={() => setFull(false)}
          data-testid="tag-fullscreen-close"
        />
      ) : null}
      <LazySettingsDrawer />
      <LockScreenHost />
      <WatermarkHost />
      <RouteProgress />
    </div>
  );
}
