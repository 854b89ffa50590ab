import { DownOutlined, LockOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { App, Avatar, Dropdown, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { stopLive } from '../../api/live.ts';
import { clearSessionAndReload } from '../../api/request.ts';
import { sysAuthApi } from '../../api/sysAuth.ts';
import { useUserInfo } from '../../stores/userInfo.ts';
import { currentArea } from '../../utils/area.ts';
import { useLockScreen } from '../lockScreen/lockState.ts';

/** Logs out through the server, then drops the area's tokens and tab storage and reloads. */
export async function logout(): Promise<void> {
  const area = currentArea();
  stopLive();
  try {
    await sysAuthApi.logout();
  } catch {
    /* the server answers invalid_token; the session ends either way */
  }
  // The same single reload as a 401 elsewhere: a call that fails meanwhile must not reload twice.
  clearSessionAndReload(area);
}

export function UserMenu() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const user = useUserInfo((s) => s.userInfos);
  const name = user?.realName || user?.account || '';

  const confirmLogout = () => {
    modal.confirm({
      title: t('layout.logoutTitle'),
      content: t('layout.logoutMessage'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      maskClosable: false,
      keyboard: false,
      closable: false,
      onOk: () => logout(),
    });
  };

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'userCenter', icon: <UserOutlined />, label: t('layout.userCenter') },
          { key: 'lock', icon: <LockOutlined />, label: t('shell.lock.lockNow') },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: t('layout.logout'), danger: true },
        ],
        onClick: ({ key }) => {
          if (key === 'logout') confirmLogout();
          if (key === 'lock') useLockScreen.getState().lock();
          if (key === 'userCenter') navigate(`/${currentArea()}/system/userCenter`);
        },
      }}
    >
      <button type="button" className="layout-user" data-testid="user-menu" aria-label={name}>
        <Space size={8}>
          <Avatar size={28} src={user?.avatar || undefined}>
            {name.slice(0, 1)}
          </Avatar>
          <span className="layout-user-name">{name}</span>
          <DownOutlined style={{ fontSize: 10 }} />
        </Space>
      </button>
    </Dropdown>
  );
}
