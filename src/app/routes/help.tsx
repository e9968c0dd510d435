export { HelpMenuPage as Component } from '@/features/help';
