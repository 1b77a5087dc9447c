/*
 * What every rules page runs at load, kept small (and its bytes are the bench's, through
 * the jump bar's `data-helper`): a link that lands inside the folded
 * "On the phone" section opens it (and the fold remembers being open across a reload),
 * and the jump bar's magnifier opens the search box, whose code, styles and index
 * (search-box.ts) load the first time it is opened.
 */

const FOLD_KEY = 'tablemate:rules-fold';

function openFoldAt(hash: string): void {
  if (hash.length < 2) return;
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  const fold = target?.closest('details');
  if (fold && !fold.open) {
    fold.open = true;
    target!.scrollIntoView();
  }
}

export function startSearch(): void {
  const fold = document.querySelector<HTMLDetailsElement>('details.on-the-phone');
  if (fold) {
    const key = `${FOLD_KEY}:${location.pathname}`;
    try {
      if (sessionStorage.getItem(key) === 'open') fold.open = true;
      fold.addEventListener('toggle', () => sessionStorage.setItem(key, fold.open ? 'open' : 'closed'));
    } catch {
      // Storage refused (a private window): the fold simply starts closed.
    }
  }
  openFoldAt(location.hash);
  addEventListener('hashchange', () => openFoldAt(location.hash));
  const opener = document.querySelector<HTMLButtonElement>('[data-search-open]');
  if (!opener || typeof HTMLDialogElement !== 'function') return;
  const index = opener.dataset.index!;
  // Not on a first visit (the service worker precaches the site then): once the worker is
  // in control, fetch the search index and this page's worked examples while the phone is
  // idle, so the worker keeps them and they work offline later (src/build/offline.ts).
  if (navigator.serviceWorker?.controller) {
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 2000));
    const wanted = [index, ...[...document.querySelectorAll<HTMLElement>('[data-example]')].map((m) => m.dataset.src!)];
    const keep = () => idle(() => wanted.forEach((url) => void fetch(url).catch(() => undefined)));
    if (document.readyState === 'complete') keep();
    else addEventListener('load', keep, { once: true });
  }
  opener.hidden = false;
  let box: Promise<() => void> | undefined;
  opener.addEventListener('click', () => {
    box ??= import('./search-box').then((m) => m.searchBox(opener, openFoldAt));
    box.then(
      (open) => open(),
      () => {
        box = undefined;
      },
    );
  });
}
