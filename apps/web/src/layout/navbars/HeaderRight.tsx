import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';
import { UserMenu } from '../header/UserMenu.tsx';
import { HeaderTools } from './HeaderTools.tsx';

/** Right part of the classic and transverse headers: tools, language, user menu. */
export function HeaderRight() {
  return (
    <div className="layout-header-right">
      <HeaderTools />
      <LanguageSwitch />
      <UserMenu />
    </div>
  );
}
