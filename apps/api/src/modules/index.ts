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
];
