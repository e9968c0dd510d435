export { RegionsTab as Component } from '@/features/regions/regions-tab';
