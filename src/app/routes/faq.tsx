export { FaqPage as Component } from '@/features/help';
