import { useId, useState } from 'preact/hooks';
import { useOwnMode } from '~/kit/link/ui/useOwnMode';
import type { Lesson } from '~/kit/lesson';
import { HelperFrame } from '~/kit/ui/HelperFrame';
import { LessonBanner } from '~/kit/ui/LessonBanner';
import { UndoBar } from '~/kit/ui/UndoBar';
import { useLessonLoader, useTeachable } from '~/kit/ui/useLesson';
import { usePersistent } from '~/kit/ui/usePersistent';
import { moves } from '../game';
import type { TableState } from '../state';
import { tableSpec } from '../store';
import { OWN_SAVES } from '../keys';
import { ModeStep, type First } from './ModeStep';
import { Setup, type Mode, type StartForm } from './Setup';
import { Table } from './Table';

/** "Teach me": the lesson's own file, so a table that never asks for it never loads it. */
const loadLesson = () => import('../lesson');

/**
 * "Each on our own phone" (OwnPhones.tsx): its own entry, not screens.ts, so its code (the
 * QR codes, the crypto) loads only when a table chooses it, this phone holds a table of the
 * mode, or a table's `#join=` address opened the page (the kit's useOwnMode), never at a
 * first touch.
 */
const loadOwn = () => import('./OwnPhones');

/**
 * Everyone Wants To Sit Besides The Emperor with its saves (Helper.tsx draws the first
 * question without them; this takes over once this phone has a save, a lesson is asked
 * for or the first question is answered, `first`): the way in (the deal, or printed
 * cards), then the table, one decision a screen. A player's cards appear only behind
 * their hand-over (kit HandOff), drawn from their view (game.ts).
 */
export function SavedTable({ first }: { first?: First }) {
  // "Teach me" (#teach) loads the lesson, played in a store of its own; the key remounts
  // the table on the switch so the table's game and the lesson never share a store.
  const lesson = useLessonLoader(loadLesson);
  // "Each on our own phone" chosen on the first screen, before this screen's code came, opens at once.
  const own = useOwnMode(loadOwn, OWN_SAVES, !lesson, first === 'own');
  const { Own } = own;
  if (own.state === 'on' && Own) return <Own onLeave={own.leave} />;
  if (own.state === 'opening') return null;
  const mode = first === 'phone' || first === 'printed' ? first : null;
  // The mode's code could not load (offline, the page never saved it): said under the choice, in the kit's words.
  return <Game key={lesson ? 'lesson' : 'table'} lesson={lesson} mode={lesson ? null : mode} onOwn={() => void own.choose()} ownError={own.error} />;
}

function Game({ lesson, mode, onOwn, ownError }: { lesson: Lesson<TableState | null> | null; mode: Mode | null; onOwn: () => void; ownError?: string }) {
  const game = useTeachable(tableSpec, lesson, moves);
  const teaching = game.teaching;
  const [started, setStarted] = useState<StartProps['initial']>(mode && { mode, names: null });
  const s = game.state;

  // The same table playing again: the way in asked again, the names as they sat (a lesson's stay in the lesson).
  const newGame = () => {
    setStarted(s && !teaching ? { mode: null, names: null, typed: s.players.map((p) => p.name) } : null);
    game.reset();
  };

  return (
    <HelperFrame
      title={s === null ? 'Set up the table' : 'The table'}
      ready={game.ready}
      active={s !== null && !s.winner}
      notice={game.notice}
      onDismissNotice={game.dismissNotice}
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
  /**
   * What the table chose last time, so nothing typed is lost: after an Undo took back the
   * start, its way in and names; after New game, its names to start from (`typed`).
   */
  initial: { mode: Mode | null; names: string[] | null; typed?: string[] } | null;
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
    typed: initial?.typed ?? initial?.names ?? undefined,
    emperor: null,
    houseRule: false,
    rounds: '5',
    error: undefined,
  }));
  const update = (patch: Partial<StartForm>) => setForm((f) => ({ ...f, ...patch }));

  if (form.mode === null) return <ModeStep ownError={ownError} onChoose={(first) => (first === 'own' ? onOwn() : update({ mode: first }))} />;
  return <Setup id={id} mode={form.mode} form={form} update={update} onStarted={onStarted} />;
}

