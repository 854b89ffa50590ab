import { NestedMenuPage } from '../../../NestedMenuPage.tsx';

/** Nested menu demo: menu121 (docs/menus.md, section 50). */
export default function Menu121Demo() {
  return <NestedMenuPage />;
}
