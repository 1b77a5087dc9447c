import css from './search.css?url';
import { find, segments, type SearchEntry } from './find';

/*
 * The search box across the five rules pages: its index (built with the site, kept by the
 * service worker, so it works offline) is fetched when the box first opens; results link
 * to the section, on this page or another rules page.
 */

/** The text with the words the search found in <mark>. */
function marked(text: string, marks: readonly [number, number][]): Node[] {
  return segments(text, marks).map((part) => {
    if (!part.marked) return document.createTextNode(part.text);
    const mark = document.createElement('mark');
    mark.textContent = part.text;
    return mark;
  });
}

/** The box, made once: a heading, Close, the words to find, a status line and the results. */
function makeBox(): HTMLDialogElement {
  const dialog = document.createElement('dialog');
  dialog.className = 'rules-search';
  dialog.setAttribute('aria-labelledby', 'rules-search-title');
  const head = document.createElement('div');
  head.className = 'rules-search-head';
  const title = document.createElement('h2');
  title.id = 'rules-search-title';
  title.textContent = 'Search the rules';
  const form = document.createElement('form');
  form.method = 'dialog';
  const close = document.createElement('button');
  close.className = 'btn small';
  close.type = 'submit';
  close.textContent = 'Close';
  form.append(close);
  head.append(title, form);
  const label = document.createElement('label');
  label.className = 'visually-hidden';
  label.htmlFor = 'rules-search-q';
  label.textContent = 'Words to find in the five rules pages';
  const input = document.createElement('input');
  Object.assign(input, { id: 'rules-search-q', type: 'search', enterKeyHint: 'search', autocomplete: 'off', placeholder: 'catch, Condemn, tie …' });
  const status = document.createElement('p');
  status.className = 'rules-search-status';
  status.setAttribute('role', 'status');
  const list = document.createElement('ol');
  list.className = 'rules-search-results';
  dialog.append(head, label, input, status, list);
  document.body.append(dialog);
  return dialog;
}

/** Wires the box once (its styles first); returns what opens it. */
export async function searchBox(opener: HTMLElement, openFoldAt: (hash: string) => void): Promise<() => void> {
  if (!document.querySelector(`link[href="${css}"]`)) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = css;
    const loaded = new Promise((done) => link.addEventListener('load', done, { once: true }));
    link.addEventListener('error', () => undefined, { once: true });
    document.head.append(link);
    await Promise.race([loaded, new Promise((done) => setTimeout(done, 800))]);
  }
  const dialog = makeBox();
  const input = dialog.querySelector('input')!;
  const status = dialog.querySelector('.rules-search-status')!;
  const list = dialog.querySelector('.rules-search-results')!;
  const here = opener.dataset.game;
  const pagePath = location.pathname;
  let index: Promise<SearchEntry[]> | undefined;
  const load = () =>
    (index ??= fetch(opener.dataset.index!).then((r) => {
      if (!r.ok) throw new Error(String(r.status));
      return r.json() as Promise<SearchEntry[]>;
    }));

  const show = async () => {
    const query = input.value.trim();
    if (!query) {
      list.replaceChildren();
      status.textContent = '';
      return;
    }
    let entries: SearchEntry[];
    try {
      entries = await load();
    } catch {
      index = undefined;
      status.textContent = 'The search index is not on this phone yet: it is kept the next time a rules page opens with a connection.';
      return;
    }
    if (input.value.trim() !== query) return; // typed on meanwhile
    const results = find(entries, query, here);
    list.replaceChildren();
    status.textContent = results.length === 0 ? `Nothing found for “${query}”.` : `${results.length} section${results.length === 1 ? '' : 's'} found.`;
    for (const { entry, snippet, marks, headingMarks } of results) {
      const li = document.createElement('li');
      const a = document.createElement('a');
      const path = pagePath.replace(/games\/[^/]+\/?$/, `games/${entry.game}/`);
      a.href = entry.game === here ? `#${entry.id}` : `${path}#${entry.id}`;
      const head = document.createElement('strong');
      head.append(...marked(entry.heading, headingMarks));
      a.append(head);
      if (entry.game !== here) {
        const where = document.createElement('span');
        where.className = 'rules-search-game';
        where.textContent = entry.title;
        a.append(where);
      }
      const p = document.createElement('span');
      p.className = 'rules-search-snippet';
      p.append(...marked(snippet, marks));
      a.append(p);
      a.addEventListener('click', () => {
        if (entry.game === here) {
          dialog.close();
          openFoldAt(`#${entry.id}`);
        }
      });
      li.append(a);
      list.append(li);
    }
  };

  let timer: number | undefined;
  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = window.setTimeout(show, 120);
  });
  // A tap on the backdrop closes the box, as on any phone sheet.
  dialog.addEventListener('click', (e) => {
    if (e.target === dialog) dialog.close();
  });
  return () => {
    dialog.showModal();
    input.focus();
    input.select();
    void load().catch(() => undefined);
  };
}
