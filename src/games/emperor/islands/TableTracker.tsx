import * as z from 'zod/mini';
import { useState } from 'preact/hooks';
import type { StoreSpec } from '~/kit/persist';
import type { Result } from '~/kit/result';
import { guarded } from '~/kit/ui/CrashBoundary';
import { HelperFrame } from '~/kit/ui/HelperFrame';
import { UndoBar } from '~/kit/ui/UndoBar';
import { usePersistent } from '~/kit/ui/usePersistent';
import { abilityById } from '../data';
import {
  accuse,
  block,
  chooseDirection,
  condemn,
  endTurn,
  guard,
  neighboursOf,
  reverse,
  tableProblem,
  tableState,
  transpose,
  type BlockCard,
  type PendingCondemn,
  type TableState,
} from '../engine';
import { PickPlayer, Question } from './Question';
import { SeatCircle } from './SeatCircle';
import { TableSetup } from './TableSetup';
import { ErrorMessage } from '~/kit/ui/ErrorMessage';

/** The table on one phone; null until names and the Emperor are entered. Holds no hidden identity. */
export const tableSpec: StoreSpec<TableState | null> = {
  key: 'emperor/table',
  version: 1,
  schema: z.nullable(tableState),
  check: (s) => (s === null ? null : tableProblem(s)),
  initial: () => null,
};

/** A card being played, while the phone asks who and whom, one question per screen. */
type Picking =
  | { kind: 'transposition' }
  | { kind: 'condemn' }
  | { kind: 'accuse'; caster?: number }
  | { kind: 'reverse' }
  | { kind: 'guarding'; caster?: number; mover?: number }
  | { kind: 'block'; condemn: number; card?: BlockCard };

const BLOCKS: BlockCard[] = ['self-clearance', 'clearance', 'counter-condemn'];
const cardName = (id: Parameters<typeof abilityById>[0]) => abilityById(id).name;

function deadline(s: TableState, c: PendingCondemn): string {
  const who = c.waitsFor === s.emperor && c.caster !== s.emperor ? "the Emperor's" : `${s.players[c.waitsFor]!.name}'s`;
  const next = c.waitsFor === s.current && s.players[c.waitsFor]!.turnsPlayed + 1 === c.dueTurn ? 'this' : 'next';
  return `at the end of ${who} ${next} turn`;
}

function TableTracker() {
  const game = usePersistent(tableSpec);
  const [picking, setPicking] = useState<Picking | null>(null);
  const [error, setError] = useState<string | undefined>();
  const s = game.state;

  const run = (result: Result<TableState>) => {
    if (result.ok) {
      game.set(result.value);
      setError(undefined);
      setPicking(null);
    } else {
      setError(result.error);
    }
  };
  const cancel = () => {
    setPicking(null);
    setError(undefined);
  };
  const start = (p: Picking) => {
    setPicking(p);
    setError(undefined);
  };

  let panel;
  if (s === null) {
    panel = <TableSetup onStart={(state) => game.set(state)} />;
  } else {
    const living = s.seats.filter((id) => s.players[id]!.alive).map((id) => ({ id, name: s.players[id]!.name }));
    const name = (id: number) => s.players[id]!.name;
    const cur = s.current;
    if (s.winner) {
      panel = (
        <Question ask={s.winner.side === 'rebels' ? 'The Rebels win' : "The Emperor's side wins"}>
          <p>{s.winner.reason}</p>
        </Question>
      );
    } else if (picking?.kind === 'transposition' && cur !== null) {
      panel = (
        <PickPlayer
          ask={`Who does ${name(cur)} trade seats with?`}
          options={neighboursOf(s, cur).map((id) => ({ id, name: name(id) }))}
          onPick={(partner) => run(transpose(s, { partner }))}
          onCancel={cancel}
        />
      );
    } else if (picking?.kind === 'condemn' && cur !== null) {
      panel = (
        <PickPlayer
          ask={`Who does ${name(cur)} condemn?`}
          options={living.filter((p) => p.id !== cur)}
          onPick={(target) => run(condemn(s, { target }))}
          onCancel={cancel}
        />
      );
    } else if (picking?.kind === 'accuse') {
      const caster = picking.caster;
      panel =
        caster === undefined ? (
          <PickPlayer ask="Who plays Accuse?" options={living} onPick={(c) => start({ kind: 'accuse', caster: c })} onCancel={cancel} />
        ) : (
          <PickPlayer
            ask={`Whose next turn does ${name(caster)} skip?`}
            options={living}
            onPick={(target) => run(accuse(s, { caster, target }))}
            onCancel={cancel}
          />
        );
    } else if (picking?.kind === 'reverse') {
      panel = <PickPlayer ask="Who plays Reverse?" options={living} onPick={(caster) => run(reverse(s, { caster }))} onCancel={cancel} />;
    } else if (picking?.kind === 'guarding') {
      const { caster, mover } = picking;
      const besideEmperor = neighboursOf(s, s.emperor);
      if (caster === undefined) {
        panel = <PickPlayer ask="Who plays Guarding?" options={living} onPick={(c) => start({ kind: 'guarding', caster: c })} onCancel={cancel} />;
      } else if (caster === s.emperor && mover === undefined) {
        panel = (
          <PickPlayer
            ask="Which player does the Emperor move?"
            options={living.filter((p) => p.id !== s.emperor)}
            onPick={(m) => start({ kind: 'guarding', caster, mover: m })}
            onCancel={cancel}
          />
        );
      } else {
        const moving = mover ?? caster;
        panel = (
          <PickPlayer
            ask={`Whose seat beside the Emperor does ${name(moving)} take?`}
            options={besideEmperor.filter((id) => id !== moving).map((id) => ({ id, name: name(id) }))}
            onPick={(neighbour) => run(guard(s, { caster, mover, neighbour }))}
            onCancel={cancel}
          />
        );
      }
    } else if (picking?.kind === 'block') {
      const c = s.condemns.find((x) => x.id === picking.condemn);
      if (!c) {
        panel = <Question ask="That Condemn is no longer waiting." onCancel={cancel}>{null}</Question>;
      } else if (picking.card === undefined) {
        panel = (
          <Question ask={`Which card saves ${name(c.target)}?`} onCancel={cancel}>
            {BLOCKS.map((card) => (
              <button
                key={card}
                type="button"
                class="btn"
                onClick={() => (card === 'clearance' ? start({ ...picking, card }) : run(block(s, { condemn: c.id, card, by: c.target })))}
              >
                {card === 'clearance' ? 'Clearance (anyone)' : `${cardName(card)} (${name(c.target)})`}
              </button>
            ))}
          </Question>
        );
      } else {
        panel = (
          <PickPlayer
            ask="Who plays Clearance?"
            options={living}
            onPick={(by) => run(block(s, { condemn: c.id, card: 'clearance', by }))}
            onCancel={cancel}
          />
        );
      }
    } else if (s.direction === null) {
      panel = (
        <Question ask={`${name(s.emperor)} (the Emperor): which way does round ${s.round} go?`}>
          <button type="button" class="btn primary" onClick={() => run(chooseDirection(s, { direction: 'clockwise' }))}>
            Clockwise
          </button>
          <button type="button" class="btn primary" onClick={() => run(chooseDirection(s, { direction: 'counterclockwise' }))}>
            Counterclockwise
          </button>
        </Question>
      );
    } else if (cur !== null) {
      panel = (
        <Question ask={`${name(cur)}'s turn`}>
          <button type="button" class="btn" onClick={() => start({ kind: 'transposition' })}>
            {name(cur)} plays Transposition
          </button>
          <button type="button" class="btn" onClick={() => start({ kind: 'condemn' })}>
            {name(cur)} plays Condemn
          </button>
          <button type="button" class="btn primary" onClick={() => run(endTurn(s))}>
            End {name(cur)}'s turn
          </button>
        </Question>
      );
    }
  }

  const instinctOpen = s !== null && !s.winner && picking === null;

  return (
    <HelperFrame title="Table tracker" ready={game.ready} active={s !== null && !s.winner} notice={game.notice} onDismissNotice={game.dismissNotice}>
      <div class="stack">
        {s !== null && <SeatCircle state={s} />}
        {s !== null && (
          <p class="emp-status">
            Round {s.round}
            {s.direction ? `, ${s.direction}` : ', direction not chosen yet'}
            {s.emperorWinsAfterRounds !== null && `. House rule: the Emperor's side wins after round ${s.emperorWinsAfterRounds}`}.
          </p>
        )}
        <div aria-live="polite">
          {s !== null && s.lastMove.length > 0 && (
            <div class="message notice">
              <ul class="emp-news">
                {s.lastMove.map((line, i) => (
                  <li key={i} class={line.includes('discard') ? 'emp-urgent' : undefined}>
                    {line}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
        {panel}
        <ErrorMessage error={error} />
        {s !== null && s.condemns.length > 0 && !s.winner && (
          <section class="stack" aria-labelledby="emp-condemns">
            <h3 id="emp-condemns">Waiting Condemns</h3>
            <ul class="stack emp-list">
              {s.condemns.map((c) => (
                <li key={c.id} class="row emp-condemn">
                  <span>
                    {c.reflected
                      ? `${s.players[c.caster]!.name}'s own Condemn, turned back on them`
                      : `${s.players[c.caster]!.name} condemned ${s.players[c.target]!.name}`}
                    : dies {deadline(s, c)} unless blocked.
                  </span>
                  <button type="button" class="btn" disabled={picking !== null} onClick={() => start({ kind: 'block', condemn: c.id })}>
                    Block (save {s.players[c.target]!.name})
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
        {instinctOpen && (
          <section class="stack" aria-labelledby="emp-instinct">
            <h3 id="emp-instinct">Instinct cards (anyone, any time)</h3>
            <div class="row">
              <button type="button" class="btn" onClick={() => start({ kind: 'guarding' })}>
                Guarding
              </button>
              <button type="button" class="btn" onClick={() => start({ kind: 'accuse' })}>
                Accuse
              </button>
              <button type="button" class="btn" disabled={s.direction === null} onClick={() => start({ kind: 'reverse' })}>
                Reverse
              </button>
            </div>
            <p class="emp-hint">Self-Clearance, Clearance and Counter-Condemn: use Block on a waiting Condemn.</p>
          </section>
        )}
        {s !== null && s.log.length > 0 && (
          <details>
            <summary>Everything that happened</summary>
            <ol class="emp-log">
              {s.log.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ol>
          </details>
        )}
        <UndoBar
          canUndo={game.canUndo}
          onUndo={() => {
            cancel();
            game.undo();
          }}
          onNewGame={() => {
            cancel();
            game.reset();
          }}
          newGameLabel="New table"
        />
      </div>
    </HelperFrame>
  );
}

// A crash shows a message and sets the save aside instead of leaving a blank box.
export default guarded(TableTracker, 'Table tracker');
