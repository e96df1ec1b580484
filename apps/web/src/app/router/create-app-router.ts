import { createBrowserRouter } from 'react-router';
import { buildRoutes } from './build-routes';

export const createAppRouter = () => createBrowserRouter(buildRoutes());
