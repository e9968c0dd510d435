import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ComponentType } from 'react';
import { guidePages, type GuidePage } from '@/config/paths';
import { ApiKeysContent, LocalStorageContent, PinnedRegionsContent } from './guide-content-account';
import {
  FilterCountsContent,
  FishingFiltersContent,
  RegionHelpContent,
} from './guide-content-filters';
import { PlannerContent } from './guide-content-planner';
import { SessionContent } from './guide-content-session';
import {
  IntroContent,
  RegionalFishingContent,
  RegionSelectionContent,
} from './guide-content-start';

/** A page of the user guide: its title (for headings and the dots' names) and its content. */
export interface GuideEntry {
  page: GuidePage;
  title: MessageDescriptor;
  Content: ComponentType;
}

const entries: Record<GuidePage, Omit<GuideEntry, 'page'>> = {
  intro: { title: msg`Welcome aboard`, Content: IntroContent },
  'region-selection': { title: msg`Selecting a region`, Content: RegionSelectionContent },
  'regional-fishing': { title: msg`Regional fishing`, Content: RegionalFishingContent },
  planner: { title: msg`The planner`, Content: PlannerContent },
  session: { title: msg`A fishing session`, Content: SessionContent },
  'fishing-filters': { title: msg`Fishing filters`, Content: FishingFiltersContent },
  'filter-counts': { title: msg`Filter counts`, Content: FilterCountsContent },
  'region-help': { title: msg`Region help and waypoints`, Content: RegionHelpContent },
  'pinned-regions': { title: msg`Pinned regions`, Content: PinnedRegionsContent },
  'api-keys': { title: msg`API keys`, Content: ApiKeysContent },
  'local-storage': { title: msg`Saving your data`, Content: LocalStorageContent },
};

/** Every guide page, in reading order (the order of `guidePages`). */
export const guide: GuideEntry[] = guidePages.map((page) => ({ page, ...entries[page] }));
