export { PageTitle } from './page-title';
export { ItemIcon } from './item-icon';
export { ExternalLink } from './external-link';
export { LinkCard } from './link-card';
export { QuietBoundary } from './quiet-boundary';
