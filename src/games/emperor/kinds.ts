import * as v from 'valibot';

/**
 * The three kinds of identity card (and so the three identities a player can have).
 * Apart from data.ts so a saved table's schema (state.ts) names them without loading
 * the card data.
 */
export const identityKind = v.picklist(['emperor', 'loyalist', 'rebel']);
export type IdentityKind = v.InferOutput<typeof identityKind>;
