export { PageTitle } from './page-title';
export { CopyLinkButton } from './copy-link-button';
export { ItemIcon } from './item-icon';
export { ExternalLink } from './external-link';
export { LinkCard } from './link-card';
export { QuietBoundary } from './quiet-boundary';
export { OnlyMissingSwitch } from './only-missing-switch';
export { OpenTooltip, useTooltipEvents } from './open-tooltip';
