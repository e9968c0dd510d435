import { createTheme, type CSSVariablesResolver } from '@mantine/core';
import { BREAKPOINTS } from '@/config/constants';

const em = (px: number) => `${px / 16}em`;

export const theme = createTheme({
  primaryColor: 'cyan',
  // Darker shades keep white text on filled buttons above WCAG AA contrast.
  primaryShade: { light: 8, dark: 9 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'Georgia, "Times New Roman", serif' },
  defaultRadius: 'md',
  breakpoints: {
    xs: em(BREAKPOINTS.narrow),
    sm: em(768),
    md: em(992),
    lg: em(BREAKPOINTS.wide),
    xl: em(1408),
  },
});

/** Dimmed text and validation errors must stay readable on dark surfaces (WCAG AA). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {},
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  },
});
