export { MetasTab as Component } from '@/features/metas/metas-tab';
