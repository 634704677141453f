import type { Expectation, MatrixRow, RowContext } from './authorization-matrix.ts';

/** A template is its buyer's alone: a colleague, their admin and another client all get 404 (no existence leak). */
const ownerOnly: Expectation = { anonymous: 401, buyer: 200, otherClientBuyer: 404, approver: 404, admin: 404, otherClientAdmin: 404 };
const otherClientOwnerOnly: Expectation = { anonymous: 401, buyer: 404, otherClientBuyer: 200, approver: 404, admin: 404, otherClientAdmin: 404 };

/** A seeded template of a demo buyer ('Weekly order' of buyer-on, the subject; 'Commande du lundi' of buyer-qc). */
const templateOf = (logon: string) => ({ world }: RowContext) => world.dataset.shoppingLists.find((list) => list.buyerId === world.buyerId(logon) && list.type === 'template')?.id as string;

/** The order template routes (decision 023), spread into the authorization matrix; the delete comes last, once the others have read it. */
export const templateRows = (): MatrixRow[] => [
  { method: 'GET', route: '/svc/orders/buyers/:buyerId/templates', url: ({ subject }) => `/svc/orders/buyers/${subject.buyerId}/templates`, expect: ownerOnly },
  { method: 'GET', route: '/svc/orders/templates/:templateId', url: (c) => `/svc/orders/templates/${templateOf('buyer-on')(c)}`, expect: ownerOnly },
  { method: 'GET', route: '/svc/orders/templates/:templateId', url: (c) => `/svc/orders/templates/${templateOf('buyer-qc')(c)}`, expect: otherClientOwnerOnly },
  { method: 'PATCH', route: '/svc/orders/templates/:templateId', url: (c) => `/svc/orders/templates/${templateOf('buyer-on')(c)}`, body: () => ({ name: 'Weekly order, renamed' }), expect: ownerOnly },
  { method: 'POST', route: '/svc/orders/templates/:templateId/add-to-cart', url: (c) => `/svc/orders/templates/${templateOf('buyer-on')(c)}/add-to-cart`, body: () => ({}), expect: ownerOnly },
  { method: 'DELETE', route: '/svc/orders/templates/:templateId', url: (c) => `/svc/orders/templates/${templateOf('buyer-on')(c)}`, expect: ownerOnly },
];
