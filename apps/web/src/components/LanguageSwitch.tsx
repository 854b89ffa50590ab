import { TranslationOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { UI_LANGUAGES, type UiLanguage, useThemeConfig } from '../stores/themeConfig.ts';

/** Header language menu: saves the choice in the area's theme and switches live (shell-reference §5). */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const current = useThemeConfig((s) => s.themeConfig.globalI18n);
  const setThemeConfig = useThemeConfig((s) => s.setThemeConfig);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: UI_LANGUAGES.map((lang) => ({ key: lang, label: t(`lang.${lang}`), disabled: lang === current })),
        onClick: ({ key }) => setThemeConfig({ globalI18n: key as UiLanguage }),
      }}
    >
      <Button
        type="text"
        className={className}
        icon={<TranslationOutlined />}
        aria-label={t('lang.label')}
        data-testid="language-switch"
      >
        {t(`lang.${current}`)}
      </Button>
    </Dropdown>
  );
}
