export { HelpMenuPage } from './help-menu-page';
export { GuidePage } from './guide/guide-page';
export { FaqPage } from './faq-page';
export { LegalPage } from './legal-page';
export { ContactPage } from './contact-page';
export { DataPage } from './data-page';
