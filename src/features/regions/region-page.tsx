import { useParams } from 'react-router';
import { PageTitle } from '@/components';
import { findRegion } from '@/data/catalog-index';
import { ClockPanel } from '@/features/clock';
import { RegionFishList } from './region-fish-list';

export function RegionPage() {
  const region = findRegion(useParams().name);
  return (
    <>
      <PageTitle>{region?.displayName ?? 'Region'}</PageTitle>
      <ClockPanel highlight={region?.useCanthanTime ? 'CANTHA' : 'TYRIA'} />
      {region && <RegionFishList regionKey={region.key} />}
    </>
  );
}
