export { DataPage as Component } from '@/features/help';
