/*
 * What every rules page runs at load, kept small: a link that lands inside the folded
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
  const dialog = document.querySelector<HTMLDialogElement>('dialog.rules-search');
  const opener = document.querySelector<HTMLButtonElement>('[data-search-open]');
  if (!dialog || !opener || typeof dialog.showModal !== 'function') return;
  // Not on a first visit (the service worker precaches the site then): once the worker is
  // in control, fetch the index while the phone is idle, so the worker keeps it and a
  // search works offline later (src/build/offline.ts).
  if (navigator.serviceWorker?.controller) {
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 2000));
    const keep = () => idle(() => void fetch(dialog.dataset.index!).catch(() => undefined));
    if (document.readyState === 'complete') keep();
    else addEventListener('load', keep, { once: true });
  }
  opener.hidden = false;
  let box: Promise<(dialog: HTMLDialogElement) => void> | undefined;
  opener.addEventListener('click', () => {
    box ??= import('./search-box').then((m) => m.searchBox(dialog, openFoldAt));
    box.then(
      (open) => open(dialog),
      () => {
        box = undefined;
      },
    );
  });
}
