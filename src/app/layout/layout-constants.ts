/**
 * The fixed header's height in px. The stylesheets write it too: `--header-height` in
 * site-header.module.css and the page's top padding in root-layout.module.css (3.75rem).
 */
export const HEADER_HEIGHT = 60;
