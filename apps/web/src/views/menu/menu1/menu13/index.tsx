import { NestedMenuPage } from '../../NestedMenuPage.tsx';

/** Nested menu demo: menu13 (docs/menus.md, section 50). */
export default function Menu13Demo() {
  return <NestedMenuPage />;
}
