import { sysOAuthUserResource } from '@printfloor/contract';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';

/** Third-party accounts (menu sysThirdAccount, component /system/thirdAccount/index): bindings, unbind = delete. */
export default function SysThirdAccountPage() {
  return <ResourcePage resource={sysOAuthUserResource} />;
}
