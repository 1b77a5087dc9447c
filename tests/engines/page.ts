// The few helpers the smoke steps use inside the page, sent with every script (an engine's
// driver runs `(${pageLib})()` first). Plain DOM, no library: the same code runs in every engine.
import type { Target } from './driver.ts';

export interface PageLib {
  /** The first visible element the target names, or null. */
  find(target: Target, scope?: Element): Element | null;
  /** The heading of the helper's step on screen (kit/ui/Step). */
  step(): string;
  /** What's on screen, in a line, for a failure's message. */
  describe(): string;
}

/** Sent as its source: it must not use anything from outside itself. */
export function pageLib(): PageLib {
  const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const matches = (want: string, got: string) => (want.startsWith('/') && want.endsWith('/') ? new RegExp(want.slice(1, -1)).test(got) : got === want);
  // A control the tap guard holds (kit/ui/fingers.ts: it landed under the last tap) counts as
  // not there yet: a person waits it out, as the e2e's tap() does.
  const visible = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden' && !el.hasAttribute('data-held');
  const nameOf = (el: Element) => {
    const labelled = el.getAttribute('aria-labelledby');
    if (labelled) return norm(labelled.split(' ').map((id) => document.getElementById(id)?.textContent).join(' '));
    return norm(el.getAttribute('aria-label') ?? (el as HTMLImageElement).alt ?? el.textContent);
  };
  const SELECTORS = { button: 'button, [role=button]', link: 'a[href], [role=link]', heading: 'h1, h2, h3, h4, h5, h6, [role=heading]', img: 'img, [role=img]', summary: 'summary' };
  const find = (target: Target, scope: Element = document.documentElement): Element | null => {
    if (target.within) {
      const inside = scope.querySelector(target.within);
      return inside ? find({ ...target, within: undefined }, inside) : null;
    }
    if (target.next) {
      // Which control is next is chosen among those on screen, held or not: a held primary
      // button is still the next one (wait it out, null), not a reason to tap a choice beside it.
      const shown = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
      const steps = [...scope.querySelectorAll('.step')].filter(shown);
      const last = steps[steps.length - 1];
      const usable = (el: Element) => shown(el) && !(el as HTMLButtonElement).disabled;
      if (!last) return null;
      // A step that asks a choice of buttons (who won rock-paper-scissors): its first choice.
      const choice = [...last.querySelectorAll('button')].find((b) => usable(b) && !/^(Back|Undo|New game|Remove|Move|Add a player)/.test(nameOf(b)));
      // What the step marks as next may be a group of choices: its first one.
      const marked = [...last.querySelectorAll('[data-next]')].find(shown);
      const next = marked && !marked.matches('button, a, input') ? [...marked.querySelectorAll('button')].find(usable) : marked;
      const chosen = (next && usable(next) ? next : null) ?? [...last.querySelectorAll('.btn.primary')].find(usable) ?? choice ?? null;
      return chosen && visible(chosen) ? chosen : null;
    }
    if (target.label !== undefined) {
      for (const label of scope.querySelectorAll('label')) {
        if (matches(target.label, norm(label.textContent)) && label.control && (visible(label) || visible(label.control))) return label.control;
      }
      for (const el of scope.querySelectorAll('[aria-label]')) if (matches(target.label, nameOf(el)) && visible(el)) return el;
      return null;
    }
    for (const el of scope.querySelectorAll(SELECTORS[target.role ?? 'button'])) {
      if (visible(el) && (target.name === undefined || matches(target.name, nameOf(el)))) return el;
    }
    return null;
  };
  const step = () => {
    const all = document.querySelectorAll('.step .step-head h3');
    return norm(all[all.length - 1]?.textContent);
  };
  const describe = () => {
    const names = (sel: string) => [...document.querySelectorAll(sel)].filter(visible).map(nameOf).filter(Boolean).slice(0, 20);
    const texts = (sel: string) => [...document.querySelectorAll(sel)].map((el) => norm(el.textContent)).filter(Boolean);
    // Held by the tap guard (kit/ui/fingers.ts) and its "Just appeared" lines: a tap it swallowed.
    const held = [...document.querySelectorAll('[data-held]')].map(nameOf);
    return `at ${location.pathname}${location.hash}; step "${step()}"; headings ${JSON.stringify(names('h1, h2, h3'))}; buttons ${JSON.stringify(names('button'))}; held ${JSON.stringify(held)}; alerts ${JSON.stringify(names('[role=alert]'))}; status ${JSON.stringify(texts('[role=status]'))}`;
  };
  return { find, step, describe };
}
