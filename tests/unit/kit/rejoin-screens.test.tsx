// @vitest-environment happy-dom
/**
 * The two screens of a rejoin in several codes (kit link/ui/Rejoin.tsx). The phone bringing
 * another back (`BringBack`): a rejoin in one code is shown as before; one in several steps
 * through them, each saying who scans which, the way back to the game only beside the last.
 * The lost phone (`RejoinScan`): takes the parts in turn, says which comes next, refuses one
 * out of turn in words, and gives the game the whole once all are in.
 */
import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toQrText } from '~/kit/link/codec';
import { rejoinGame } from '~/kit/link/rejoin';
import { PARTS, rejoinCodes } from '~/kit/link/rejoin-parts';
import { unwrap } from '~/kit/result';
import { BringBack, RejoinScan } from '~/kit/link/ui/Rejoin';

/** The scanner as the screen draws it: its label, and its `onCode` to hand codes to. */
const scanner: { label?: string; onCode?: (text: string, via: 'scan') => Promise<string | null> | string | null } = {};
vi.mock('~/kit/link/ui/Scanner', () => ({
  Scanner: (p: typeof scanner) => {
    Object.assign(scanner, p);
    return h('p', null, p.label);
  },
}));

const RULE = { game: 'subtweet', section: 'own' } as never;

describe('BringBack', () => {
  let root: HTMLElement;
  const captions = () => [...root.querySelectorAll('figure')].map((f) => f.getAttribute('aria-label'));
  const codes = () => [...root.querySelectorAll('figure')].map((f) => f.getAttribute('data-code'));
  const buttons = () => [...root.querySelectorAll('button')].map((b) => b.textContent);
  const tapIt = (name: string) => act(() => [...root.querySelectorAll('button')].find((b) => b.textContent === name)!.click());
  beforeEach(() => {
    root = document.createElement('div');
    document.body.append(root);
  });
  afterEach(() => {
    render(null, root);
    root.remove();
  });

  it('one code: scanned once, then the phone is back', () => {
    const onBack = vi.fn();
    act(() => render(h(BringBack, { name: 'Ben', rule: RULE, said: 'Ben types their words.', code: 'TM:ONE', onBack }), root));
    expect(captions()).toEqual(['Ben: “Rejoin a table”, then scan this']);
    expect(buttons()).toEqual(['Ben’s phone is back']);
    tapIt('Ben’s phone is back');
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('two codes: the first, then the second, each said; back to the first; the phone is back only after the last', () => {
    const onBack = vi.fn();
    const onForgot = vi.fn();
    act(() => render(h(BringBack, { name: 'Ben', rule: RULE, said: 'Ben types their words.', code: ['TM:A', 'TM:B'], onBack, onForgot }), root));
    expect(codes()).toEqual(['TM:A']);
    expect(captions()).toEqual(['Ben: “Rejoin a table”, then scan this first code (1 of 2)']);
    expect(root.textContent).toContain('The table takes 2 codes: Ben scans this one, then tap below for the second code.');
    expect(buttons()).toEqual(['Show the second code']);
    tapIt('Show the second code');
    expect(codes()).toEqual(['TM:B']);
    expect(captions()).toEqual(['Ben: now scan this, the second code (2 of 2)']);
    expect(buttons()).toEqual(['Ben’s phone is back', 'Show the first code again', 'Ben’s phone came back without words']);
    tapIt('Show the first code again');
    expect(codes()).toEqual(['TM:A']);
    expect(onBack).not.toHaveBeenCalled();
    tapIt('Show the second code');
    tapIt('Ben’s phone is back');
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('the lost phone takes two codes in turn, says which is next, refuses one out of turn, then gives the game both', async () => {
    const names = Array.from({ length: 12 }, (_, i) => `player_number_${String(i).padStart(4, '0')}`);
    const backup = { key: new Uint8Array(33).fill(2), backup: new Uint8Array(48).fill(9) };
    const [first, second] = unwrap(rejoinCodes(0x1234567, 4, { game: rejoinGame('subtweet'), seat: 3, names, replay: 0, state: new Uint8Array(70), backup, kept: new Uint8Array(57), others: [] })).map(toQrText) as [string, string];
    const onCode = vi.fn((_text: string) => null);
    const scan = async (text: string) => {
      let said: string | null | undefined;
      await act(async () => void (said = await scanner.onCode!(text, 'scan')));
      return said;
    };
    act(() => render(h(RejoinScan, { rule: RULE, onCode, onBack: () => {} }), root));
    expect(scanner.label).toBe('Scan the rejoin code');
    expect(await scan(second)).toBe(PARTS.partFirst('the second code', 2));
    expect(await scan(first)).toBeNull();
    expect(root.querySelector('[role="status"]')!.textContent).toBe('Code 1 of 2 taken. Now scan the second code: on the other phone, tap “Show the second code”.');
    expect(scanner.label).toBe('Scan the second code');
    expect(await scan(first)).toBe(PARTS.partAgain('the first code', 'the second code'));
    expect(onCode).not.toHaveBeenCalled();
    expect(await scan(second)).toBeNull();
    expect(onCode).toHaveBeenCalledWith(`${first}\n${second}`, 'scan');
    // On a fresh screen, one code taken, then Start again: the first code is asked for again.
    act(() => render(null, root));
    act(() => render(h(RejoinScan, { rule: RULE, onCode, onBack: () => {} }), root));
    await scan(first);
    tapIt('Start again');
    expect(scanner.label).toBe('Scan the rejoin code');
  });
});
