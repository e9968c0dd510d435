/**
 * Mantine's styles for the components this app uses, instead of the whole `styles.css` (which
 * is ~250 KB and would break the home page's 200 KB gzip budget). Here: those the shell and the
 * first pages (`/`, the regions tab, a region page) render, prerendered or once live. Using a new
 * Mantine component? Add its stylesheet here — and those of the components it is built from — or,
 * when only lazily loaded parts use it, next to each component that does (it then loads with
 * them; docs/performance.md "What keeps the bytes down"). A prerendered part must find its
 * stylesheet linked by the page: a lazy chunk's stylesheet arrives after the first paint.
 * Each is the `.layer.css` variant: Mantine's rules sit in the lowest cascade layer, `mantine`
 * (docs/ARCHITECTURE.md "Looks").
 */
import '@mantine/core/styles/baseline.layer.css';
// The theme's custom properties, all of them (instead of Mantine's defaults), and its global
// classes, generated from ./theme.ts at build time (scripts/vite/theme-stylesheet.ts).
import 'virtual:theme.css';
import '@mantine/core/styles/global.layer.css';
// Building blocks other components are made of.
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/FloatingIndicator.layer.css';
// Components used directly.
import '@mantine/core/styles/Accordion.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Indicator.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import '@mantine/core/styles/Title.layer.css';
