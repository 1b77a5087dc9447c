/**
 * The hand-off model for one phone passed around a table.
 *
 * A secret step belongs to one named player. It is shown only after a hand-over screen
 * that names that player, and only while the step is the one that was unlocked: the
 * unlock is kept in memory for one step id, never saved and never on the undo history.
 * So a move, an Undo, a reload, Back or the page being hidden all lock it again, and
 * the way back into anyone's secret is always through their hand-over screen.
 *
 * A game declares its secret step (game.ts `secret(state)`, kit/game.ts) and the island
 * renders `screenFor(step, unlocked)`; the same pure functions drive its property test.
 */

export interface SecretStep {
  /** The player (index in the seating order) it belongs to: their `view` is what the secret screen shows. */
  player: number;
  /**
   * Unique for this secret moment, derived from the state ("record:r2:q3:defender").
   * A different id is a different secret: the hand-over is shown again.
   */
  id: string;
  /** The only player who may see this step. */
  owner: string;
  /** Whose secret, in words, for the Undo warning: "Bo's answer to question 3". */
  what: string;
}

export type Screen =
  | { kind: 'public' }
  | { kind: 'handover'; owner: string; step: SecretStep }
  | { kind: 'secret'; owner: string; step: SecretStep };

/** What the phone shows for a step, given the id that was last unlocked (or null). */
export function screenFor(step: SecretStep | null, unlocked: string | null): Screen {
  if (step === null) return { kind: 'public' };
  return step.id === unlocked ? { kind: 'secret', owner: step.owner, step } : { kind: 'handover', owner: step.owner, step };
}

/** The unlock after a state change: kept only while the secret step is the same one. */
export function relock(step: SecretStep | null, unlocked: string | null): string | null {
  return step !== null && step.id === unlocked ? unlocked : null;
}

/**
 * The secrecy property every pass-the-phone helper must keep, for its tests: walking a
 * trace of (screen, whose secrets that screen shows), no screen may show a secret of
 * anyone but the owner of a secret screen, and a secret screen must be entered from its
 * own hand-over (or from itself). Returns a sentence describing the first leak, or null.
 */
export function findLeak(trace: { screen: Screen; shows: string[] }[]): string | null {
  let previous: Screen | null = null;
  for (const [i, { screen, shows }] of trace.entries()) {
    const allowed = screen.kind === 'secret' ? [screen.owner] : [];
    const leaked = shows.filter((owner) => !allowed.includes(owner));
    if (leaked.length > 0) return `step ${i}: a ${screen.kind} screen shows ${leaked.join(', ')}'s secret`;
    if (screen.kind === 'secret') {
      const cameThrough =
        previous !== null &&
        previous.kind !== 'public' &&
        previous.step.id === screen.step.id;
      if (!cameThrough) return `step ${i}: ${screen.owner}'s secret was reached without their hand-over screen`;
    }
    previous = screen;
  }
  return null;
}
