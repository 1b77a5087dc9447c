import { Component, Fragment, type ComponentChildren, type ComponentType } from 'preact';
import { CrashContext, type CrashRegistry, type StoreHandle } from './crash';
import { onDemand } from './onDemand';

// The buttons after a crash load only after one (the message shows at once).
const CrashActions = onDemand(() => import('./CrashActions').then((m) => m.default));

interface Props {
  /** The helper's heading, shown above the message so the table knows which helper it is. */
  title: string;
  children: ComponentChildren;
}

export interface State {
  error: Error | null;
  /** The saves set aside after the crash, for the bug report. */
  saves: { key: string; raw: string }[];
  /** Bumped by "Start a new game" so the island mounts afresh (and reads storage again). */
  generation: number;
}

let nextId = 0;

export const CRASH_MESSAGE = 'Something went wrong in this helper.';

/**
 * An error boundary for one helper island: if anything in it throws, the table sees
 * a plain message instead of a blank box, the island's saves are set aside (kept,
 * never deleted, so reloading doesn't crash again), and one tap starts a fresh game
 * or copies the broken save for a bug report. Games never write this themselves:
 * wrap the island's export in `guarded(Island, title)`.
 */
export class CrashBoundary extends Component<Props, State> {
  private handles = new Map<string, StoreHandle>();
  private registry: CrashRegistry = { register: (handle) => this.handles.set(handle.key, handle), handles: this.handles };
  private id = `crash-${++nextId}`;
  state: State = { error: null, saves: [], generation: 0 };

  componentDidCatch(error: unknown) {
    const saves: State['saves'] = [];
    for (const handle of this.handles.values()) {
      try {
        const raw = handle.setAside();
        if (raw !== null) saves.push({ key: handle.key, raw });
      } catch {
        // Setting aside is best effort; the message still shows.
      }
    }
    this.setState({ error: error instanceof Error ? error : new Error(String(error)), saves });
  }

  private startFresh = () => {
    this.handles.clear();
    this.setState((s) => ({ error: null, saves: [], generation: s.generation + 1 }));
  };

  render() {
    const { error, saves, generation } = this.state;
    if (!error) {
      return (
        <CrashContext.Provider value={this.registry}>
          <Fragment key={generation}>{this.props.children}</Fragment>
        </CrashContext.Provider>
      );
    }
    return (
      <section class="helper" aria-labelledby={this.id}>
        <h2 id={this.id}>{this.props.title}</h2>
        <p class="message error" role="alert">
          {CRASH_MESSAGE}{' '}
          {saves.length > 0
            ? 'Its saved game was set aside (kept on this phone, not deleted), so this page works again with a new game.'
            : 'Start again below.'}
        </p>
        <CrashActions helper={this.props.title} error={error} saves={saves} onStartFresh={this.startFresh} />
      </section>
    );
  }
}

/** Wraps a helper island in a CrashBoundary: `export default guarded(Scoreboard, 'Scoreboard')`. */
export function guarded<P extends object>(Island: ComponentType<P>, title: string): ComponentType<P> {
  const Guarded = (props: P) => (
    <CrashBoundary title={title}>
      <Island {...props} />
    </CrashBoundary>
  );
  // A name for the developer tools only: a phone never shows it.
  if (import.meta.env.DEV) Guarded.displayName = `guarded(${Island.displayName ?? Island.name})`;
  return Guarded;
}
