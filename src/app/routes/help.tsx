export { HelpMenuPage as Component } from '@/features/help/help-menu-page';

/** The help pages' words are a catalog of their own: the build preloads its chunk in the HTML. */
export const handle = { words: 'help' };
