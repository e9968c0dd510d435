import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { assetQuery, type CatalogAsset } from './asset-queries';

/**
 * One asset's data, loading state and error. Apart from `asset-queries.ts`, which every prerendered
 * page's start reads (`seedPageAssets`): the query observer loads only with the pages that ask.
 */
export const useAsset = <Schema extends z.ZodType>(asset: CatalogAsset<Schema>) =>
  useQuery(assetQuery(asset));
