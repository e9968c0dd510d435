import { Box, Container, Group } from '@mantine/core';
import { Outlet, ScrollRestoration } from 'react-router';
import { IconSprite, QuietBoundary } from '@/components';
import { ShellClock } from '@/features/clock';
import { NotificationArea } from '@/features/notifications';
import { PinBar } from '@/features/pins';
import { UpdatePrompt } from '@/app/pwa';
import { EarlyValuesHandover } from '@/app/start/early-values';
import { AppStartup } from '@/app/start/app-startup';
import { Bubbles } from './bubbles';
import { LanguageOfferOnceLive } from './language-parts';
import { HEADER_HEIGHT } from './layout-constants';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { StorageNotices } from './storage-notices';

/** The shell: nav (hides on scroll down), pins, the routed page, footer, bubbles, notifications. */
export function RootLayout() {
  return (
    <>
      <IconSprite />
      <SiteHeader />
      {/* Floats under the header (fixed), so it is where the player looks however far down they
          are; next after the header's bell in the keyboard's order. Lazily loaded extras: if one
          fails to load or throws, it disappears, the page stays. */}
      <QuietBoundary>
        <NotificationArea offsetTop={HEADER_HEIGHT} />
      </QuietBoundary>
      <Box component="main" pt={HEADER_HEIGHT} pos="relative" style={{ zIndex: 1 }}>
        <Container size="lg" pt="sm">
          <StorageNotices />
          {/* The clock subscribes to the ticker itself, so the layout never re-renders per second. */}
          <Group justify="space-between" align="flex-start" gap="xs">
            <PinBar />
            <ShellClock />
          </Group>
        </Container>
        <Container size="lg" py="md">
          <Outlet />
        </Container>
        <EarlyValuesHandover />
      </Box>
      <SiteFooter />
      <Bubbles />
      <QuietBoundary>
        <AppStartup />
      </QuietBoundary>
      <QuietBoundary>
        <UpdatePrompt />
      </QuietBoundary>
      <QuietBoundary>
        <LanguageOfferOnceLive />
      </QuietBoundary>
      <ScrollRestoration />
    </>
  );
}
