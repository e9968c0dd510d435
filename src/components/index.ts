export { PageTitle } from './page-title';
export { ItemIcon } from './item-icon';
export { LinkCard } from './link-card';
