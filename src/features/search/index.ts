export { SearchTab } from './search-tab';
