import type { FastifyInstance } from 'fastify';
import appConfigRoutes from './app-config/index.js';
import authRoutes from './auth/index.js';
import healthRoutes from './health/index.js';
import impersonationRoutes from './impersonation/index.js';
import notificationRoutes from './notifications/index.js';
import onlineRoutes from './online/index.js';
import rolesRoutes from './roles/index.js';
import statusRoutes from './statuses/index.js';
import typeRoutes from './types/index.js';
import userRoutes from './users/index.js';
import passwordRoutes from './password/index.js';
import settingsRoutes from './settings/index.js';
import menuRoutes from './menu/index.js';
import activityRoutes from './activities/index.js';
import noteRoutes from './notes/index.js';
import fileRoutes from './files/index.js';
import preferenceRoutes from './preferences/index.js';
import timeEntryRoutes from './time-entries/index.js';
import timerRoutes from './timer/index.js';
import rateRoutes from './rates/index.js';
import workDayRoutes from './work-days/index.js';
import timesheetRoutes from './timesheet/index.js';
import monthLockRoutes from './month-locks/index.js';
import categoryTypeRoutes from './category-types/index.js';
import categoryRoutes from './categories/index.js';
import projectRoutes from './projects/index.js';
import allocationRoutes from './allocations/index.js';
import adminProjectRoutes from './admin-projects/index.js';
import reportRoutes from './reports/index.js';
import eventRoutes from './events/index.js';
import dashboardRoutes from './dashboard/index.js';
import shopSummaryRoutes from './dashboard/shop.js';
import groupRoutes from './groups/index.js';
import customerRoutes from './customers/index.js';
import contactRoutes from './contacts/index.js';
import formFieldRoutes from './form-fields/index.js';
import formRoutes from './forms/index.js';
import formAnswerRoutes from './form-answers/index.js';
import publicFormRoutes from './public-forms/index.js';
import messageRoutes from './messages/index.js';
import mailRoutes from './mails/index.js';
import pushRoutes from './push/index.js';
import newsletterRoutes from './newsletter/index.js';
import realizationRoutes from './realizations/index.js';
import postRoutes from './posts/index.js';
import pageRoutes from './pages/index.js';
import galleryRoutes from './galleries/index.js';
import popupRoutes from './popups/index.js';
import mapRoutes from './map/index.js';
import contentSummaryRoutes from './content-summary/index.js';
import publicContentRoutes from './public-content/index.js';
import productBulkRoutes from './product-bulk/index.js';
import attributeTypeRoutes from './attribute-types/index.js';
import attributeRoutes from './attributes/index.js';
import productTypeRoutes from './product-types/index.js';
import productRoutes from './products/index.js';
import orderRoutes from './orders/index.js';
import paymentRoutes from './payments/index.js';

/** Every API module, registered in this order inside the API context. */
export const API_MODULES: ((app: FastifyInstance) => Promise<void>)[] = [
  healthRoutes,
  authRoutes,
  impersonationRoutes,
  onlineRoutes,
  rolesRoutes,
  appConfigRoutes,
  notificationRoutes,
  statusRoutes,
  typeRoutes,
  userRoutes,
  passwordRoutes,
  settingsRoutes,
  menuRoutes,
  activityRoutes,
  noteRoutes,
  fileRoutes,
  preferenceRoutes,
  timeEntryRoutes,
  timerRoutes,
  rateRoutes,
  workDayRoutes,
  timesheetRoutes,
  monthLockRoutes,
  categoryTypeRoutes,
  categoryRoutes,
  projectRoutes,
  allocationRoutes,
  adminProjectRoutes,
  reportRoutes,
  eventRoutes,
  dashboardRoutes,
  shopSummaryRoutes,
  groupRoutes,
  customerRoutes,
  contactRoutes,
  formFieldRoutes,
  formRoutes,
  formAnswerRoutes,
  publicFormRoutes,
  messageRoutes,
  mailRoutes,
  pushRoutes,
  newsletterRoutes,
  realizationRoutes,
  postRoutes,
  pageRoutes,
  galleryRoutes,
  popupRoutes,
  mapRoutes,
  contentSummaryRoutes,
  publicContentRoutes,
  productBulkRoutes,
  attributeTypeRoutes,
  attributeRoutes,
  productTypeRoutes,
  productRoutes,
  orderRoutes,
  paymentRoutes,
];
