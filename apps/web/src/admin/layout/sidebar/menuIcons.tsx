import {
  ApartmentOutlined, ApiOutlined, AppstoreOutlined, CloudServerOutlined, DatabaseOutlined, BookOutlined, BuildOutlined, CarOutlined, ClockCircleOutlined,
  CodeOutlined, CompassOutlined, ContainerOutlined, DashboardOutlined, DollarOutlined, EditOutlined,
  EnvironmentOutlined, FileTextOutlined, FormOutlined, GlobalOutlined, LinkOutlined, MailOutlined, MenuOutlined,
  MessageOutlined, MonitorOutlined, ProfileOutlined, SettingOutlined, ShopOutlined, SolutionOutlined,
  TeamOutlined, ToolOutlined, UnorderedListOutlined, UserOutlined, WifiOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/** Icon names of the menu tree (RuoYi's icon set) mapped to Ant Design icons. */
const icons: Record<string, ComponentType> = {
  dashboard: DashboardOutlined,
  system: SettingOutlined,
  user: UserOutlined,
  peoples: TeamOutlined,
  'tree-table': MenuOutlined,
  tree: ApartmentOutlined,
  post: SolutionOutlined,
  dict: BookOutlined,
  edit: EditOutlined,
  form: FormOutlined,
  message: MessageOutlined,
  log: FileTextOutlined,
  logininfor: ProfileOutlined,
  monitor: MonitorOutlined,
  online: WifiOutlined,
  job: ClockCircleOutlined,
  server: CloudServerOutlined,
  redis: DatabaseOutlined,
  'redis-list': UnorderedListOutlined,
  email: MailOutlined,
  swagger: ApiOutlined,
  tool: ToolOutlined,
  code: CodeOutlined,
  build: BuildOutlined,
  guide: CompassOutlined,
  link: LinkOutlined,
  list: UnorderedListOutlined,
  international: GlobalOutlined,
  money: DollarOutlined,
  ship: ContainerOutlined,
  train: ContainerOutlined,
  truck: CarOutlined,
  port: EnvironmentOutlined,
  shopping: ShopOutlined,
  component: AppstoreOutlined,
};

/** The icon names the sidebar knows (the menu dialog's icon picker offers these). */
export const menuIconNames = Object.keys(icons);

/** The icon for a menu entry; names without an icon (and '#') show none. */
export function menuIcon(name: string | undefined) {
  const Icon = name ? icons[name] : undefined;
  return Icon ? <Icon /> : undefined;
}
