export * from './common.ts';
export * from './auth.ts';
export * from './buyer-client.ts';
export * from './cart.ts';
export * from './catalogue.ts';
export * from './search.ts';
export * from './orders.ts';
export * from './content.ts';
