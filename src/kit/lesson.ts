import type { Result } from './result';
import type { Rng } from './random';
import type { RuleRef } from './ui/RuleLink';

/**
 * Learn by playing: a lesson is the real helper driven by the real engine, from a
 * scripted position with scripted dice and cards. A lesson is data: where it starts,
 * then for every step the words, the rule, the scripted input and the move it asks for.
 * The move is the engine's own function, so a rules change that breaks a lesson fails
 * `lessonStates` (and the game's lesson test) instead of teaching something wrong.
 *
 * The helper never needs to know which move was made: a tap is right when the state it
 * leads to is the state the asked move leads to (`judge`).
 */
export interface LessonStep<S> {
  /** What is happening and why, in one or two sentences (our own words). */
  say: string;
  /** The move asked for, as an instruction on the helper's own buttons: "Tap Looks (2s)". */
  ask: string;
  /** The rule this step teaches. */
  rule?: RuleRef;
  /** Dice or cards the phone "draws" in this step (a phone roll gives exactly these). */
  script?: number[];
  /** The asked move, applied by the engine: the same call the helper makes. */
  move: (state: S) => Result<S>;
}

export interface Lesson<S> {
  /** The game's slug. */
  game: string;
  title: string;
  /** The scripted position the lesson starts from (plain data, like a save). */
  start: S;
  steps: LessonStep<S>[];
  /** Closing words once every step is done. */
  end: string;
}

/** Every state of the lesson, start first; throws, naming the step, if the engine refuses a scripted move. */
export function lessonStates<S>(lesson: Lesson<S>): S[] {
  const states = [lesson.start];
  lesson.steps.forEach((step, i) => {
    const next = step.move(states[i]!);
    if (!next.ok) throw new Error(`Lesson "${lesson.title}", step ${i + 1} ("${step.ask}"): the engine refused: ${next.error}`);
    states.push(next.value);
  });
  return states;
}

/** Plain-data equality (saved states are JSON): key order does not matter. */
export function sameState(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => sameState((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

export type Verdict = { ok: true } | { ok: false; why: string };

/**
 * Is the state a tap led to the one this step asks for? A different but legal move is
 * explained, not silently refused (the engine's own refusals reach the player through
 * the helper, as in a real game).
 */
export function judge<S>(lesson: Lesson<S>, states: S[], index: number, next: S): Verdict {
  const step = lesson.steps[index];
  if (!step) return { ok: false, why: 'This lesson is over: leave it to play a real game.' };
  if (sameState(next, states[index + 1])) return { ok: true };
  return { ok: false, why: `That move is legal, but not the one this lesson is showing. ${step.ask}.` };
}

/**
 * The phone's "random" draws during a lesson: exactly the step's script, in order,
 * then the script again (a re-render may ask twice). Out-of-range values are a bug in
 * the lesson and throw.
 */
export function scriptedRng(script: readonly number[]): Rng {
  let i = 0;
  return {
    int(min, max) {
      if (script.length === 0) throw new Error('This lesson step has no scripted draw');
      const value = script[i % script.length]!;
      i++;
      if (value < min || value > max) throw new RangeError(`Scripted draw ${value} is outside ${min}–${max}`);
      return value;
    },
  };
}
