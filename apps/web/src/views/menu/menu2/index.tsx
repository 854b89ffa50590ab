import { NestedMenuPage } from '../NestedMenuPage.tsx';

/** Nested menu demo: menu2 (docs/menus.md, section 50). */
export default function Menu2Demo() {
  return <NestedMenuPage />;
}
