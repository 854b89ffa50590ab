import { Breadcrumb as AntBreadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MenuIcon } from '../../components/MenuIcon.tsx';
import { translateTitle } from '../../i18n/index.ts';
import { areaUrl, fullPath, routeChain } from '../../router/routeUtils.ts';
import { useThemeConfig } from '../../stores/themeConfig.ts';
import { useAreaRoutes } from '../useAreaRoutes.ts';

/** Breadcrumb: the menu chain of the current page; non-last items link (shell-reference §5). */
export function Breadcrumb() {
  useTranslation();
  const { area, tree, current, location } = useAreaRoutes();
  const { isBreadcrumb, isBreadcrumbIcon } = useThemeConfig((s) => s.themeConfig);
  if (!isBreadcrumb || !current) return null;
  const chain = routeChain(tree, current);
  const tagsViewName = new URLSearchParams(location.search).get('tagsViewName');
  const items = chain.map((r, i) => {
    const last = i === chain.length - 1;
    const text = last && tagsViewName ? tagsViewName : translateTitle(r.meta.title);
    const label = (
      <span key={r.id}>
        {isBreadcrumbIcon ? <MenuIcon icon={r.meta.icon} /> : null} {text}
      </span>
    );
    const target = r.redirect ? areaUrl(area, r.redirect) : r.view ? fullPath(area, r) : null;
    return { key: String(r.id), title: !last && target ? <Link to={target}>{label}</Link> : label };
  });
  return <AntBreadcrumb className="layout-breadcrumb" items={items} data-testid="layout-breadcrumb" />;
}
