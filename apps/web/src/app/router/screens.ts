import type { ComponentType } from 'react';
import type { RouteDef } from '@harmony/shared';
import { resourceScreens } from '../../components/resource/resource-screens';
import { lazyScreen } from '../../lib/pwa/lazy-screen';
import { activities } from '../../resources/activities';
import { files } from '../../resources/files';
import { roles } from '../../resources/roles';
import { statuses } from '../../resources/statuses';
import { types } from '../../resources/types';
import { users } from '../../resources/users';
import { categories } from '../../resources/categories';
import { categoryTypes } from '../../resources/category-types';
import { projects } from '../../resources/projects';
import { archivedProjects } from '../../resources/projects/archived';
import { timeEntries } from '../../resources/time-entries';

export interface ScreenProps {
  route: RouteDef;
}

/** A screen of a route, with a preload for prefetching its chunk. */
export type Screen = ComponentType<ScreenProps> & { preload(): Promise<unknown> };

/** Each screen is its own chunk; routes of modules not built yet share the placeholder. */
const Dashboard = lazyScreen<ScreenProps>(() => import('../../features/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })));
const Login = lazyScreen<ScreenProps>(() => import('../../features/auth/login-page').then((m) => ({ default: m.LoginPage })));
const Settings = lazyScreen<ScreenProps>(() => import('../../features/settings/settings-page').then((m) => ({ default: m.SettingsPage })));
const MenuConfig = lazyScreen<ScreenProps>(() => import('../../features/menu-config/menu-config-page').then((m) => ({ default: m.MenuConfigPage })));
const UsersImport = lazyScreen<ScreenProps>(() => import('../../features/users-import/import-page').then((m) => ({ default: m.UsersImportPage })));
const SetPassword = lazyScreen<ScreenProps>(() => import('../../features/set-password/set-password-page').then((m) => ({ default: m.SetPasswordPage })));
const Timer = lazyScreen<ScreenProps>(() => import('../../features/timer/timer-page').then((m) => ({ default: m.TimerPage })));
const Online = lazyScreen<ScreenProps>(() => import('../../features/online/online-page').then((m) => ({ default: m.OnlinePage })));
const Calendar = lazyScreen<ScreenProps>(() => import('../../features/calendar/calendar-page').then((m) => ({ default: m.CalendarPage })));
const UsersReport = lazyScreen<ScreenProps>(() => import('../../features/reports/users-report-page').then((m) => ({ default: m.UsersReportPage })));
const ProjectsReport = lazyScreen<ScreenProps>(() => import('../../features/reports/projects-report-page').then((m) => ({ default: m.ProjectsReportPage })));
const ProjectReport = lazyScreen<ScreenProps>(() => import('../../features/reports/project-report-page').then((m) => ({ default: m.ProjectReportPage })));
const ProjectDetails = lazyScreen<ScreenProps>(() => import('../../features/project-details/project-details-page').then((m) => ({ default: m.ProjectDetailsPage })));
const Allocation = lazyScreen<ScreenProps>(() => import('../../features/allocation/allocation-page').then((m) => ({ default: m.AllocationPage })));
const AdminProjects = lazyScreen<ScreenProps>(() => import('../../features/admin-projects/admin-projects-page').then((m) => ({ default: m.AdminProjectsPage })));
const UserProjects = lazyScreen<ScreenProps>(() => import('../../features/admin-projects/user-projects-page').then((m) => ({ default: m.UserProjectsPage })));
const WorkDay = lazyScreen<ScreenProps>(() => import('../../features/work-day/work-day-page').then((m) => ({ default: m.WorkDayPage })));
const Rates = lazyScreen<ScreenProps>(() => import('../../resources/rates/rates-page').then((m) => ({ default: m.RatesPage })));
const Placeholder = lazyScreen<ScreenProps>(() =>
  import('../../features/placeholder/module-placeholder').then((m) => ({ default: m.ModulePlaceholder })),
);

/** Declared resources (src/resources/<name>) yield their list and form screens under their route names. */
const RESOURCES = [statuses, types, activities, users, roles, files, projects, archivedProjects, categories, categoryTypes, timeEntries];

const BUILT: Record<string, Screen> = {
  dashboard: Dashboard,
  login: Login,
  adminSettings: Settings,
  adminMenu: MenuConfig,
  adminUsersImport: UsersImport,
  setPassword: SetPassword,
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
  adminUsersRates: Rates,
  ...Object.assign({}, ...RESOURCES.map(resourceScreens)),
};

export function screenFor(route: RouteDef): Screen {
  return BUILT[route.name] ?? Placeholder;
}
