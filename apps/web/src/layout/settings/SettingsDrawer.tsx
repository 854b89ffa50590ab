import { CopyOutlined, RedoOutlined } from '@ant-design/icons';
import { App, Button, ColorPicker, Divider, Drawer, Input, InputNumber, Select, Switch, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useTagsViewRoutes } from '../../stores/tagsViewRoutes.ts';
import { type LayoutName, type ThemeConfig, useThemeConfig } from '../../stores/themeConfig.ts';
import { Local } from '../../utils/storage.ts';
import { isMobileAgent } from '../navbars/SortableTags.tsx';
import { useServerWatermark } from '../watermark/watermarkState.ts';
import { configToCopy, isHexColor, LAYOUTS, PAGE_ANIMATIONS } from './settingsModel.ts';
import './settings.css';

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="pf-settings-row" data-testid={testId}>
      <span className="pf-settings-label">{label}</span>
      <span className="pf-settings-control">{children}</span>
    </div>
  );
}

type BoolKey = {
  [K in keyof ThemeConfig]: ThemeConfig[K] extends boolean ? K : never;
}[keyof ThemeConfig];

function LayoutThumb({ name, active, onPick }: { name: LayoutName; active: boolean; onPick: () => void }) {
  const { t } = useTranslation();
  const label = t(`shell.settings.layout_${name}`);
  return (
    <Tooltip title={label}>
      <button
        type="button"
        className={`pf-layout-thumb pf-layout-thumb-${name}${active ? ' is-active' : ''}`}
        aria-pressed={active}
        aria-label={label}
        onClick={onPick}
        data-testid={`layout-pick-${name}`}
      >
        <span className="thumb-aside" />
        <span className="thumb-rail" />
        <span className="thumb-header" />
        <span className="thumb-main" />
      </button>
    </Tooltip>
  );
}

/** Settings drawer: every option of shell-reference §1, saved per area at each change. */
export function SettingsDrawer() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const area = useThemeConfig((s) => s.area);
  const config = useThemeConfig((s) => s.themeConfig);
  const setThemeConfig = useThemeConfig((s) => s.setThemeConfig);
  const resetThemeConfig = useThemeConfig((s) => s.resetThemeConfig);
  const serverWatermark = useServerWatermark((s) => s.enabled);
  const layout = config.layout;

  const sw = (key: BoolKey, extra?: { disabled?: boolean; onChange?: (v: boolean) => void }) => (
    <Switch
      size="small"
      checked={config[key]}
      disabled={extra?.disabled}
      onChange={(v) => (extra?.onChange ? extra.onChange(v) : setThemeConfig({ [key]: v } as Partial<ThemeConfig>))}
      aria-label={t(`shell.settings.${key}`)}
      data-testid={`setting-${key}`}
    />
  );
  const color = (
    key:
      | 'primary'
      | 'topBar'
      | 'topBarColor'
      | 'menuBar'
      | 'menuBarColor'
      | 'menuBarActiveColor'
      | 'columnsMenuBar'
      | 'columnsMenuBarColor',
    alpha = false,
  ) => (
    <ColorPicker
      size="small"
      value={config[key] || undefined}
      disabledAlpha={!alpha}
      allowClear={key === 'menuBarActiveColor'}
      onChangeComplete={(c) => {
        const value = alpha ? c.toRgbString() : c.toHexString().toUpperCase();
        if (key === 'primary' && !isHexColor(value)) {
          void message.warning(t('shell.settings.primaryInvalid'));
          return;
        }
        setThemeConfig({ [key]: value } as Partial<ThemeConfig>);
      }}
      onClear={() => setThemeConfig({ [key]: '' } as Partial<ThemeConfig>)}
      aria-label={t(`shell.settings.${key}`)}
      data-testid={`setting-${key}`}
    />
  );

  const pickLayout = (name: LayoutName) => {
    Local.set(area, 'oldLayout', name);
    setThemeConfig({ layout: name, isDrawer: false, ...(name === 'transverse' ? { isCollapse: false } : {}) });
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(configToCopy(config));
      void message.success(t('shell.settings.copied'));
    } catch {
      void message.error(t('shell.settings.copyFailed'));
    }
  };

  return (
    <Drawer
      open={config.isDrawer}
      onClose={() => setThemeConfig({ isDrawer: false })}
      title={t('shell.settings.title')}
      placement="right"
      size={300}
      destroyOnHidden
      className="pf-settings"
      data-testid="settings-drawer"
      footer={
        <div className="pf-settings-footer">
          <Button icon={<CopyOutlined />} onClick={() => void copy()} data-testid="settings-copy">
            {t('shell.settings.copy')}
          </Button>
          <Button
            danger
            icon={<RedoOutlined />}
            onClick={() => {
              resetThemeConfig();
              void message.success(t('shell.settings.restored'));
            }}
            data-testid="settings-reset"
          >
            {t('shell.settings.reset')}
          </Button>
        </div>
      }
    >
      <Divider titlePlacement="center">{t('shell.settings.globalTheme')}</Divider>
      <Row label={t('shell.settings.primary')}>{color('primary')}</Row>
      <Row label={t('shell.settings.isIsDark')}>{sw('isIsDark')}</Row>

      <Divider titlePlacement="center">{t('shell.settings.topBarSection')}</Divider>
      <Row label={t('shell.settings.topBar')}>{color('topBar')}</Row>
      <Row label={t('shell.settings.topBarColor')}>{color('topBarColor')}</Row>
      <Row label={t('shell.settings.isTopBarColorGradual')}>{sw('isTopBarColorGradual')}</Row>

      <Divider titlePlacement="center">{t('shell.settings.menuSection')}</Divider>
      <Row label={t('shell.settings.menuBar')}>{color('menuBar')}</Row>
      <Row label={t('shell.settings.menuBarColor')}>{color('menuBarColor')}</Row>
      <Row label={t('shell.settings.menuBarActiveColor')}>{color('menuBarActiveColor', true)}</Row>
      <Row label={t('shell.settings.isMenuBarColorGradual')}>{sw('isMenuBarColorGradual')}</Row>

      {layout === 'columns' ? (
        <>
          <Divider titlePlacement="center">{t('shell.settings.columnsSection')}</Divider>
          <Row label={t('shell.settings.columnsMenuBar')}>{color('columnsMenuBar')}</Row>
          <Row label={t('shell.settings.columnsMenuBarColor')}>{color('columnsMenuBarColor')}</Row>
          <Row label={t('shell.settings.isColumnsMenuBarColorGradual')}>{sw('isColumnsMenuBarColorGradual')}</Row>
          <Row label={t('shell.settings.isColumnsMenuHoverPreload')}>{sw('isColumnsMenuHoverPreload')}</Row>
        </>
      ) : null}

      <Divider titlePlacement="center">{t('shell.settings.interfaceSection')}</Divider>
      <Row label={t('shell.settings.isCollapse')}>{sw('isCollapse', { disabled: layout === 'transverse' })}</Row>
      <Row label={t('shell.settings.isUniqueOpened')}>
        {sw('isUniqueOpened', { disabled: layout === 'transverse' })}
      </Row>
      <Row label={t('shell.settings.isFixedHeader')}>{sw('isFixedHeader')}</Row>
      {layout === 'classic' ? (
        <Row label={t('shell.settings.isClassicSplitMenu')}>
          {sw('isClassicSplitMenu', {
            onChange: (v) => setThemeConfig({ isClassicSplitMenu: v, ...(v ? { isBreadcrumb: false } : {}) }),
          })}
        </Row>
      ) : null}
      <Row label={t('shell.settings.isLockScreen')}>{sw('isLockScreen')}</Row>
      <Row label={t('shell.settings.lockScreenTime')}>
        <InputNumber
          size="small"
          min={1}
          max={9999}
          precision={0}
          value={config.lockScreenTime}
          onChange={(v) => setThemeConfig({ lockScreenTime: typeof v === 'number' ? v : Number.NaN })}
          aria-label={t('shell.settings.lockScreenTime')}
          data-testid="setting-lockScreenTime"
          style={{ width: 90 }}
        />
      </Row>

      <Divider titlePlacement="center">{t('shell.settings.displaySection')}</Divider>
      <Row label={t('shell.settings.isShowLogo')}>{sw('isShowLogo')}</Row>
      <Row label={t('shell.settings.isBreadcrumb')}>
        {sw('isBreadcrumb', { disabled: layout === 'classic' || layout === 'transverse' })}
      </Row>
      <Row label={t('shell.settings.isBreadcrumbIcon')}>{sw('isBreadcrumbIcon')}</Row>
      <Row label={t('shell.settings.isTagsview')}>{sw('isTagsview')}</Row>
      <Row label={t('shell.settings.isTagsviewIcon')}>{sw('isTagsviewIcon')}</Row>
      <Row label={t('shell.settings.isCacheTagsView')}>{sw('isCacheTagsView')}</Row>
      <Row label={t('shell.settings.isSortableTagsView')}>
        {sw('isSortableTagsView', { disabled: isMobileAgent() })}
      </Row>
      <Row label={t('shell.settings.isShareTagsView')}>
        {sw('isShareTagsView', {
          onChange: (v) => {
            setThemeConfig({ isShareTagsView: v });
            const tags = useTagsViewRoutes.getState();
            tags.setTags(tags.tagsViewRoutes.filter((x) => x.isAffix));
            navigate(`/${area}/dashboard/home`);
          },
        })}
      </Row>
      <Row label={t('shell.settings.isFooter')}>{sw('isFooter')}</Row>
      <Row label={t('shell.settings.isGrayscale')}>
        {sw('isGrayscale', { onChange: (v) => setThemeConfig({ isGrayscale: v, ...(v ? { isInvert: false } : {}) }) })}
      </Row>
      <Row label={t('shell.settings.isInvert')}>
        {sw('isInvert', { onChange: (v) => setThemeConfig({ isInvert: v, ...(v ? { isGrayscale: false } : {}) }) })}
      </Row>
      <Row label={t('shell.settings.isWatermark')}>
        {serverWatermark ? (
          <Tooltip title={t('shell.settings.watermarkByServer')}>
            <Switch size="small" checked disabled aria-label={t('shell.settings.isWatermark')} />
          </Tooltip>
        ) : (
          sw('isWatermark')
        )}
      </Row>
      <Row label={t('shell.settings.watermarkText')}>
        <Input
          size="small"
          value={config.watermarkText}
          placeholder={t('shell.settings.watermarkTextPlaceholder')}
          onChange={(e) => setThemeConfig({ watermarkText: e.target.value })}
          onBlur={(e) => setThemeConfig({ watermarkText: e.target.value.trim() })}
          aria-label={t('shell.settings.watermarkText')}
          data-testid="setting-watermarkText"
          style={{ width: 130 }}
        />
      </Row>
      <Row label={t('shell.settings.tagsStyle')}>
        <Select
          size="small"
          value={config.tagsStyle}
          onChange={(v) => setThemeConfig({ tagsStyle: v })}
          style={{ width: 120 }}
          aria-label={t('shell.settings.tagsStyle')}
          options={(['tags-style-one', 'tags-style-four', 'tags-style-five'] as const).map((v) => ({
            value: v,
            label: t(`shell.settings.${v}`),
          }))}
        />
      </Row>
      <Row label={t('shell.settings.animation')}>
        <Select
          size="small"
          value={config.animation}
          onChange={(v) => setThemeConfig({ animation: v })}
          style={{ width: 120 }}
          aria-label={t('shell.settings.animation')}
          options={PAGE_ANIMATIONS.map((v) => ({ value: v, label: t(`shell.settings.anim_${v.replace('-', '_')}`) }))}
        />
      </Row>
      {layout === 'columns' ? (
        <>
          <Row label={t('shell.settings.columnsAsideStyle')}>
            <Select
              size="small"
              value={config.columnsAsideStyle}
              onChange={(v) => setThemeConfig({ columnsAsideStyle: v })}
              style={{ width: 120 }}
              aria-label={t('shell.settings.columnsAsideStyle')}
              options={[
                { value: 'columns-round', label: t('shell.settings.columnsRound') },
                { value: 'columns-card', label: t('shell.settings.columnsCard') },
              ]}
            />
          </Row>
          <Row label={t('shell.settings.columnsAsideLayout')}>
            <Select
              size="small"
              value={config.columnsAsideLayout}
              onChange={(v) => setThemeConfig({ columnsAsideLayout: v })}
              style={{ width: 120 }}
              aria-label={t('shell.settings.columnsAsideLayout')}
              options={[
                { value: 'columns-horizontal', label: t('shell.settings.columnsHorizontal') },
                { value: 'columns-vertical', label: t('shell.settings.columnsVertical') },
              ]}
            />
          </Row>
        </>
      ) : null}

      <Divider titlePlacement="center">{t('shell.settings.layoutSection')}</Divider>
      <div className="pf-layout-thumbs">
        {LAYOUTS.map((name) => (
          <div key={name} className="pf-layout-thumb-cell">
            <LayoutThumb name={name} active={layout === name} onPick={() => pickLayout(name)} />
            <span>{t(`shell.settings.layout_${name}`)}</span>
          </div>
        ))}
      </div>
    </Drawer>
  );
}
