import type * as core from '@comptoir/core';

/** The name of a zod schema core's contract exports (`CartResponse` for `CartResponseSchema`). */
export type ContractSchemaName = { [K in keyof typeof core]: K extends `${infer Name}Schema` ? Name : never }[keyof typeof core];

/** A response body: a contract schema, one of several (a buyer's cart or a guest's), or plain text (the APIAUTH token). */
export type ResponseBody = ContractSchemaName | readonly ContractSchemaName[] | { text: ContractSchemaName };

export interface Operation {
  readonly method: 'get' | 'post' | 'patch' | 'put' | 'delete';
  /** OpenAPI path with the service base: `/svc/buyers/buyers/{buyerId}`. */
  readonly path: string;
  readonly service: 'storefront' | 'search' | 'orders' | 'buyers' | 'content' | 'auth' | 'cms';
  readonly summary: string;
  /** The spec shows the call but not its path (or implies the call): we designed it. */
  readonly designed?: true;
  readonly request?: ContractSchemaName | readonly ContractSchemaName[];
  /**
   * Success answers by status; every operation also answers errors in the spec's Messages shape.
   * null: the api answers, but core's contract has no schema for it yet (reported; the contract tests flag it).
   */
  readonly responses: Readonly<Record<number, ResponseBody | null>>;
  /** Expected outcomes answered with a richer body than ErrorResponse (e.g. add-to-cart's 422). */
  readonly errors?: Readonly<Record<number, ContractSchemaName>>;
}
