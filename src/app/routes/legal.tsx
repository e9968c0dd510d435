export { LegalPage as Component, helpPageHandle as handle } from '@/features/help';
