import { Dropdown } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { UI_LANGUAGES, type UiLanguage } from '../stores/themeConfig.ts';

/** The language menu around the switch button; loaded on the first click (see LanguageSwitch). */
export default function LanguageMenu({
  current,
  open,
  onOpenChange,
  onPick,
  children,
}: {
  current: UiLanguage;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (lang: UiLanguage) => void;
  children: ReactElement;
}) {
  const { t } = useTranslation();
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={onOpenChange}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: UI_LANGUAGES.map((lang) => ({ key: lang, label: t(`lang.${lang}`), disabled: lang === current })),
        onClick: ({ key }) => {
          onOpenChange(false);
          onPick(key as UiLanguage);
        },
      }}
    >
      {children}
    </Dropdown>
  );
}
