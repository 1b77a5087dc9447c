// @vitest-environment happy-dom
/**
 * A secret shown on request on one's own phone (kit/link/ui/useShown): face down at first,
 * shown on the tap, and face down again by itself: after its time, when the page is hidden
 * (the phone locked or put away), or on the player's next tap.
 */
import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHOWN_FOR_MS, useShown } from '~/kit/link/ui/useShown';

function Hand() {
  const [shown, setShown] = useShown();
  return h('button', { type: 'button', onClick: () => setShown(!shown) }, shown ? 'You are a Rebel.' : 'Show my cards');
}

describe('useShown', () => {
  let root: HTMLElement;
  const button = () => root.querySelector('button')!;
  const tapIt = () => act(() => button().click());
  let visibility: DocumentVisibilityState = 'visible';

  beforeEach(() => {
    vi.useFakeTimers();
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    root = document.createElement('div');
    document.body.append(root);
    act(() => render(h(Hand, null), root));
  });
  afterEach(() => {
    act(() => render(null, root));
    root.remove();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('starts face down and shows on the tap, hides on the next', () => {
    expect(button().textContent).toBe('Show my cards');
    tapIt();
    expect(button().textContent).toBe('You are a Rebel.');
    tapIt();
    expect(button().textContent).toBe('Show my cards');
  });

  it('hides by itself after its time, not before', () => {
    tapIt();
    act(() => void vi.advanceTimersByTime(SHOWN_FOR_MS - 1));
    expect(button().textContent).toBe('You are a Rebel.');
    act(() => void vi.advanceTimersByTime(1));
    expect(button().textContent).toBe('Show my cards');
  });

  it('hides as soon as the page is hidden (a locked screen, a phone put away)', () => {
    tapIt();
    visibility = 'hidden';
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(button().textContent).toBe('Show my cards');
    // Coming back shows nothing until asked again.
    visibility = 'visible';
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(button().textContent).toBe('Show my cards');
  });

  it('hides when the page is hidden at once after the tap, before the next frame', async () => {
    // A tap outside act(): the secret is drawn, the frame after it (a plain effect's turn) has not come.
    button().click();
    await Promise.resolve();
    await Promise.resolve();
    expect(button().textContent).toBe('You are a Rebel.');
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    await Promise.resolve();
    await Promise.resolve();
    expect(button().textContent).toBe('Show my cards');
  });

  it('hides when the page is left', () => {
    tapIt();
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(button().textContent).toBe('Show my cards');
  });
});
