import type { Dataset } from '@comptoir/fixtures';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every uuid the seeded dataset holds: ids that are the same on every run, so recordings keep them. */
export function datasetUuids(dataset: Dataset): Set<string> {
  const ids = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      if (uuid.test(value)) ids.add(value.toLowerCase());
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(dataset);
  return ids;
}
