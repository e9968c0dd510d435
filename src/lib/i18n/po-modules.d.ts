/** A `.po` catalog, compiled on import by `@lingui/vite-plugin` (vite.config.ts). */
declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
