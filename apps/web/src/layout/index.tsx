import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { translateTitle } from '../i18n/index.ts';
import { LayoutDefaults } from './defaults.tsx';
import { ShellLayout } from './layouts/ShellLayout.tsx';
import { useAreaRoutes } from './useAreaRoutes.ts';
import { useLiveChannel } from './useLiveChannel.ts';
import { useTenantTitle } from './useTenantTitle.ts';
import './layout.css';

/**
 * The shell layout. Only `defaults` exists so far; classic, transverse and columns come
 * later and are chosen here from themeConfig.layout.
 */
export default function LayoutShell() {
  useTranslation(); // re-render on language change so the title is re-translated
  const { current, location } = useAreaRoutes();
  const tenantTitle = useTenantTitle();
  useLiveChannel();
  const tagsViewName = new URLSearchParams(location.search).get('tagsViewName');
  const page = tagsViewName || (current ? translateTitle(current.meta.title) : '');
  useEffect(() => {
    document.title = page ? `${page} - ${tenantTitle}` : tenantTitle;
  }, [page, tenantTitle]);
  return <ShellLayout defaults={<LayoutDefaults />} />;
}
