export { liveAdditions, type BundleAssets, type LiveAdditions } from './additions';
export { describeCatalogDiff, diffCatalog, type BundleSide } from './diff';
