import * as z from 'zod/mini';
import { FISHING_POWER } from '@/config/constants';
import {
  POWER_SOURCES,
  SOURCE_GROUPS,
  type PowerSources,
  type SourceGroup,
} from '@/lib/fishing-power/power-sources';
import { isRecord, type StorageProblem } from '@/lib/storage/keep-valid';
import type { SliceChecks } from '@/lib/storage/slice-definition';

const powerSchema = z.optional(z.int().check(z.gte(0), z.lte(FISHING_POWER.max)));

const optionSchema = (group: SourceGroup) =>
  z.optional(z.enum(POWER_SOURCES[group].map((option) => option.id) as [string, ...string[]]));

const sourcesShape = Object.fromEntries(
  SOURCE_GROUPS.map((group) => [group, optionSchema(group)]),
) as Record<SourceGroup, ReturnType<typeof optionSchema>>;

const schema = z.object({
  power: powerSchema,
  sources: z.optional(z.object(sourcesShape)),
});

/**
 * Keeps what is valid of a stored power and sources: a bad typed number does not cost the ticked
 * sources, nor one bad source the others or the number.
 */
function keepValidParts(stored: unknown) {
  const values = isRecord(stored) ? stored : {};
  const problems: StorageProblem[] = [];
  const power = powerSchema.safeParse(values.power).success ? values.power : undefined;
  if (power === undefined && values.power !== undefined)
    problems.push({ kind: 'default-used', setting: 'power' });
  const storedSources = isRecord(values.sources) ? values.sources : {};
  if (values.sources !== undefined && !isRecord(values.sources))
    problems.push({ kind: 'default-used', setting: 'sources' });
  const sources: Record<string, unknown> = {};
  for (const group of SOURCE_GROUPS) {
    const option = storedSources[group];
    if (optionSchema(group).safeParse(option).success) {
      if (option !== undefined) sources[group] = option;
    } else problems.push({ kind: 'default-used', setting: group });
  }
  return { data: { power, sources }, problems };
}

/** How a stored or imported fishing power is checked (loaded when needed: docs/storage.md). */
export const checks: SliceChecks<{ power?: number; sources?: PowerSources }> = {
  schema: schema as unknown as SliceChecks<{ power?: number; sources?: PowerSources }>['schema'],
  repair: keepValidParts,
};
