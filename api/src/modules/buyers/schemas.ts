import { BuyerPatchSchema, SessionOrderQuerySchema, ShipTosQuerySchema } from '@comptoir/core';
import { z } from 'zod';
import { UuidParam } from '../../platform/errors.ts';


export const BuyerParamsSchema = z.object({ buyerId: UuidParam });
export const BuyerSessionParamsSchema = z.object({ buyerId: UuidParam, sessionId: UuidParam });
export const BuyerQuerySchema = z.strictObject({ includes: z.enum(['client']).optional() });
export const SessionQuerySchema = z.strictObject({ includes: z.enum(['shipToClient']).optional() });
export { SessionOrderQuerySchema, ShipTosQuerySchema };

/** The contract's null clears a member; the columns keep 'none' as '' (texts) and 0 (no preferred billing option), never NULL. */
const clearedAs = <Value>(member: z.ZodType<Value | null | undefined>, none: Value) => member.transform((value) => (value === null ? none : value));

/** The allow-list of PATCH buyers/{buyerId}: core's BuyerPatch plus the language. Anything else is refused (400). */
export const BuyerChangesSchema = z.strictObject({
  ...BuyerPatchSchema.shape,
  secondaryEmailAddress: clearedAs(BuyerPatchSchema.shape.secondaryEmailAddress, ''),
  telNumberExtension: clearedAs(BuyerPatchSchema.shape.telNumberExtension, ''),
  faxNumber: clearedAs(BuyerPatchSchema.shape.faxNumber, ''),
  title: clearedAs(BuyerPatchSchema.shape.title, ''),
  preferedBillingOptionType: clearedAs(BuyerPatchSchema.shape.preferedBillingOptionType, 0),
  cultureCode: z.enum(['en-CA', 'fr-CA']).optional(),
});
export type BuyerChangesInput = z.infer<typeof BuyerChangesSchema>;

/** json-patch (RFC 6902) 'add' / 'replace' on allow-listed members; `/CultureCode` sets the language (spec §7). */
const JsonPatchSchema = z
  .array(z.strictObject({ op: z.enum(['add', 'replace']), path: z.string().regex(/^\/[A-Za-z]{1,40}$/), value: z.unknown() }))
  .min(1)
  .max(20)
  .transform((ops) => Object.fromEntries(ops.map(({ path, value }) => [path.charAt(1).toLowerCase() + path.slice(2), value])))
  .pipe(BuyerChangesSchema);

export const BuyerPatchBodySchema = z.union([JsonPatchSchema, BuyerChangesSchema]);
