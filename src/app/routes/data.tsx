export { DataPage as Component, helpPageHandle as handle } from '@/features/help';
