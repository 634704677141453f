import { api } from '../../features/api-client/index.ts';
import { fetchCategoryMenu } from '../../features/catalogue/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { localeOf, type Language } from '../../paths.ts';
import { useFetched } from '../../ui/use-fetched.ts';

export interface TrailItem { id: string; name: string; slug: string | null }

const slugOf = (url: string) => new URLSearchParams(url.split('?')[1] ?? '').get('q');
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const trailOf = async (key: string, language: Language, signal: AbortSignal): Promise<TrailItem[]> => {
  const locale = localeOf(language);
  if (uuidPattern.test(key)) {
    // Suggestions link categories by id: their trail comes from the breadcrumbs call.
    const trail = await api.get<{ id: string; name: string }[]>(`/api/categories/${key}/${language}/breadcrumbs`, { signal });
    return trail.map((item) => ({ ...item, slug: null }));
  }
  // Menu links carry a slug: a top category is in the first level, a subcategory under one of them.
  const tops = await fetchCategoryMenu(1, '0', locale, signal);
  const top = tops.find((item) => slugOf(item.Url) === key);
  if (top) return [{ id: top.Id, name: top.Name, slug: key }];
  const levels = await Promise.all(tops.filter((item) => item.HasChildren).map(async (parent) => ({ parent, children: await fetchCategoryMenu(2, parent.Id, locale, signal) })));
  for (const { parent, children } of levels) {
    const child = children.find((item) => slugOf(item.Url) === key);
    if (child) return [{ id: parent.Id, name: parent.Name, slug: slugOf(parent.Url) }, { id: child.Id, name: child.Name, slug: key }];
  }
  return [];
};

/** The category of a listing and its parents, from the slug or id in its URL. */
export const useCategoryTrail = (key: string) => {
  const language = useLanguage();
  return useFetched<TrailItem[]>(key ? `${key}:${language}` : null, (signal) => trailOf(key, language, signal));
};
