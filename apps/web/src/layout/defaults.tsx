import { Layout } from 'antd';
import { useThemeConfig } from '../stores/themeConfig.ts';
import { Header } from './header/Header.tsx';
import { ResponsiveAside } from './layouts/MobileAside.tsx';
import { Main } from './main/Main.tsx';
import { TagsView } from './tags/TagsView.tsx';

/** `defaults` layout: full-height aside │ header + tabs + main (shell-reference §2). */
export function LayoutDefaults() {
  const { isTagsview, isFixedHeader } = useThemeConfig((s) => s.themeConfig);
  return (
    <Layout className="layout-container layout-defaults" hasSider>
      <ResponsiveAside />
      <Layout className={`layout-right${isFixedHeader ? ' is-fixed-header' : ''}`}>
        <div className="layout-top">
          <Header />
          {isTagsview ? <TagsView /> : null}
        </div>
        <Main />
      </Layout>
    </Layout>
  );
}
