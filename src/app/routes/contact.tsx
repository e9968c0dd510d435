export { ContactPage as Component, helpPageHandle as handle } from '@/features/help';
