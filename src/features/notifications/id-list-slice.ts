import { keepValidItems } from '@/lib/storage';

/**
 * How a stored list of items with ids (`{ [field]: T[] }`) is repaired, merged and counted: bad
 * items are left out one by one, at most `max` are read, an import adds the items whose id is new.
 */
export function idListSlice<K extends string, T extends { id: string }>(
  field: K,
  item: Parameters<typeof keepValidItems>[2],
  max: number,
  items: string,
) {
  type Data = Record<K, T[]>;
  return {
    repair: (stored: unknown) => {
      const { kept, problems, capped } = keepValidItems(stored, field, item, { max, items });
      return { data: { [field]: kept }, problems, capped };
    },
    mergeImport: (current: Data, incoming: Data) =>
      ({
        [field]: [
          ...current[field],
          ...incoming[field].filter((added) => !current[field].some((had) => had.id === added.id)),
        ],
      }) as Data,
    countItems: (data: Data) => data[field].length,
  };
}
