import type * as core from '@comptoir/core';

/** The name of a zod schema core's contract exports (`CartResponse` for `CartResponseSchema`). */
export type ContractSchemaName = { [K in keyof typeof core]: K extends `${infer Name}Schema` ? Name : never }[keyof typeof core];

/** A response body: a contract schema, one of several (a buyer's cart or a guest's), or plain text (the APIAUTH token). */
export type ResponseBody = ContractSchemaName | readonly ContractSchemaName[] | { text: ContractSchemaName };

/** Who may call: anyone (a session, when sent, is used), a buyer's session cookie, or an administrator's (spec §6). */
export type Auth = 'none' | 'buyer' | 'admin';

/** The refusals the api answers, in the spec's Messages shape unless `errors` names a richer body. */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

export interface Operation {
  readonly method: 'get' | 'post' | 'patch' | 'put' | 'delete';
  /** OpenAPI path with the service base: `/svc/buyers/buyers/{buyerId}`. */
  readonly path: string;
  readonly service: 'storefront' | 'search' | 'orders' | 'buyers' | 'content' | 'auth' | 'cms' | 'admin';
  readonly summary: string;
  /** The spec shows the call but not its path (or implies the call): we designed it. */
  readonly designed?: true;
  readonly auth: Auth;
  /**
   * Success answers by status.
   * null: the api answers, but core's contract has no schema for it yet (reported; the contract tests flag it).
   */
  readonly responses: Readonly<Record<number, ResponseBody | null>>;
  /** Refusals the route's own rules give, beyond those of its validation, guard, Origin check and request limit (refusals.ts). */
  readonly refusals?: readonly RefusalStatus[];
  /** Refusals answered with a richer body than the Messages shape (add-to-cart's 422, a user form's field errors). */
  readonly errors?: Readonly<Partial<Record<RefusalStatus, ResponseBody>>>;
  /**
   * What a buyer who must change a temporary password gets (decision 032). By default the guarded calls refuse them
   * (403 auth.passwordChangeRequired) and the others let them through: 'refused' for a call open to visitors that
   * refuses such a session (the cart's), 'open' for a guarded call they need to sign in and change it.
   */
  readonly duringPasswordChange?: PasswordChangeAccess;
}

export type PasswordChangeAccess = 'open' | 'refused';
