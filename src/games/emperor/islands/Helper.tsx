import type { ComponentType } from 'preact';
import { useEffect, useId, useState } from 'preact/hooks';
import { guarded } from '~/kit/ui/CrashBoundary';
import type { Lesson } from '~/kit/lesson';
import { HelperFrame } from '~/kit/ui/HelperFrame';
import { LessonBanner } from '~/kit/ui/LessonBanner';
import { LOAD_FAILED, laterModule, whenLoaded } from '~/kit/ui/onDemand';
import { Step } from '~/kit/ui/Step';
import { UndoBar } from '~/kit/ui/UndoBar';
import { useLessonLoader, useTeachable } from '~/kit/ui/useLesson';
import { usePersistent } from '~/kit/ui/usePersistent';
import { moves } from '../game';
import type { TableState } from '../state';
import { looksSpec, tableSpec, withOldLooks } from '../store';
import { ownInProgress, ownModeSpec } from '../own-mode';
import type { Mode, StartForm } from './Setup';

const later = laterModule(() => import('./screens'));
const Setup = later.screen('Setup');
const Table = later.screen('Table');

/**
 * "Each on our own phone" (OwnPhones.tsx): its own entry, not screens.ts, so its code (the
 * QR codes, the crypto) loads only when a table chooses it, never at a first touch.
 */
let Own: ComponentType<{ onLeave: () => void }> | undefined;
const loadOwn = () => import('./OwnPhones').then((m) => void (Own = m.default));

/**
 * Everyone Wants To Sit Besides The Emperor on one phone: the way in (the deal, or
 * printed cards), then the table, one decision a screen. A player's cards appear only
 * behind their hand-over (kit HandOff), drawn from their view (game.ts).
 */
function Helper() {
  // "Teach me" (#teach) loads the lesson, played in a store of its own; the key remounts
  // the table on the switch so the table's game and the lesson never share a store.
  const lesson = useLessonLoader(later.preload);
  const own = usePersistent(ownModeSpec);
  const [loaded, setLoaded] = useState<string>();
  const ownMode = own.ready && own.state && !lesson;
  useEffect(() => {
    if (ownMode) loadOwn().then(() => setLoaded('ok'), () => setLoaded(LOAD_FAILED));
  }, [ownMode]);
  // A phone's camera app that opened a table phone's first code (`#join=…`) joins that table;
  // a phone holding a table of the mode goes back to it even if the flag itself was lost.
  useEffect(() => {
    if (own.ready && !own.state && (location.hash.startsWith('#join=') || ownInProgress(globalThis.localStorage ?? null))) own.set(true);
  }, [own.ready]);
  if (ownMode && Own && loaded === 'ok') return <Own onLeave={() => own.set(false)} />;
  if (ownMode && loaded && loaded !== 'ok') return <p class="message error" role="alert">{loaded}</p>;
  // The mode's code could not load (offline, the page never saved for it): said under the choice, as the other own-phone games say it.
  return <Game key={lesson ? 'lesson' : 'table'} lesson={lesson} ownError={loaded === 'ok' ? undefined : loaded} onOwn={() => loadOwn().then(() => own.set(true), () => setLoaded(LOAD_FAILED))} />;
}

function Game({ lesson, onOwn, ownError }: { lesson: Lesson<TableState | null> | null; onOwn: () => void; ownError?: string }) {
  const game = useTeachable(tableSpec, lesson, moves);
  const teaching = game.teaching;
  const oldLooks = usePersistent(looksSpec);
  const [started, setStarted] = useState<{ mode: Mode; names: string[] } | null>(null);
  // A table saved while its looks lived in a store of their own: shown with them at once,
  // kept so on the next frame (a look taken: Undo stops there), and that store cleared.
  const s = teaching ? game.state : withOldLooks(game.state, oldLooks.state);
  useEffect(() => {
    if (teaching || !game.ready || !oldLooks.ready || oldLooks.state.deal === '') return;
    if (s !== game.state) game.move('look', s);
    oldLooks.reset();
  }, [game.ready, oldLooks.ready, oldLooks.state]);

  const newGame = () => {
    setStarted(null);
    game.reset();
  };

  return (
    <HelperFrame
      title={s === null ? 'Set up the table' : 'The table'}
      ready={game.ready && oldLooks.ready}
      active={s !== null && !s.winner}
      notice={game.notice ?? oldLooks.notice}
      onDismissNotice={() => {
        game.dismissNotice();
        oldLooks.dismissNotice();
      }}
    >
      {s === null ? (
        <div class="stack">
          {teaching && <LessonBanner teaching={teaching} />}
          <Start
            onOwn={onOwn}
            ownError={ownError}
            initial={started}
            onStarted={(mode, names, state) => {
              setStarted({ mode, names });
              game.move('setup', state);
            }}
          />
          <UndoBar canUndo={game.canUndo} onUndo={game.undo} onNewGame={newGame} newGameLabel="New game" />
        </div>
      ) : (
        <Table game={game} state={s} onNewGame={newGame} />
      )}
    </HelperFrame>
  );
}

interface StartProps {
  /** "Each on our own phone": the mode loads, then takes the page. */
  onOwn: () => void;
  /** Why the mode could not load, in words, shown under the choice. */
  ownError?: string;
  /** What the table chose last time (after an Undo took back the start), so nothing typed is lost. */
  initial: { mode: Mode; names: string[] } | null;
  /** The table is under way: how it holds its cards, its names and its first state. */
  onStarted: (mode: Mode, names: string[], state: TableState) => void;
}

/**
 * The way in, one decision a screen: how the table holds its identity cards (here), then
 * the names clockwise, who turned up the Emperor card (printed cards) and the EW-5 house
 * rule (Setup). Nothing is saved until the table starts: no secret exists yet.
 */
function Start({ initial, onStarted, onOwn, ownError }: StartProps) {
  const id = useId();
  const [form, setForm] = useState<StartForm>(() => ({
    mode: initial?.mode ?? null,
    names: initial?.names ?? null,
    typed: initial?.names,
    emperor: null,
    houseRule: false,
    rounds: '5',
    error: undefined,
  }));
  const update = (patch: Partial<StartForm>) => setForm((f) => ({ ...f, ...patch }));

  if (form.mode === null) {
    return (
      <Step id="start-mode" title="How do you hold the identity cards?" rule={{ game: 'emperor', section: 'who-you-are' }}>
        {/* The choice first, what each means after it: sideways (844×390) the buttons stay on the first screen. */}
        <div class="row">
          <button type="button" class="btn primary" onClick={() => whenLoaded(Setup, () => update({ mode: 'phone' }))}>
            Deal them on this phone
          </button>
          <button type="button" class="btn" onClick={() => whenLoaded(Setup, () => update({ mode: 'printed' }))}>
            We use printed cards
          </button>
          <button type="button" class="btn" onClick={onOwn}>
            Each on our own phone
          </button>
        </div>
        <p>The phone can deal and hold them (nobody needs the printed identity cards), or you use printed ones.</p>
        {ownError && (
          <p class="message error" role="alert">
            {ownError}
          </p>
        )}
        <p>Or each on your own phone: each phone holds only its own cards; the phones pass QR codes, no network.</p>
      </Step>
    );
  }
  return <Setup id={id} mode={form.mode} form={form} update={update} onStarted={onStarted} />;
}

export default guarded(Helper, 'Table');
