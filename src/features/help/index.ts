import { ContactPage as Contact } from './contact-page';
import { DataPage as Data } from './data-page';
import { FaqPage as Faq } from './faq-page';
import { GuidePage as Guide } from './guide/guide-page';
import { HelpMenuPage as HelpMenu } from './help-menu-page';
import { withHelpWords } from './help-words';
import { LegalPage as Legal } from './legal-page';

/** The help pages, each speaking the help catalog's words. */
export const HelpMenuPage = withHelpWords(HelpMenu);
export const GuidePage = withHelpWords(Guide);
export const FaqPage = withHelpWords(Faq);
export const LegalPage = withHelpWords(Legal);
export const ContactPage = withHelpWords(Contact);
export const DataPage = withHelpWords(Data);

/** A help route module's `handle`: the build preloads the help catalog's chunk in its HTML. */
export const helpPageHandle = { words: 'help' } as const;
