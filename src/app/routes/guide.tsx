export { GuidePage as Component } from '@/features/help/guide/guide-page';

/** The help pages' words are a catalog of their own: the build preloads its chunk in the HTML. */
export const handle = { words: 'help' };
