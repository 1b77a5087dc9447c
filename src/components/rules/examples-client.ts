import { h, render, type ComponentType } from 'preact';

/*
 * The rules pages' worked examples (WorkedExample.astro) are in the page as a list of
 * steps; their own button turns one into the step-by-step player with the game's drawings
 * (a Preact island in src/games/<slug>/islands/, loaded on that tap) and back. Nothing
 * opens by itself, so nothing grows under a reader; the example's top stays where it was
 * when the button is tapped, and the list stays in the page for paper.
 */

type ExampleIsland = ComponentType<{ src: string; title: string }>;
const islands = import.meta.glob<{ default: ExampleIsland }>('../../games/*/islands/*Example.tsx');

const SHOW = 'Show it step by step';
const LIST = 'Show all the steps';

/**
 * Keeps `el` where it is on screen while the example changes under it, for a moment (its
 * drawings arrive after the tap): the browser's own scroll anchoring is off meanwhile, so
 * the two don't both correct. Returns the correction, to run at once after a change.
 */
function holdStill(el: HTMLElement, section: HTMLElement, ms = 2000): () => void {
  const root = document.documentElement;
  const top = el.getBoundingClientRect().top;
  root.style.overflowAnchor = 'none';
  const fix = () => {
    const moved = el.getBoundingClientRect().top - top;
    if (Math.abs(moved) > 0.5) window.scrollBy(0, moved);
  };
  const watch = new ResizeObserver(fix);
  watch.observe(section);
  const stop = () => {
    watch.disconnect();
    root.style.overflowAnchor = '';
  };
  setTimeout(stop, ms);
  // The reader's next tap in the example (Next, Back) moves it as it should: hold no more.
  // (Listened for once the tap that opened it has finished its way up the page.)
  setTimeout(() => {
    section.addEventListener('pointerdown', stop, { once: true });
    section.addEventListener('click', stop, { once: true });
  });
  return fix;
}

async function toggle(mount: HTMLElement, button: HTMLButtonElement): Promise<void> {
  const playing = !mount.classList.contains('walk-playing');
  let module: { default: ExampleIsland } | undefined;
  if (playing && !mount.querySelector('.walk-player')) {
    const [game, island] = mount.dataset.example!.split('/') as [string, string];
    const load = islands[`../../games/${game}/islands/${island}.tsx`];
    if (!load) return;
    module = await load();
  }
  // The button stays under the finger: what changes is below it.
  const fix = holdStill(button, mount);
  if (module) {
    const player = document.createElement('div');
    player.className = 'walk-player';
    mount.append(player);
    render(h(module.default, { src: mount.dataset.src!, title: mount.dataset.title! }), player);
  }
  mount.classList.toggle('walk-playing', playing);
  button.textContent = playing ? LIST : SHOW;
  button.setAttribute('aria-expanded', String(playing));
  fix();
}

export function startExamples(): void {
  for (const mount of document.querySelectorAll<HTMLElement>('[data-example]')) {
    const button = mount.querySelector<HTMLButtonElement>('.walk-open');
    if (!button || button.dataset.wired) continue;
    button.dataset.wired = '1';
    let busy = false;
    button.addEventListener('click', () => {
      if (busy) return;
      busy = true;
      toggle(mount, button).finally(() => (busy = false));
    });
  }
}
