import type { CmsLayout } from '@comptoir/core';
import type { Language } from '../../paths.ts';
import { useFetched } from '../../ui/use-fetched.ts';
import { fetchLayout, type LayoutRequest } from './layout-api.ts';

/** The content layout for this page, viewer and request; asked again when any of them changes. */
export const useLayout = (request: LayoutRequest, language: Language, viewer: string) =>
  useFetched<CmsLayout>(`${language}|${viewer}|${request.branding}|${request.preview}|${request.title ?? ''}`, (signal) => fetchLayout(request, language, signal));
