/**
 * Mantine's styles for the components this app uses, instead of the whole `styles.css` (which
 * is ~250 KB and would break the home page's 200 KB gzip budget). Here: those the shell and the
 * first pages (`/`, the regions tab, a region page) render, prerendered or once live. Using a new
 * Mantine component? Add its stylesheet here — and those of the components it is built from — or,
 * when only lazily loaded parts use it, next to each component that does (it then loads with
 * them; docs/performance.md "What keeps the bytes down"). A prerendered part must find its
 * stylesheet linked by the page: a lazy chunk's stylesheet arrives after the first paint.
 */
import '@mantine/core/styles/baseline.css';
// The theme's custom properties, all of them (instead of Mantine's defaults), and its global
// classes, generated from ./theme.ts at build time (scripts/vite/theme-stylesheet.ts).
import 'virtual:theme.css';
import '@mantine/core/styles/global.css';
// Building blocks other components are made of.
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/FloatingIndicator.css';
// Components used directly.
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Indicator.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Title.css';
