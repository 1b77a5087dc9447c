import { describe, expect, it } from 'vitest';
import { HOLD_MS, KEY_HOLD_MS, REACH, SETTLE_MS, holds, reaches, type Tap } from '~/kit/ui/fingers';
import { ARM_DELAY_MS } from '~/kit/ui/useArmed';

/** Controls are compared by identity only: plain objects stand in for elements. */
const control = (name: string) => ({ name }) as unknown as Element;
const box = (left: number, top: number, width = 120, height = 48) => ({ left, top, right: left + width, bottom: top + height });

// A tap at (200, 500), made at t = 1000 on "Hide my cards" (box 140..260 × 476..524).
const hide = control('Hide my cards');
// Beside it, within reach, the card the player may tap next ("Lay a Citizen", already on screen).
const citizen = control('Lay a Citizen');
const tap: Tap = {
  x: 200,
  y: 500,
  under: new Map([
    [hide, 'Hide my cards|deal:1'],
    [citizen, 'Lay a Citizen|false|deal:1|140|532'],
  ]),
  at: 1000,
  settle: 1000 + SETTLE_MS,
  until: 1000 + HOLD_MS,
};

describe('what is under the finger', () => {
  it('is any control within a fingertip of the point', () => {
    expect(reaches(box(140, 476), 200, 500)).toBe(true); // the point inside
    expect(reaches(box(200 + REACH, 476), 200, 500)).toBe(true); // its edge a reach away
    expect(reaches(box(200 + REACH + 1, 476), 200, 500)).toBe(false);
    expect(reaches(box(0, 500 - REACH - 48), 200, 500, REACH)).toBe(false); // above, out of reach sideways too
    // Diagonally: the corner counts, by distance, not by a square.
    expect(reaches(box(216, 516), 200, 500)).toBe(true); // the corner 22.6 px away
    expect(reaches(box(218, 518), 200, 500)).toBe(false); // 25.5 px: though within 24 px across and down
  });

  it('never an element that is not drawn (an empty box)', () => {
    expect(reaches({ left: 200, top: 500, right: 200, bottom: 500 }, 200, 500)).toBe(false);
  });
});

describe('the hold after a tap', () => {
  const newGame = control('New game');
  const other = box(150, 480);

  it('covers a "to be sure" tap at 0.3, 0.5 and 0.8 s, and lets go within a second or so', () => {
    expect(HOLD_MS).toBeGreaterThanOrEqual(800);
    expect(HOLD_MS).toBeLessThanOrEqual(1500);
    // Held since it came under the finger with the tap's new screen (marked then: `held`).
    for (const gap of [300, 500, 800]) expect(holds(tap, newGame, other, 'New game', 1000 + gap, true)).toBe(true);
    expect(holds(tap, newGame, other, 'New game', 1000 + HOLD_MS, true)).toBe(false);
  });

  it('holds what a tap brought under the finger, not what lies elsewhere', () => {
    expect(holds(tap, newGame, other, 'New game', 1050)).toBe(true);
    expect(holds(tap, newGame, box(150, 600), 'New game', 1050)).toBe(false);
    expect(holds(null, newGame, other, 'New game', 1050)).toBe(false);
  });

  it('lets the very control tapped take the next tap while it means the same (a counter’s “+”)', () => {
    expect(holds(tap, hide, box(140, 476), 'Hide my cards|deal:1', 1200)).toBe(false);
  });

  it('never holds what was under the finger already and still means the same (the next card of a hand)', () => {
    for (const gap of [350, 650, 700]) expect(holds(tap, citizen, box(140, 532), 'Lay a Citizen|false|deal:1|140|532', 1000 + gap)).toBe(false);
    // The same button moved under the finger, or its step changed: it is something new there.
    expect(holds(tap, citizen, box(140, 520), 'Lay a Citizen|false|deal:1|140|520', 1050)).toBe(true);
  });

  it('holds a toggle whose meaning the tap flipped (a favourite now pressed)', () => {
    const bea = control('Bea');
    const faved: Tap = { ...tap, under: new Map([[bea, 'Bea|false|favourites-1|140|476']]) };
    expect(holds(faved, bea, box(140, 476), 'Bea|true|favourites-1|140|476', 1300)).toBe(true);
    expect(holds(faved, bea, box(140, 476), 'Bea|false|favourites-1|140|476', 1300)).toBe(false);
  });

  it('holds the control tapped once it means something else (Preact reused it, or its step changed)', () => {
    expect(holds(tap, hide, box(140, 476), "I'm Ben, show me|deal:2", 1200)).toBe(true);
    expect(holds(tap, hide, box(140, 476), 'Hide my cards|deal:2', 1200)).toBe(true);
  });

  it("holds only what arrived while the tap's screen settled; what was held stays held", () => {
    // A scroll of the page's own (not the tap's) brings a control under the finger later: not held.
    expect(holds(tap, newGame, other, 'New game', 1000 + SETTLE_MS + 1, false)).toBe(false);
    expect(holds(tap, newGame, other, 'New game', 1000 + SETTLE_MS + 1, true)).toBe(true);
    // A screen drawn late (a busy phone, code on demand) is still the tap's, within the hold.
    expect(SETTLE_MS).toBeGreaterThanOrEqual(500);
    expect(SETTLE_MS).toBeLessThan(HOLD_MS);
  });

  it('a tap whose click came before the guard arrived holds even the control it tapped (its meaning then is unknown)', () => {
    const early: Tap = { ...tap, under: new Map() };
    expect(holds(early, hide, box(140, 476), 'Hide my cards|deal:1', 1200, true)).toBe(true);
  });

  it("holds a key's focused control as long as the hand-over's old arming did", () => {
    expect(KEY_HOLD_MS).toBe(ARM_DELAY_MS);
  });
});
