import { lazy } from 'react';

/** The drawer's view in its own chunk: not needed for the first paint (the drawer actor starts at once). */
export const LazyAddedToCartDrawer = lazy(() => import('./added-to-cart-drawer.tsx').then((m) => ({ default: m.AddedToCartDrawer })));
