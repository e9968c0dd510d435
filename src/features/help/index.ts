export { HelpMenuPage } from './help-menu-page';
export { ContactPage, FaqPage, GuidePage, LegalPage } from './simple-pages';
