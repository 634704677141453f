import type { Expectation, MatrixRow, RowContext } from './authorization-matrix.ts';

/** A seeded message of the subject's client: buyer-on's own, or the client's to every buyer (buyer null). */
const messageOf = (buyer: 'subject' | 'everyone') => ({ world, subject }: RowContext) =>
  world.dataset.messages.find((message) => message.clientId === subject.clientId && message.buyerId === (buyer === 'subject' ? subject.buyerId : null))?.id as string;
const otherClientMessage = ({ world, subject }: RowContext) => world.dataset.messages.find((message) => message.clientId !== subject.clientId && message.buyerId === null)?.id as string;

/** A buyer's own message is theirs alone: a colleague, their admin and another client get 404 (no existence leak). */
const ownerOnly: Expectation = { anonymous: 401, buyer: 200, otherClientBuyer: 404, approver: 404, admin: 404, otherClientAdmin: 404 };
/** A client's message to every buyer: each of its buyers marks it read for themselves; another client's people get 404. */
const clientsBuyers: Expectation = { anonymous: 401, buyer: 200, otherClientBuyer: 404, approver: 200, admin: 200, otherClientAdmin: 404 };
const noOne: Expectation = { anonymous: 401, buyer: 404, otherClientBuyer: 404, approver: 404, admin: 404, otherClientAdmin: 404 };

const read = (message: (context: RowContext) => string, expect: Expectation): MatrixRow => ({
  method: 'POST', route: '/api/dashboard/messages/:messageId/read', url: (c) => `/api/dashboard/messages/${message(c)}/read`, body: () => ({}), expect,
});

/** Marking a dashboard message read (decision 033), spread into the authorization matrix. */
export const messageRows = (): MatrixRow[] => [read(messageOf('subject'), ownerOnly), read(messageOf('everyone'), clientsBuyers), read(otherClientMessage, noOne)];
