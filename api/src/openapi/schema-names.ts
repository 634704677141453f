import * as core from '@comptoir/core';
import { z, type ZodType } from 'zod';
import * as auth from '../modules/auth/index.ts';
import * as checkout from '../modules/checkout/index.ts';
import * as payments from '../modules/payments/index.ts';
import * as products from '../modules/products/index.ts';
import * as search from '../modules/search/index.ts';
import * as buyers from '../modules/buyers/index.ts';
import type { ContractSchemaName } from './operations.ts';

const schemasOf = (exports: Record<string, unknown>): Array<[string, ZodType]> =>
  Object.entries(exports).flatMap(([key, value]) => (key.endsWith('Schema') && value instanceof z.ZodType ? [[key.slice(0, -'Schema'.length), value] as [string, ZodType]] : []));

/** The api's own request bodies (not in core's contract yet), named as their modules export them. */
const apiSchemas = [auth, buyers, checkout, payments, products, search].flatMap((exports) => schemasOf(exports));

const names = new Map<ZodType, string>();
// Core's name wins where a module re-exports a core schema.
for (const [name, schema] of [...apiSchemas, ...schemasOf(core)]) names.set(schema, name);

/** The component name of a schema a route parses: core's contract name, or the api module's export name. */
export const schemaName = (schema: ZodType): string | undefined => names.get(schema);

export const contractSchema = (name: ContractSchemaName): ZodType => {
  const schema = (core as unknown as Record<string, unknown>)[`${name}Schema`];
  if (!(schema instanceof z.ZodType)) throw new Error(`core exports no zod schema ${name}Schema`);
  return schema;
};
