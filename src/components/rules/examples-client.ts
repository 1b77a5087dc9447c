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

async function toggle(mount: HTMLElement, button: HTMLButtonElement): Promise<void> {
  const top = button.getBoundingClientRect().top;
  const playing = !mount.classList.contains('walk-playing');
  if (playing && !mount.querySelector('.walk-player')) {
    const [game, island] = mount.dataset.example!.split('/') as [string, string];
    const load = islands[`../../games/${game}/islands/${island}.tsx`];
    if (!load) return;
    const module = await load();
    const player = document.createElement('div');
    player.className = 'walk-player';
    mount.append(player);
    render(h(module.default, { src: mount.dataset.src!, title: mount.dataset.title! }), player);
  }
  mount.classList.toggle('walk-playing', playing);
  button.textContent = playing ? LIST : SHOW;
  button.setAttribute('aria-expanded', String(playing));
  // The button stays under the finger: what changed is below it.
  const moved = button.getBoundingClientRect().top - top;
  if (Math.abs(moved) > 1) window.scrollBy(0, moved);
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
