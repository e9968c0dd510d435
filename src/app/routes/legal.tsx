export { LegalPage as Component } from '@/features/help';
