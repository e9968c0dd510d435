export { FaqPage as Component } from '@/features/help/faq-page';

/** The help pages' words are a catalog of their own: the build preloads its chunk in the HTML. */
export const handle = { words: 'help' };
