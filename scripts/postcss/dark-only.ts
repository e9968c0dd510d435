// A PostCSS plugin: the app always runs Mantine's dark scheme (`defaultColorScheme="dark"`, no
// switch), so the rules Mantine writes for its light scheme never match. They are dropped from
// the build, selector by selector (a rule shared with the dark scheme keeps its dark selectors).
import type { PluginCreator } from 'postcss';

const LIGHT_SCHEME = /\[data-mantine-color-scheme=(["']?)light\1\]/;

export const darkOnly: PluginCreator<void> = () => ({
  postcssPlugin: 'dark-only',
  Rule(rule) {
    if (!LIGHT_SCHEME.test(rule.selector)) return;
    const kept = rule.selectors.filter((selector) => !LIGHT_SCHEME.test(selector));
    if (kept.length === 0) rule.remove();
    else rule.selectors = kept;
  },
});
darkOnly.postcss = true;
