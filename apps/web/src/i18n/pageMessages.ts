import type { Language } from '@printfloor/contract';
import { CHILD_TABLE_MESSAGES } from '../components/resource/childTableMessages.ts';
import { RESOURCE_MESSAGES } from '../components/resource/messages.ts';
import { FACTORY_SETTINGS_MESSAGES } from '../components/settings/messages.ts';
import { WORKBENCH_MESSAGES } from '../views/home/messages.ts';
import { FILE_MESSAGES } from '../views/system/file/messages.ts';
import { SYS_ADMIN_MESSAGES } from '../views/system/log/messages.ts';
import { NOTICE_MESSAGES } from '../views/system/notice/messages.ts';
import { ONLINE_USER_MESSAGES } from '../views/system/onlineUser/messages.ts';
import { TENANT_MESSAGES } from '../views/system/tenant/messages.ts';
import { IDENTITY_MESSAGES } from '../views/system/user/messages.ts';
import { WORKFORCE_MESSAGES } from '../views/workforce/messages.ts';

/**
 * Messages of the pages behind login (`resource.*`, `workbench.*`), merged into the
 * `translation` namespace when those pages load (see `loadPageMessages`).
 */
export const PAGE_MESSAGES = Object.fromEntries(
  (Object.keys(RESOURCE_MESSAGES) as Language[]).map((lang) => [
    lang,
    {
      resource: RESOURCE_MESSAGES[lang],
      workbench: WORKBENCH_MESSAGES[lang],
      factorySettings: FACTORY_SETTINGS_MESSAGES[lang],
      childTable: CHILD_TABLE_MESSAGES[lang],
      sysFile: FILE_MESSAGES[lang],
      identity: IDENTITY_MESSAGES[lang],
      sysAdmin: SYS_ADMIN_MESSAGES[lang],
      tenant: TENANT_MESSAGES[lang],
      notice: NOTICE_MESSAGES[lang],
      onlineUser: ONLINE_USER_MESSAGES[lang],
      workforce: WORKFORCE_MESSAGES[lang],
    },
  ]),
) as Record<
  Language,
  {
    resource: (typeof RESOURCE_MESSAGES)[Language];
    workbench: (typeof WORKBENCH_MESSAGES)[Language];
    factorySettings: (typeof FACTORY_SETTINGS_MESSAGES)[Language];
    childTable: (typeof CHILD_TABLE_MESSAGES)[Language];
    sysFile: (typeof FILE_MESSAGES)[Language];
    identity: (typeof IDENTITY_MESSAGES)[Language];
    sysAdmin: (typeof SYS_ADMIN_MESSAGES)[Language];
    tenant: (typeof TENANT_MESSAGES)[Language];
    notice: (typeof NOTICE_MESSAGES)[Language];
    onlineUser: (typeof ONLINE_USER_MESSAGES)[Language];
    workforce: (typeof WORKFORCE_MESSAGES)[Language];
  }
>;
