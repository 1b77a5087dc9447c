import { h, render, type ComponentType } from 'preact';
import { whenTouched } from '~/kit/ui/touch';

/*
 * Brings the rules pages' worked examples to life (WorkedExample.astro): each is a Preact
 * island in src/games/<slug>/islands/, loaded and drawn when it comes near the screen once
 * the reader has touched the page (scrolling a phone is a touch; elsewhere the example's
 * own button is), as the kit loads any code only a person using the page needs. It gets
 * the address of its frames (built by the engine) and its title.
 */

type ExampleIsland = ComponentType<{ src: string; title: string }>;
const islands = import.meta.glob<{ default: ExampleIsland }>('../../games/*/islands/*Example.tsx');

async function wake(mount: HTMLElement): Promise<void> {
  const [game, island] = mount.dataset.example!.split('/') as [string, string];
  const load = islands[`../../games/${game}/islands/${island}.tsx`];
  if (!load) return;
  const module = await load();
  mount.replaceChildren();
  render(h(module.default, { src: mount.dataset.src!, title: mount.dataset.title! }), mount);
}

export function startExamples(): void {
  const mounts = [...document.querySelectorAll<HTMLElement>('[data-example]')];
  for (const m of mounts) m.querySelector<HTMLButtonElement>('button')?.removeAttribute('hidden');
  whenTouched(() => {
    if (!('IntersectionObserver' in window)) {
      mounts.forEach((m) => void wake(m));
      return;
    }
    const near = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          if (!e.isIntersecting) continue;
          near.unobserve(e.target);
          void wake(e.target as HTMLElement);
        }
      },
      { rootMargin: '200px' },
    );
    mounts.forEach((m) => near.observe(m));
  });
}
