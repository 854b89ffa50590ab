import { Layout } from 'antd';
import { LayoutRight } from './layouts/LayoutRight.tsx';
import { ResponsiveAside } from './layouts/MobileAside.tsx';

/** `defaults` layout: full-height aside │ header + tabs + main (shell-reference §2). */
export function LayoutDefaults() {
  return (
    <Layout className="layout-container layout-defaults" hasSider>
      <ResponsiveAside />
      <LayoutRight header />
    </Layout>
  );
}
