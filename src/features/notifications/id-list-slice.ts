import { keepValidItems } from '@/lib/storage/keep-valid';

/**
 * How a stored list of items with ids (`{ [field]: T[] }`) is merged and counted: an import adds
 * the items whose id is new.
 */
export function idListMerge<K extends string, T extends { id: string }>(field: K) {
  type Data = Record<K, T[]>;
  return {
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

/** How such a list is repaired (in its checks): bad items left out one by one, at most `max` read. */
export function idListRepair<K extends string>(
  field: K,
  item: Parameters<typeof keepValidItems>[2],
  max: number,
  items: string,
) {
  return (stored: unknown) => {
    const { kept, problems, capped } = keepValidItems(stored, field, item, { max, items });
    return { data: { [field]: kept }, problems, capped };
  };
}
