import { RouterProvider } from 'react-router';
import { ToastHost } from '../components/toast-host';
import { AppProviders } from './providers';
import { createAppRouter } from './router/create-app-router';

const router = createAppRouter();

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
      <ToastHost />
    </AppProviders>
  );
}
