export { SearchTab as Component } from '@/features/search/search-tab';
