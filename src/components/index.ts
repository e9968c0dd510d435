export { PageTitle } from './page-title';
export { ItemIcon, type ItemIconProps } from './item-icon';
export { LinkCard, type LinkCardProps } from './link-card';
export { CopyLinkButton, type CopyLinkButtonProps } from './copy-link-button';
