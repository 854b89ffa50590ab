import { sysWechatUserResource } from '@printfloor/contract';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';

/** WeChat users (menu weChatUser, component /system/weChatUser/index): the generic resource page. */
export default function SysWechatUserPage() {
  return <ResourcePage resource={sysWechatUserResource} />;
}
