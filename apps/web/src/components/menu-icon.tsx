import type SvgIcon from '@mui/material/SvgIcon';
import Article from '@mui/icons-material/Article';
import Assessment from '@mui/icons-material/Assessment';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Campaign from '@mui/icons-material/Campaign';
import Category from '@mui/icons-material/Category';
import ContactPage from '@mui/icons-material/ContactPage';
import Dashboard from '@mui/icons-material/Dashboard';
import DynamicForm from '@mui/icons-material/DynamicForm';
import GroupWork from '@mui/icons-material/GroupWork';
import Groups from '@mui/icons-material/Groups';
import Inbox from '@mui/icons-material/Inbox';
import Inventory from '@mui/icons-material/Inventory2';
import Label from '@mui/icons-material/Label';
import List from '@mui/icons-material/List';
import Mail from '@mui/icons-material/Mail';
import MapIcon from '@mui/icons-material/Map';
import Menu from '@mui/icons-material/Menu';
import Notes from '@mui/icons-material/Notes';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import Outbox from '@mui/icons-material/Outbox';
import Payments from '@mui/icons-material/Payments';
import People from '@mui/icons-material/People';
import Photo from '@mui/icons-material/PhotoLibrary';
import Schedule from '@mui/icons-material/Schedule';
import Send from '@mui/icons-material/Send';
import Settings from '@mui/icons-material/Settings';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import Slideshow from '@mui/icons-material/Slideshow';
import Subscriptions from '@mui/icons-material/Subscriptions';
import Tune from '@mui/icons-material/Tune';
import Work from '@mui/icons-material/Work';

/** Icon names of the shared menus (packages/shared/src/menus.ts) → Material icons. */
const ICONS: Record<string, typeof SvgIcon> = {
  article: Article,
  assessment: Assessment,
  calendar: CalendarMonth,
  campaign: Campaign,
  category: Category,
  contact: ContactPage,
  dashboard: Dashboard,
  form: DynamicForm,
  groupWork: GroupWork,
  groups: Groups,
  inbox: Inbox,
  inventory: Inventory,
  label: Label,
  list: List,
  mail: Mail,
  map: MapIcon,
  menu: Menu,
  notes: Notes,
  notificationsActive: NotificationsActive,
  outbox: Outbox,
  payments: Payments,
  people: People,
  photo: Photo,
  schedule: Schedule,
  send: Send,
  settings: Settings,
  shoppingCart: ShoppingCart,
  slideshow: Slideshow,
  subscriptions: Subscriptions,
  tune: Tune,
  work: Work,
};

export function MenuIcon({ name, fontSize = 'medium' }: { name: string; fontSize?: 'small' | 'medium' | 'large' }) {
  const Icon = ICONS[name] ?? Dashboard;
  return <Icon fontSize={fontSize} aria-hidden="true" />;
}
