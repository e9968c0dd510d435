export {
  liveAdditions,
  NEW_COLLECTION_UNKNOWN,
  type BundleAssets,
  type GameDetails,
  type LiveAdditions,
} from './additions';
export {
  describeCatalogDiff,
  diffCatalog,
  isEmptyDiff,
  type BundleSide,
  type CatalogDiff,
  type GameSide,
} from './diff';
