import { describe, expect, it } from 'vitest';
import { seats as srSeats } from '~/games/sibling-rivalry/first-screen';
import { table } from '~/games/sibling-rivalry/house';
import { NO_VARIATIONS, seats as stSeats } from '~/games/subtweet/first-screen';
import { subtweet } from '~/games/subtweet/data';
import { variationsSchema } from '~/games/subtweet/state';
import * as v from 'valibot';

// A first screen drawn without the stores reads its facts from the same JSON the checked
// data reads: these must be the checked facts, not a copy that could drift.
describe('what a first screen reads without schemas', () => {
  it('Sibling Rivalry: the table size is the checked one (SR-11)', () => {
    expect(srSeats).toEqual(table.players);
  });
  it('SUBTWEET: the table size is the checked one (ST-1), and "no variations" is a valid setting', () => {
    expect(stSeats).toEqual(subtweet.players);
    expect(v.parse(variationsSchema, NO_VARIATIONS)).toEqual(NO_VARIATIONS);
    expect(Object.values(NO_VARIATIONS).every((on) => on === false)).toBe(true);
  });
});
