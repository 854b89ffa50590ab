import { NestedMenuPage } from '../../../NestedMenuPage.tsx';

/** Nested menu demo: menu122 (docs/menus.md, section 50). */
export default function Menu122Demo() {
  return <NestedMenuPage />;
}
