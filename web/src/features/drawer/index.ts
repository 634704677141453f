export { DrawerProvider, useDrawer } from './drawer-provider.tsx';
export { AddedToCartDrawer } from './added-to-cart-drawer.tsx';
export { LazyAddedToCartDrawer } from './lazy-drawer.tsx';
