import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { assetQuery, type CatalogAsset } from './asset-queries';

/**
 * One asset's data, loading state and error. Apart from `asset-queries.ts`, which every prerendered
 * page's start reads (`seedPageAssets`): the query observer loads only with the pages that ask.
 */
export const useAsset = <Schema extends z.ZodMiniType>(asset: CatalogAsset<Schema>) =>
  useQuery(assetQuery(asset));
