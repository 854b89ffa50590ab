import type { ComponentType } from 'react';
import * as Icons from './menuIconSet.ts';

/** antd icons by their exact name, for `antd:<Name>` menu icons (the seeded catalogue uses these). */
export const ANTD_ICONS: Record<string, ComponentType> = Icons;

/**
 * Server menu icons are `ele-<Name>` (Element Plus), `iconfont icon-<x>` or `fa fa-<x>`
 * (contract §4.3) or, in our seed, `antd:<Name>`; this name map picks the nearest antd icon.
 * Unknown names get a neutral icon. A new `antd:` icon in the catalogue must be added to menuIconSet.ts
 * (test/menuIcon.test.ts checks the seeded catalogue).
 */
const BY_NAME: Record<string, ComponentType> = {
  home: Icons.HomeOutlined,
  homefilled: Icons.HomeOutlined,
  house: Icons.HomeOutlined,
  dashboard: Icons.DashboardOutlined,
  odometer: Icons.DashboardOutlined,
  setting: Icons.SettingOutlined,
  settings: Icons.SettingOutlined,
  tools: Icons.ToolOutlined,
  tool: Icons.ToolOutlined,
  user: Icons.UserOutlined,
  userfilled: Icons.UserOutlined,
  avatar: Icons.IdcardOutlined,
  postcard: Icons.IdcardOutlined,
  team: Icons.TeamOutlined,
  management: Icons.TeamOutlined,
  menu: Icons.MenuOutlined,
  grid: Icons.AppstoreOutlined,
  apps: Icons.AppstoreOutlined,
  opportunity: Icons.ApartmentOutlined,
  office: Icons.BankOutlined,
  officebuilding: Icons.BankOutlined,
  school: Icons.BankOutlined,
  bell: Icons.BellOutlined,
  notification: Icons.NotificationOutlined,
  chatdotround: Icons.MessageOutlined,
  message: Icons.MessageOutlined,
  document: Icons.FileTextOutlined,
  documentcopy: Icons.FileTextOutlined,
  tickets: Icons.ProfileOutlined,
  files: Icons.FileOutlined,
  folder: Icons.FolderOutlined,
  folderopened: Icons.FolderOutlined,
  collection: Icons.BookOutlined,
  notebook: Icons.ReadOutlined,
  reading: Icons.ReadOutlined,
  edit: Icons.EditOutlined,
  editpen: Icons.FormOutlined,
  coin: Icons.DollarOutlined,
  money: Icons.DollarOutlined,
  wallet: Icons.WalletOutlined,
  shop: Icons.ShopOutlined,
  goods: Icons.ShoppingCartOutlined,
  shoppingcart: Icons.ShoppingCartOutlined,
  sell: Icons.ShoppingCartOutlined,
  box: Icons.InboxOutlined,
  takeawaybox: Icons.InboxOutlined,
  van: Icons.CarOutlined,
  printer: Icons.PrinterOutlined,
  picture: Icons.PictureOutlined,
  datalinepng: Icons.BarChartOutlined,
  dataline: Icons.BarChartOutlined,
  histogram: Icons.BarChartOutlined,
  trendcharts: Icons.BarChartOutlined,
  piechart: Icons.BarChartOutlined,
  cpu: Icons.CloudServerOutlined,
  monitor: Icons.MonitorOutlined,
  coffeecup: Icons.HddOutlined,
  coin2: Icons.DollarOutlined,
  timer: Icons.ClockCircleOutlined,
  clock: Icons.ClockCircleOutlined,
  alarmclock: Icons.ScheduleOutlined,
  calendar: Icons.CalendarOutlined,
  date: Icons.CalendarOutlined,
  lock: Icons.LockOutlined,
  key: Icons.KeyOutlined,
  link: Icons.LinkOutlined,
  connection: Icons.ApiOutlined,
  platform: Icons.GlobalOutlined,
  position: Icons.GlobalOutlined,
  location: Icons.GlobalOutlined,
  guide: Icons.DeploymentUnitOutlined,
  operation: Icons.ControlOutlined,
  finished: Icons.AuditOutlined,
  list: Icons.UnorderedListOutlined,
  memo: Icons.OrderedListOutlined,
  pointer: Icons.ScanOutlined,
  fullscreen: Icons.ScanOutlined,
  warning: Icons.BugOutlined,
  warningfilled: Icons.BugOutlined,
  histories: Icons.HistoryOutlined,
  view: Icons.SolutionOutlined,
  discount: Icons.TagsOutlined,
  pricetag: Icons.TagsOutlined,
  brush: Icons.SkinOutlined,
  lollipop: Icons.SkinOutlined,
  database: Icons.DatabaseOutlined,
  coordinate: Icons.CodeOutlined,
  code: Icons.CodeOutlined,
  safety: Icons.SafetyOutlined,
};

export function iconNameOf(icon: string | null | undefined): string {
  if (!icon) return '';
  const trimmed = icon.trim();
  const last = trimmed.split(/\s+/).pop() ?? '';
  return last
    .replace(/^antd:/i, '')
    .replace(/^ele-/i, '')
    .replace(/^icon-/i, '')
    .replace(/^fa-/i, '')
    .replace(/(Outlined|Filled|TwoTone)$/, '')
    .replace(/[-_]/g, '')
    .toLowerCase();
}

/** The icon component for a menu icon string: `antd:<Name>` exactly, else by the name map. */
export function iconComponent(icon: string | null | undefined): ComponentType | null {
  if (!icon) return null;
  const exact = /^antd:(\w+)$/.exec(icon.trim());
  if (exact && ANTD_ICONS[exact[1]!]) return ANTD_ICONS[exact[1]!]!;
  return BY_NAME[iconNameOf(icon)] ?? Icons.AppstoreOutlined;
}

export function MenuIcon({ icon }: { icon?: string | null }) {
  const Icon = iconComponent(icon);
  if (!Icon) return null;
  return <Icon />;
}
