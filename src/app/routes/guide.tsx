export { GuidePage as Component } from '@/features/help';
