import { Box, Container } from '@mantine/core';
import { Outlet, ScrollRestoration } from 'react-router';
import { NotificationArea } from '@/features/notifications';
import { PinBar } from '@/features/pins';
import { Bubbles } from './bubbles';
import { HEADER_HEIGHT } from './layout-constants';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The shell: nav (hides on scroll down), pins, the routed page, footer, bubbles, notifications. */
export function RootLayout() {
  return (
    <>
      <SiteHeader />
      <Box component="main" pt={HEADER_HEIGHT} pos="relative" style={{ zIndex: 1 }}>
        <Container size="lg" pt="sm">
          <PinBar />
        </Container>
        <Container size="lg" py="md">
          <Outlet />
        </Container>
      </Box>
      <SiteFooter />
      <Bubbles />
      <NotificationArea />
      <ScrollRestoration />
    </>
  );
}
