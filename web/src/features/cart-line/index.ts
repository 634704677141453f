export { useCartLine, type LineToasts } from './use-cart-line.ts';
