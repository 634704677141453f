export { DrawerProvider, useDrawer } from './drawer-provider.tsx';
export { AddedToCartDrawer } from './added-to-cart-drawer.tsx';
