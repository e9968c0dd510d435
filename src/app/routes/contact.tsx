export { ContactPage as Component } from '@/features/help';
