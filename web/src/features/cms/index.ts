export { LayoutSections } from './layout-sections.tsx';
export { useLayout } from './use-layout.ts';
export type { LayoutRequest } from './layout-api.ts';
