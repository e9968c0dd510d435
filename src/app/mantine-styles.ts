/**
 * Mantine's styles for the components this app uses, instead of the whole `styles.css` (which
 * is ~250 KB and would break the home page's 200 KB gzip budget). Using a new Mantine component?
 * Add its stylesheet here — and those of the components it is built from — or, when only one
 * lazily loaded page uses it, next to the component (it then loads with that page).
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
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/RadioIndicator.css';
// Components used directly.
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Indicator.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Tooltip.css';
