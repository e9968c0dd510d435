import { Outlet, ScrollRestoration } from 'react-router';
import { IconSprite } from '@/components/sprite-icon';
import { QuietBoundary } from '@/components/quiet-boundary';
import { ShellClock } from '@/features/clock/shell-clock';
import { NotificationArea } from '@/features/notifications/notification-area';
import { PinBar } from '@/features/pins/pin-bar';
import { LazyUpdatePrompt as UpdatePrompt } from '@/app/pwa/lazy-update-prompt';
import { EarlyValuesHandover } from '@/app/start/early-values';
import { AfterLive } from '@/app/start/after-live';
import { AppStartup } from '@/app/start/app-startup';
import { Bubbles } from './bubbles';
import { LanguageOfferAfterLive } from './language-parts';
import { HEADER_HEIGHT } from './layout-constants';
import classes from './root-layout.module.css';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { StorageNotices } from './storage-notices';
import { Row } from '@/components/row';

/** The shell: nav (hides on scroll down), pins, the routed page, footer, bubbles, notifications. */
export function RootLayout() {
  return (
    <>
      <IconSprite />
      <SiteHeader />
      {/* Floats under the header (fixed), so it is where the player looks however far down they
          are; next after the header's bell in the keyboard's order. Lazily loaded extras: if one
          fails to load or throws, it disappears, the page stays. Once live and idle: its cards
          come from what is due then (an alert due meanwhile still shows, for its whole window). */}
      <QuietBoundary>
        <AfterLive>
          <NotificationArea offsetTop={HEADER_HEIGHT} />
        </AfterLive>
      </QuietBoundary>
      <main className={classes.main}>
        <div className={classes.top}>
          <StorageNotices />
          {/* The clock subscribes to the ticker itself, so the layout never re-renders per second. */}
          <Row gap="xs" justify="between" align="start">
            <PinBar />
            <ShellClock />
          </Row>
        </div>
        <div className={classes.page}>
          <Outlet />
        </div>
        <EarlyValuesHandover />
      </main>
      <SiteFooter />
      <Bubbles />
      <QuietBoundary>
        <AppStartup />
      </QuietBoundary>
      <QuietBoundary>
        <UpdatePrompt />
      </QuietBoundary>
      <QuietBoundary>
        <LanguageOfferAfterLive />
      </QuietBoundary>
      <ScrollRestoration />
    </>
  );
}
