import {
  ColumnHeightOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  LockOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import { App, Button, Dropdown, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ComponentSize, useThemeConfig } from '../../stores/themeConfig.ts';
import { isFullscreen, onFullscreenChange, toggleFullscreen } from '../../utils/fullscreen.ts';
import { useLockScreen } from '../lockScreen/lockState.ts';
import { MenuSearch } from '../search/MenuSearch.tsx';
import { NoticeBell } from './NoticeBell.tsx';

const SIZES: readonly ComponentSize[] = ['large', 'default', 'small'];

function FullscreenToggle() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [full, setFull] = useState(() => isFullscreen());
  useEffect(() => onFullscreenChange(setFull), []);
  const label = full ? t('shell.fullscreen.exit') : t('shell.fullscreen.enter');
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        aria-label={label}
        data-testid="fullscreen-toggle"
        onClick={() => {
          toggleFullscreen().catch(() => void message.warning(t('shell.fullscreen.unsupported')));
        }}
      />
    </Tooltip>
  );
}

function SizeSwitch() {
  const { t } = useTranslation();
  const size = useThemeConfig((s) => s.themeConfig.globalComponentSize);
  const setThemeConfig = useThemeConfig((s) => s.setThemeConfig);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [size],
        items: SIZES.map((s) => ({ key: s, label: t(`shell.size.${s}`), disabled: s === size })),
        onClick: ({ key }) => setThemeConfig({ globalComponentSize: key as ComponentSize }),
      }}
    >
      <Tooltip title={t('shell.size.title')}>
        <Button
          type="text"
          icon={<ColumnHeightOutlined />}
          aria-label={t('shell.size.title')}
          data-testid="size-switch"
        />
      </Tooltip>
    </Dropdown>
  );
}

/** Header tools (shell-reference §5): menu search, full screen, size, notices, lock, settings. */
export function HeaderTools() {
  const { t } = useTranslation();
  const lock = useLockScreen((s) => s.lock);
  const setThemeConfig = useThemeConfig((s) => s.setThemeConfig);
  return (
    <div className="pf-header-tools">
      <MenuSearch />
      <FullscreenToggle />
      <SizeSwitch />
      <NoticeBell />
      <Tooltip title={t('shell.lock.lockNow')}>
        <Button
          type="text"
          icon={<LockOutlined />}
          aria-label={t('shell.lock.lockNow')}
          onClick={lock}
          data-testid="lock-now"
        />
      </Tooltip>
      <Tooltip title={t('shell.settings.title')}>
        <Button
          type="text"
          icon={<SettingOutlined />}
          aria-label={t('shell.settings.title')}
          onClick={() => setThemeConfig({ isDrawer: true })}
          data-testid="settings-open"
        />
      </Tooltip>
    </div>
  );
}
