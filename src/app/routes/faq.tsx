export { FaqPage as Component, helpPageHandle as handle } from '@/features/help';
