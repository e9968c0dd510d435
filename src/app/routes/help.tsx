export { HelpMenuPage as Component, helpPageHandle as handle } from '@/features/help';
