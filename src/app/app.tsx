import { RouterProvider } from 'react-router';
import { startStorageSync } from '@/lib/storage';
import './persisted-stores';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

const router = createAppRouter();
startStorageSync();

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
