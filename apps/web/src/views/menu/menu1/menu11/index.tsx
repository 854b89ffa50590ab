import { NestedMenuPage } from '../../NestedMenuPage.tsx';

/** Nested menu demo: menu11 (docs/menus.md, section 50). */
export default function Menu11Demo() {
  return <NestedMenuPage />;
}
