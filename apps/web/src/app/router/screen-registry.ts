import { createElement, type ComponentType } from 'react';
import type { RouteDef } from '@harmony/shared';
import { withModuleTexts } from '../../lib/i18n/i18n';
import { lazyScreen } from '../../lib/pwa/lazy-screen';
import { lazyResourceScreens } from './lazy-resources';
import type { Screen, ScreenProps } from './screens';

/**
 * Every screen but the sign-in page's (screens.ts), each its own chunk, rendered once the module texts are in
 * (lib/i18n/i18n.ts); routes of modules not built yet share the placeholder. This table is a chunk of its own,
 * loaded with the first screen it serves.
 */
const screen = (load: () => Promise<{ default: ComponentType<ScreenProps> }>) => lazyScreen<ScreenProps>(withModuleTexts(load));
const Dashboard = screen(() => import('../../features/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })));
const Settings = screen(() => import('../../features/settings/settings-page').then((m) => ({ default: m.SettingsPage })));
const MenuConfig = screen(() => import('../../features/menu-config/menu-config-page').then((m) => ({ default: m.MenuConfigPage })));
const UsersImport = screen(() => import('../../features/users-import/import-page').then((m) => ({ default: m.UsersImportPage })));
const ProductsImport = screen(() => import('../../features/products-import/products-import-page').then((m) => ({ default: m.ProductsImportPage })));
const ProductsAssign = screen(() => import('../../features/products-assign/products-assign-page').then((m) => ({ default: m.ProductsAssignPage })));
const Profile = screen(() => import('../../features/profile/profile-page').then((m) => ({ default: m.ProfilePage })));
const SetPassword = screen(() => import('../../features/set-password/set-password-page').then((m) => ({ default: m.SetPasswordPage })));
const Timer = screen(() => import('../../features/timer/timer-page').then((m) => ({ default: m.TimerPage })));
const Online = screen(() => import('../../features/online/online-page').then((m) => ({ default: m.OnlinePage })));
const Calendar = screen(() => import('../../features/calendar/calendar-page').then((m) => ({ default: m.CalendarPage })));
const UsersReport = screen(() => import('../../features/reports/users-report-page').then((m) => ({ default: m.UsersReportPage })));
const ProjectsReport = screen(() => import('../../features/reports/projects-report-page').then((m) => ({ default: m.ProjectsReportPage })));
const ProjectReport = screen(() => import('../../features/reports/project-report-page').then((m) => ({ default: m.ProjectReportPage })));
// The details screen of projects shows the time entries resource too: composed here, since resources don't import each other.
const ProjectDetails = screen(() =>
  Promise.all([import('../../resources/projects/details/project-details-page'), import('../../resources/time-entries/project-time-entries')]).then(
    ([details, time]) => ({ default: (props: ScreenProps) => createElement(details.ProjectDetailsPage, { ...props, TimeEntries: time.ProjectTimeEntries }) }),
  ),
);
const Allocation = screen(() => import('../../features/allocation/allocation-page').then((m) => ({ default: m.AllocationPage })));
const AdminProjects = screen(() => import('../../features/admin-projects/admin-projects-page').then((m) => ({ default: m.AdminProjectsPage })));
const UserProjects = screen(() => import('../../features/admin-projects/user-projects-page').then((m) => ({ default: m.UserProjectsPage })));
const WorkDay = screen(() => import('../../features/work-day/work-day-page').then((m) => ({ default: m.WorkDayPage })));
const Timesheet = screen(() => import('../../features/timesheet/timesheet-page').then((m) => ({ default: m.TimesheetPage })));
const Rates = screen(() => import('../../resources/rates/rates-page').then((m) => ({ default: m.RatesPage })));
const FormAnswers = screen(() => import('../../resources/form-answers/answers-page').then((m) => ({ default: m.AnswersPage })));
const FormEmbed = screen(() => import('../../features/form-embed/embed-page').then((m) => ({ default: m.EmbedPage })));
const Panel = screen(() => import('../../features/panel/panel-page').then((m) => ({ default: m.PanelPage })));
const GalleryShow = screen(() => import('../../features/media-sets/gallery-show-page').then((m) => ({ default: m.GalleryShowPage })));
const MapScreen = screen(() => import('../../features/map/map-page').then((m) => ({ default: m.MapPage })));
const SliderShow = screen(() => import('../../features/media-sets/slider-show-page').then((m) => ({ default: m.SliderShowPage })));
const NotificationCentre = screen(() => import('../../features/notification-centre/notification-centre-page').then((m) => ({ default: m.NotificationCentrePage })));
const NewsletterSubscribers = screen(() => import('../../resources/newsletter-subscribers/subscribers-page').then((m) => ({ default: m.SubscribersPage })));
const NewsletterImport = screen(() => import('../../resources/newsletter-subscribers/import-page').then((m) => ({ default: m.SubscribersImportPage })));
const OrderDetails = screen(() => import('../../resources/orders/details/order-details-page').then((m) => ({ default: m.OrderDetailsPage })));
const OrderPrint = screen(() => import('../../resources/orders/details/order-print-page').then((m) => ({ default: m.OrderPrintPage })));
const Placeholder = screen(() =>
  import('../../features/placeholder/module-placeholder').then((m) => ({ default: m.ModulePlaceholder })),
);

const BUILT: Record<string, Screen> = {
  map: MapScreen,
  notifications: NotificationCentre,
  dashboard: Dashboard,
  adminSettings: Settings,
  adminMenu: MenuConfig,
  adminUsersImport: UsersImport,
  productsImport: ProductsImport,
  productCategoriesAssign: ProductsAssign,
  setPassword: SetPassword,
  profile: Profile,
  timer: Timer,
  adminOnline: Online,
  calendar: Calendar,
  reports: UsersReport,
  reportsProjects: ProjectsReport,
  reportsProject: ProjectReport,
  projectsDetails: ProjectDetails,
  projectsAllocation: Allocation,
  adminProjects: AdminProjects,
  adminProjectsArchived: AdminProjects,
  adminUsersProjects: UserProjects,
  adminUsersWorkDay: WorkDay,
  timesWeek: Timesheet,
  adminUsersRates: Rates,
  formsAnswers: FormAnswers,
  formsGenerated: FormEmbed,
  panel: Panel,
  ordersDetails: OrderDetails,
  galleriesShow: GalleryShow,
  slidersShow: SliderShow,
  ordersPrint: OrderPrint,
  newsletterSubscribers: NewsletterSubscribers,
  newsletterImport: NewsletterImport,
  // Declared resources (src/resources/<name>) yield their list and form screens under their route names.
  ...lazyResourceScreens(),
};

export function registeredScreen(route: RouteDef): Screen {
  return BUILT[route.name] ?? Placeholder;
}
