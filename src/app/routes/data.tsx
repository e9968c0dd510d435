export { DataPage as Component } from '@/features/help/data-page';

/** The help pages' words are a catalog of their own: the build preloads its chunk in the HTML. */
export const handle = { words: 'help' };
