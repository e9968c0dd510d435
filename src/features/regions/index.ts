export { RegionPage } from './region-page';
export { RegionsTab } from './regions-tab';
export { RegionCard, type RegionCardProps } from './region-card';
