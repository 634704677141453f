import { lazy, Suspense, type ComponentProps } from 'react';
import { useLazySnapshot } from '../../actors/index.ts';
import { withLaterTexts } from '../../i18n/later-texts.ts';
import { useDrawerActor } from './drawer-provider.tsx';

const AddedToCartDrawer = lazy(withLaterTexts(() => import('./added-to-cart-drawer.tsx').then((m) => ({ default: m.AddedToCartDrawer }))));

/** The drawer's view in its own chunk, loaded with the drawer's actor and the later texts at the first add to cart (issue 8, decision 044). */
export const LazyAddedToCartDrawer = (props: ComponentProps<typeof AddedToCartDrawer>) => {
  const started = useLazySnapshot(useDrawerActor()) !== undefined;
  return started ? (
    <Suspense fallback={null}>
      <AddedToCartDrawer {...props} />
    </Suspense>
  ) : null;
};
