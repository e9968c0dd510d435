import { useParams } from 'react-router';
import { PageTitle } from '@/components';
import { findRegion } from '@/data/catalog-index';

export function RegionPage() {
  const region = findRegion(useParams().name);
  return <PageTitle>{region?.displayName ?? 'Region'}</PageTitle>;
}
