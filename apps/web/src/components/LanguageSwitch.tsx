import { TranslationOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useThemeConfig } from '../stores/themeConfig.ts';

// The dropdown menu (antd Dropdown + Menu) loads on the first click: the login page shows the
// button only.
const LanguageMenu = lazy(() => import('./LanguageMenu.tsx'));

/** Header language menu: saves the choice in the area's theme and switches live (shell-reference §5). */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const current = useThemeConfig((s) => s.themeConfig.globalI18n);
  const setThemeConfig = useThemeConfig((s) => s.setThemeConfig);
  const [armed, setArmed] = useState(false);
  const [open, setOpen] = useState(false);
  const button = (
    <Button
      type="text"
      className={className}
      icon={<TranslationOutlined />}
      aria-label={t('lang.label')}
      aria-haspopup="menu"
      data-testid="language-switch"
      onClick={
        armed
          ? undefined
          : () => {
              setArmed(true);
              setOpen(true);
            }
      }
    >
      {t(`lang.${current}`)}
    </Button>
  );
  if (!armed) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenu
        current={current}
        open={open}
        onOpenChange={setOpen}
        onPick={(lang) => setThemeConfig({ globalI18n: lang })}
      >
        {button}
      </LanguageMenu>
    </Suspense>
  );
}
