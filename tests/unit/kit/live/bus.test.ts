import { beforeEach, describe, expect, it, vi } from 'vitest';

/*
 * The bus between ShowCode, Scanner and a live link: what is sent, what a scanner is given,
 * and when a refusal is said. Each test loads a fresh bus (its state is the page's).
 */
type Bus = typeof import('../../../../src/kit/link/live/bus');
let bus: Bus;
beforeEach(async () => {
  vi.resetModules();
  bus = await import('../../../../src/kit/link/live/bus');
});
const settle = () => new Promise((r) => setTimeout(r, 5));

/** A scanner that takes the codes in `accepts`, refusing (and recording) the rest. */
function scanner(accepts: string[]) {
  const calls: { text: string; loud: boolean; taken: boolean }[] = [];
  const taker = {
    current: async (text: string, loud: boolean) => {
      const taken = accepts.includes(text);
      calls.push({ text, loud, taken });
      return taken;
    },
  };
  return { calls, taker };
}

describe('live link bus', () => {
  it('sends every code on screen once per link, when it comes up and while it is up; never a link code or a web address', () => {
    const sent: string[] = [];
    const off = bus.share('TM:SEAL');
    bus.share('https://tablemate.example/#join=ABCDEF');
    bus.keepOff('TM:OFFER');
    bus.share('TM:OFFER');
    bus.setLink({ seat: 1, name: 'Ben', state: 'linking' });
    expect(sent).toEqual([]);
    bus.setLink({ seat: 1, name: 'Ben', state: 'up', send: (t) => sent.push(t) });
    expect(sent).toEqual(['TM:SEAL']);
    bus.share('TM:REVEAL');
    bus.share('TM:SEAL');
    expect(sent).toEqual(['TM:SEAL', 'TM:REVEAL']);
    off();
    // A star: the table phone's second link gets what is on screen now.
    const second: string[] = [];
    bus.setLink({ seat: 2, name: 'Cy', state: 'up', send: (t) => second.push(t) });
    expect(second).toEqual(['TM:SEAL', 'TM:REVEAL']);
  });

  it('gives an arriving code to the scanner on screen as if scanned; a code that came before its scanner waits for it', async () => {
    const early = scanner([]);
    const offEarly = bus.arrivals(early.taker);
    bus.received('TM:SEAL');
    await settle();
    // The first refusal is said (a changed or foreign code must be); later tries are quiet.
    expect(early.calls).toEqual([{ text: 'TM:SEAL', loud: true, taken: false }]);
    offEarly();
    const right = scanner(['TM:SEAL']);
    bus.arrivals(right.taker);
    await settle();
    expect(right.calls).toEqual([{ text: 'TM:SEAL', loud: false, taken: true }]);
    // Taken once: never given again.
    void bus.deliver();
    await settle();
    expect(right.calls).toHaveLength(1);
  });

  it('waits while a link panel is open (its scanner is for link codes), then gives the code to the game’s scanner', async () => {
    const game = scanner(['TM:SEAL']);
    bus.arrivals(game.taker);
    bus.holding(true);
    const panel = scanner([]);
    const offPanel = bus.arrivals(panel.taker);
    bus.received('TM:SEAL');
    await settle();
    expect(panel.calls).toEqual([]);
    expect(game.calls).toEqual([]);
    offPanel();
    bus.holding(false);
    await settle();
    expect(game.calls).toEqual([{ text: 'TM:SEAL', loud: true, taken: true }]);
  });

  it('drops unsaid a code this phone already took (scanned before the link came up, or over the link)', async () => {
    bus.tookCode('TM:START');
    bus.received('TM:START');
    const s = scanner(['TM:SEAL']);
    bus.arrivals(s.taker);
    bus.received('TM:SEAL');
    await settle();
    bus.received('TM:SEAL');
    await settle();
    expect(s.calls).toEqual([{ text: 'TM:SEAL', loud: true, taken: true }]);
  });

  it('ignores anything that is not a Tablemate code, and keeps only the last few waiting', async () => {
    bus.received('hello');
    for (let i = 0; i < 12; i++) bus.received(`TM:${i}`);
    const s = scanner([]);
    bus.arrivals(s.taker);
    await settle();
    expect(s.calls.map((c) => c.text)).toEqual(['TM:4', 'TM:5', 'TM:6', 'TM:7', 'TM:8', 'TM:9', 'TM:10', 'TM:11']);
  });

  it('says linked, dropped or failed in words under a scanner', () => {
    expect(bus.wordsFor([])).toBeNull();
    expect(bus.wordsFor([{ seat: 1, name: 'Ben', state: 'up' }])).toBe('Linked to Ben’s phone: the code comes by itself (or scan it).');
    expect(bus.wordsFor([{ seat: 1, name: 'Ben', state: 'dropped' }])).toBe('The link to Ben’s phone dropped: scan the codes as before. Nothing is lost.');
    expect(bus.wordsFor([{ seat: 1, name: 'Ben', state: 'failed' }])).toBe('This phone and Ben’s did not link within 15 seconds (not on the same Wi-Fi?): scan the codes as before. Nothing is lost.');
    expect(bus.wordsFor([{ seat: 1, name: 'Ben', state: 'stopped' }])).toBeNull();
  });

  it('a star: the hub passes a code from one linked phone to its others, marked, and a phone it is not for stays quiet', async () => {
    const toBen: string[] = [];
    const toCy: string[] = [];
    bus.setLink({ seat: 1, name: 'Ben', state: 'up', send: (t) => toBen.push(t) });
    bus.setLink({ seat: 2, name: 'Cy', state: 'up', send: (t) => toCy.push(t) });
    // Cy's phone shows Ben a card: it reaches the hub over Cy's link, and the hub passes it to Ben only.
    bus.received('TM:CARD', 2);
    expect(toBen).toEqual(['~TM:CARD']);
    expect(toCy).toEqual([]);
    // Again (shown on): not passed twice.
    bus.received('TM:CARD', 2);
    expect(toBen).toEqual(['~TM:CARD']);
    // The hub's own scanner tries it quietly (it was passed on: it may be another phone's).
    const hub = scanner([]);
    const off = bus.arrivals(hub.taker);
    await settle();
    expect(hub.calls.map((c) => [c.text, c.loud])).toEqual([['TM:CARD', false]]);
    off();
  });

  it('a code passed on by the hub is tried quietly by the phone it reaches, and taken when it is for that phone', async () => {
    const ben = scanner(['TM:CARD']);
    const off = bus.arrivals(ben.taker);
    bus.received('~TM:OTHER', 0);
    bus.received('~TM:CARD', 0);
    await settle();
    await settle();
    expect(ben.calls.some((c) => c.loud)).toBe(false);
    expect(ben.calls.filter((c) => c.taken)).toEqual([{ text: 'TM:CARD', loud: false, taken: true }]);
    // A phone with one link passes nothing on.
    const sent: string[] = [];
    bus.setLink({ seat: 0, name: 'Ana', state: 'up', send: (t) => sent.push(t) });
    bus.received('TM:MORE', 0);
    expect(sent.filter((t) => t.includes('MORE'))).toEqual([]);
    off();
  });
});
