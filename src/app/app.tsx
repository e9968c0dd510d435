import { RouterProvider } from 'react-router';
import { startStorageSync } from '@/lib/storage';
import { persistedStores } from './persisted-stores';
import { AppProviders, createQueryClient } from './providers';
import { createAppRouter } from './router';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
startStorageSync(persistedStores);

export function App() {
  return (
    <AppProviders client={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
