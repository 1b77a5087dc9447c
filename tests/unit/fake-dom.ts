/**
 * Just enough of a browser for Preact to mount an island in a unit test and for the test
 * to tap it: elements, text, attributes, events on elements, on `window` and on
 * `document`, focus. No layout, no CSS, no selectors. Import it before any island or kit
 * module (some look for `window` when they load), then mount with `render` inside
 * `act` (preact/test-utils), which flushes effects and re-renders at once.
 */

type Listener = (this: unknown, event: FakeEvent) => unknown;

export interface FakeEvent {
  type: string;
  target?: FakeNode;
  key?: string | null;
  preventDefault: () => void;
  [more: string]: unknown;
}

const event = (type: string, more: Record<string, unknown> = {}): FakeEvent => ({ type, preventDefault: () => undefined, ...more });

class Events {
  private listeners = new Map<string, Listener[]>();
  addEventListener(type: string, listener: Listener | null) {
    if (!listener) return;
    const list = this.listeners.get(type) ?? [];
    if (!list.includes(listener)) list.push(listener);
    this.listeners.set(type, list);
  }
  removeEventListener(type: string, listener: Listener | null) {
    this.listeners.set(
      type,
      (this.listeners.get(type) ?? []).filter((l) => l !== listener),
    );
  }
  dispatchEvent(e: FakeEvent): boolean {
    for (const listener of [...(this.listeners.get(e.type) ?? [])]) listener.call(this, e);
    return true;
  }
}

export class FakeNode extends Events {
  nodeType = 1;
  parentNode: FakeElement | null = null;
  childNodes: FakeNode[] = [];
  get firstChild(): FakeNode | null {
    return this.childNodes[0] ?? null;
  }
  get lastChild(): FakeNode | null {
    return this.childNodes[this.childNodes.length - 1] ?? null;
  }
  get nextSibling(): FakeNode | null {
    const siblings = this.parentNode?.childNodes ?? [];
    return siblings[siblings.indexOf(this) + 1] ?? null;
  }
  get previousSibling(): FakeNode | null {
    const siblings = this.parentNode?.childNodes ?? [];
    return siblings[siblings.indexOf(this) - 1] ?? null;
  }
  insertBefore(node: FakeNode, ref: FakeNode | null): FakeNode {
    node.parentNode?.removeChild(node);
    const at = ref ? this.childNodes.indexOf(ref) : -1;
    if (at < 0) this.childNodes.push(node);
    else this.childNodes.splice(at, 0, node);
    node.parentNode = this as unknown as FakeElement;
    return node;
  }
  appendChild(node: FakeNode): FakeNode {
    return this.insertBefore(node, null);
  }
  removeChild(node: FakeNode): FakeNode {
    this.childNodes = this.childNodes.filter((n) => n !== node);
    node.parentNode = null;
    return node;
  }
  remove() {
    this.parentNode?.removeChild(this);
  }
  contains(node: FakeNode | null): boolean {
    for (let n = node; n; n = n.parentNode) if (n === this) return true;
    return false;
  }
  get textContent(): string {
    return this.childNodes.map((n) => n.textContent).join('');
  }
}

export class FakeText extends FakeNode {
  constructor(public data: string) {
    super();
    this.nodeType = 3;
  }
  override get textContent(): string {
    return String(this.data);
  }
}

export class FakeElement extends FakeNode {
  attributes: { name: string; value: string }[] = [];
  style = { cssText: '', setProperty: () => undefined };
  hidden = false;
  // Preact attaches `onClick` as "click" only when the element knows the lowercase name.
  onclick = null;
  oninput = null;
  onchange = null;
  onsubmit = null;
  onkeydown = null;
  constructor(
    public localName: string,
    public namespaceURI = 'http://www.w3.org/1999/xhtml',
  ) {
    super();
  }
  get tagName() {
    return this.localName.toUpperCase();
  }
  setAttribute(name: string, value: unknown) {
    const found = this.attributes.find((a) => a.name === name);
    if (found) found.value = String(value);
    else this.attributes.push({ name, value: String(value) });
  }
  getAttribute(name: string): string | null {
    return this.attributes.find((a) => a.name === name)?.value ?? null;
  }
  hasAttribute(name: string): boolean {
    return this.getAttribute(name) !== null;
  }
  removeAttribute(name: string) {
    this.attributes = this.attributes.filter((a) => a.name !== name);
  }
  /** The nearest element (itself included) matching a class selector (`.play`), as the DOM's. */
  closest(selector: string): FakeElement | null {
    const name = /^\.([\w-]+)$/.exec(selector)?.[1];
    if (!name) throw new Error(`the fake DOM's closest() takes one class selector, not "${selector}"`);
    for (let n: FakeNode | null = this; n; n = n.parentNode) {
      if (n instanceof FakeElement && (n.getAttribute('class') ?? '').split(/\s+/).includes(name)) return n;
    }
    return null;
  }
  focus() {
    fakeDocument.activeElement = this;
  }
  blur() {
    if (fakeDocument.activeElement === this) fakeDocument.activeElement = null;
  }
  /** A tap, as a browser delivers it: nothing on a disabled control. */
  click(): boolean {
    if (this.hasAttribute('disabled')) return false;
    this.dispatchEvent(event('click', { target: this }));
    return true;
  }
}

const fakeDocument = Object.assign(new Events(), {
  activeElement: null as FakeElement | null,
  visibilityState: 'visible' as 'visible' | 'hidden',
  createElement: (name: string) => new FakeElement(name),
  createElementNS: (ns: string, name: string) => new FakeElement(name, ns),
  createTextNode: (text: string) => new FakeText(text),
  querySelectorAll: () => [],
});

const fakeWindow = new Events();

/** Puts the fake `window` and `document` on globalThis (as in a browser, `window` is the global). */
export function installFakeDom(storage: Storage): void {
  const g = globalThis as Record<string, unknown>;
  g.document = fakeDocument;
  g.window = globalThis;
  g.addEventListener = fakeWindow.addEventListener.bind(fakeWindow);
  g.removeEventListener = fakeWindow.removeEventListener.bind(fakeWindow);
  g.dispatchEvent = fakeWindow.dispatchEvent.bind(fakeWindow);
  g.innerHeight = 844;
  g.requestAnimationFrame = (run: () => void) => setTimeout(run, 16);
  g.cancelAnimationFrame = (id: ReturnType<typeof setTimeout>) => clearTimeout(id);
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true, writable: true });
}

/** Fires a window event (`pagehide`, or `storage` for a save another tab changed). */
export const fireWindow = (type: string, more: Record<string, unknown> = {}) => fakeWindow.dispatchEvent(event(type, more));

/** Every element under `root` (itself included) that `test` accepts, in document order. */
export function findAll(root: FakeNode, test: (el: FakeElement) => boolean): FakeElement[] {
  const found: FakeElement[] = [];
  const walk = (n: FakeNode) => {
    if (n instanceof FakeElement && test(n)) found.push(n);
    n.childNodes.forEach(walk);
  };
  walk(root);
  return found;
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** The markup under `node`, attributes in the order they were set. */
export function html(node: FakeNode): string {
  if (node instanceof FakeText) return escape(String(node.data));
  if (!(node instanceof FakeElement)) return node.childNodes.map(html).join('');
  const attrs = node.attributes.map((a) => ` ${a.name}="${escape(a.value)}"`).join('');
  const hidden = node.hidden ? ' hidden' : '';
  return `<${node.localName}${attrs}${hidden}>${node.childNodes.map(html).join('')}</${node.localName}>`;
}
