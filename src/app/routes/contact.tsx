export { ContactPage as Component } from '@/features/help/contact-page';

/** The help pages' words are a catalog of their own: the build preloads its chunk in the HTML. */
export const handle = { words: 'help' };
