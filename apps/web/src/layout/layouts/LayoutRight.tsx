import { Layout } from 'antd';
import { useThemeConfig } from '../../stores/themeConfig.ts';
import { Header } from '../header/Header.tsx';
import { Main } from '../main/Main.tsx';
import { TagsView } from '../tags/TagsView.tsx';

/**
 * The right-hand column of a layout: the top (the Header when `header`, and the tabs when shown)
 * over the main view, with a fixed top when the theme asks for it. Classic and Transverse pass no
 * `header`: their header spans the whole width above.
 */
export function LayoutRight({ header = false }: { header?: boolean }) {
  const { isTagsview, isFixedHeader } = useThemeConfig((s) => s.themeConfig);
  return (
    <Layout className={`layout-right${isFixedHeader ? ' is-fixed-header' : ''}`}>
      {header || isTagsview ? (
        <div className="layout-top">
          {header ? <Header /> : null}
          {isTagsview ? <TagsView /> : null}
        </div>
      ) : null}
      <Main />
    </Layout>
  );
}
