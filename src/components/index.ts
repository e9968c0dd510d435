export { PageTitle } from './page-title';
export { ItemIcon, type ItemIconProps } from './item-icon';
