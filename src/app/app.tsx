import { RouterProvider } from 'react-router';
import { startStorageSync } from '@/lib/storage';
import { persistedStores } from './persisted-stores';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

const router = createAppRouter();
startStorageSync(persistedStores);

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
