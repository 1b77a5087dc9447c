import type { ComponentType } from 'preact';
import type { Result } from '~/kit/result';
import { pick, shuffle, type Rng } from '~/kit/random';
import { firstOk, names, range, type StorePlayer } from '../stores/stores';
import * as sr from '~/games/sibling-rivalry/engine';

type SrSaved = { layout: sr.State['layout']; game: sr.State | null };
const siblingRivalry: StorePlayer<SrSaved> = {
  islands: async () => [(await import('~/games/sibling-rivalry/islands/Helper')).default],
  step: (s, rng) => {
    if (s.game === null) {
      const r = sr.setup({ players: names(rng, 2, 5), layout: s.layout });
      return r.ok ? { ...s, game: r.value } : null;
    }
    const g = s.game;
    if (g.winner !== null) return null;
    let r: Result<sr.State>;
    if (g.turn.awaitingTrack) r = sr.advance(g, { track: pick(rng, sr.legalTracks(g)) });
    else if (g.turn.rolls > 0 && rng.int(0, 2) === 0) r = sr.stop(g);
    else r = sr.rollWith(g, rng);
    return r.ok ? { ...s, game: r.value } : null;
  },
};

type SrLog = { entries: unknown[] };
const siblingRivalryLog: StorePlayer<SrLog> = {
  islands: async () => [(await import('~/games/sibling-rivalry/islands/Helper')).default],
  step: (s, rng) => {
    if (s.entries.length >= 30) return null;
    const who = pick(rng, ['Ann', 'Ben', 'Cat']);
    const dice = Array.from({ length: 5 }, () => rng.int(1, 6));
    const kind = pick(rng, ['roll', 'choice', 'stop', 'undo'] as const);
    const entry =
      kind === 'undo'
        ? { kind: 'undo', lines: [`${who} took back a roll of ${dice.join(' ')} (typed in).`], move: null, player: null, roll: null, after: null, takenBack: false }
        : {
            kind: 'move',
            lines: [kind === 'roll' ? `${who} rolled ${dice.join(' ')}.` : kind === 'choice' ? `${who} moved up Faces to square 2.` : `${who} stopped.`],
            move: kind,
            player: who,
            roll: kind === 'roll' ? { dice, source: pick(rng, ['phone', 'typed'] as const) } : null,
            after: `turn-${s.entries.length}-p0-r1-o0-roll`,
            takenBack: false,
          };
    return { entries: [...s.entries, entry] };
  },
};

/** A seeded random player for each of the game's stores, by store key (see ../stores/stores.ts). */
export const players: Record<string, StorePlayer<any>> = {
  'sibling-rivalry/game': siblingRivalry,
  'sibling-rivalry/log': siblingRivalryLog,
};
