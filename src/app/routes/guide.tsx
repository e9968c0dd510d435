export { GuidePage as Component, helpPageHandle as handle } from '@/features/help';
