export { RegionPage } from './region-page';
export { RegionsTab } from './regions-tab';
export { RegionCard } from './region-card';
