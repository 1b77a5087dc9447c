import type { Result } from '~/kit/result';
import { pick } from '~/kit/random';
import { names, type StorePlayer } from '../stores/stores';
import * as sr from '~/games/sibling-rivalry/engine';
import { recordMove, recordUndo } from '~/games/sibling-rivalry/log';
import type { Log, Saved } from '~/games/sibling-rivalry/state';

const siblingRivalry: StorePlayer<Saved> = {
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

/** The log as the scoreboard writes it: moves recorded and taken back by log.ts itself. */
const siblingRivalryLog: StorePlayer<Log> = {
  islands: async () => [(await import('~/games/sibling-rivalry/islands/Helper')).default],
  step: (s, rng) => {
    if (s.entries.length >= 30) return null;
    const who = pick(rng, ['Ann', 'Ben', 'Cat']);
    const dice = Array.from({ length: 5 }, () => rng.int(1, 6));
    const kind = pick(rng, ['roll', 'choice', 'stop', 'undo'] as const);
    if (kind === 'undo') {
      // Mostly from the step the latest move led to (it is named); now and then out of step.
      const latest = s.entries.findLast((e) => e.kind === 'move' && !e.takenBack);
      return recordUndo(s, rng.int(0, 3) > 0 ? (latest?.after ?? 'setup') : 'setup');
    }
    return recordMove(s, {
      move: kind,
      player: who,
      lines: [kind === 'roll' ? sr.rollWords(who, dice) : kind === 'choice' ? `${who}'s challenge pawn is on Faces square 2, Tongue Out (3 points).` : `${who} stops.`],
      roll: kind === 'roll' ? { dice, source: pick(rng, ['phone', 'typed'] as const) } : null,
      after: `turn-${s.entries.length}-p0-r1-o0-roll`,
    });
  },
};

/** A seeded random player for each of the game's stores, by store key (see ../stores/stores.ts). */
export const players: Record<string, StorePlayer<any>> = {
  'sibling-rivalry/game': siblingRivalry,
  'sibling-rivalry/log': siblingRivalryLog,
};
