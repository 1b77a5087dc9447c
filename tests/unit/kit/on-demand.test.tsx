// @vitest-environment happy-dom
/**
 * A screen loaded on demand always appears, whatever the timing of the load: here the
 * code arrives after the placeholder is drawn and before the screen's effect runs (as
 * when the first touch's preload finishes in between), which once left an empty
 * `aria-busy` step for good.
 */
import { h, render } from 'preact';
import { useState } from 'preact/hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { onDemand } from '~/kit/ui/onDemand';

const Lesson = ({ title }: { title: string }) => h('h3', null, title);

/** A load the test resolves by hand. */
function manualLoad() {
  let resolve!: (c: typeof Lesson) => void;
  let calls = 0;
  const promise = new Promise<typeof Lesson>((r) => (resolve = r));
  return { load: () => (calls++, promise), resolve, calls: () => calls };
}

describe('onDemand', () => {
  let root: HTMLElement;
  afterEach(() => {
    render(null, root);
    root.remove();
  });

  it('draws the screen when its code arrives between the render and the effect', async () => {
    root = document.body.appendChild(document.createElement('div'));
    const { load, resolve } = manualLoad();
    const Screen = onDemand(load);
    render(h(Screen, { title: 'Lesson: step 1 of 6' }), root);
    expect(root.querySelector('[aria-busy="true"]')).not.toBeNull();
    // The code arrives now: the effects Preact runs after the next frame have not run yet.
    const arrived = Screen.preload();
    resolve(Lesson);
    await arrived;
    await sleep(250); // the effects, and any render they ask for
    expect(root.querySelector('[aria-busy="true"]')).toBeNull();
    expect(root.textContent).toBe('Lesson: step 1 of 6');
  });

  it('draws the screen when its code arrives after the effect (the ordinary case)', async () => {
    root = document.body.appendChild(document.createElement('div'));
    const { load, resolve, calls } = manualLoad();
    const Screen = onDemand(load);
    render(h(Screen, { title: 'Match' }), root);
    await sleep(250);
    expect(calls()).toBe(1);
    expect(root.querySelector('[aria-busy="true"]')).not.toBeNull();
    resolve(Lesson);
    await sleep(50);
    expect(root.textContent).toBe('Match');
  });

  it('draws a screen whose code is already here at once', async () => {
    root = document.body.appendChild(document.createElement('div'));
    const { load, resolve } = manualLoad();
    const Screen = onDemand(load);
    resolve(Lesson);
    await Screen.preload();
    render(h(Screen, { title: 'Ready' }), root);
    expect(root.textContent).toBe('Ready');
  });

  it('is drawn again when its props change, not when only the helper around it redraws', async () => {
    root = document.body.appendChild(document.createElement('div'));
    let draws = 0;
    const Counted = ({ title }: { title: string; onFrame: () => void }) => (draws++, h('h3', null, title));
    const Screen = onDemand(() => Promise.resolve(Counted));
    let setNotice!: (n: string) => void;
    let setTitle!: (t: string) => void;
    const onFrame = () => undefined;
    function Helper() {
      const [notice, n] = useState('');
      const [title, t] = useState('Round 1');
      setNotice = n;
      setTitle = t;
      return h('section', null, h('p', null, notice), h(Screen, { title, onFrame }));
    }
    await Screen.preload();
    render(h(Helper, null), root);
    expect(draws).toBe(1);
    setNotice('Saved'); // the frame's notice: the helper redraws, the screen's props are the same
    await sleep(50);
    expect(root.querySelector('p')!.textContent).toBe('Saved');
    expect(draws).toBe(1);
    setTitle('Round 2');
    await sleep(50);
    expect(root.textContent).toBe('SavedRound 2');
    expect(draws).toBe(2);
  });
});
