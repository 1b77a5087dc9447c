import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { validatePlayers } from '../../players';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { LOAD_FAILED } from '../../ui/onDemand';
import type { RuleRef } from '../../ui/RuleLink';
import { Step } from '../../ui/Step';
import { tableText, type TableCode } from '../codec';
import { hostAt, tableFromCode } from '../join';
import type { Via } from '../read';
import { Scanner } from './Scanner';

type Screens = typeof import('./Rejoin');

interface Props {
  /** The table code in the address a phone's camera app opened (`#join=…`), if any. */
  joining: TableCode | null;
  /** The step's title before a way is chosen, its rule, and a line on what each phone keeps. */
  title: string;
  rule: RuleRef;
  children: ComponentChildren;
  onOpen: (name: string) => unknown;
  onJoin: (table: TableCode, name: string) => unknown;
  /** Back to the game passed round one phone. */
  onOnePhone: () => void;
  /**
   * A rejoin code scanned ("Rejoin a table", rejoin.ts): taken, or why not in words. A
   * game whose secrets were encrypted to the lost phone's key (the Emperor) can't bring
   * one back: it says why instead (`noRejoin`), when a player looks for the way.
   */
  onRejoin: ((text: string, via: Via) => Promise<string | null>) | { noRejoin: string };
}

/**
 * The first step of every own-phone game: this phone's player's name, then "Open a table"
 * (this phone shows the table's code) or "Join a table" (the table phone's code scanned,
 * or its six characters typed), "Rejoin a table" (a phone that lost its storage scans the
 * other phone's rejoin code: its screen loads only then), or back to one phone.
 */
export function OpenOrJoin({ joining, title, rule, children, onOpen, onJoin, onOnePhone, onRejoin }: Props) {
  const [name, setName] = useState('');
  const [way, setWay] = useState<'join' | null>(joining !== null ? 'join' : null);
  const [error, setError] = useState<string>();
  const [rejoin, setRejoin] = useState<Screens | null>(null);
  if (rejoin && typeof onRejoin === 'function') return <rejoin.RejoinScan rule={rule} onCode={onRejoin} onBack={() => setRejoin(null)} />;
  const openRejoin = () =>
    typeof onRejoin === 'function'
      ? import('./Rejoin').then(setRejoin, () => setError(LOAD_FAILED))
      : setError(onRejoin.noRejoin);
  // Why this name can't sit, in words: none typed, too long (said, never cut short as typed),
  // or the name the join address gives the table phone's player, refused here before this
  // phone deals its words and shows a seat code the table phone would refuse.
  const refusal = (): string | undefined => {
    if (name.trim() === '') return 'Type your name first.';
    const host = hostAt();
    const checked = host ? validatePlayers([host, name], 2, 2) : validatePlayers([name], 1, 1);
    return checked.ok ? undefined : checked.error;
  };
  const named = (): boolean => {
    const why = refusal();
    setError(why);
    return !why;
  };
  return (
    <Step id={way === 'join' ? 'own:join' : 'own:new'} title={way === 'join' ? 'Join a table' : title} rule={rule}>
      <div class="stack">
        <p>{children}</p>
        <label>
          Your name
          <input type="text" value={name} autocomplete="off" onInput={(e) => setName((e.currentTarget as HTMLInputElement).value)} style={{ display: 'block', width: '100%' }} />
        </label>
        <ErrorMessage error={error} />
        {way === null ? (
          <div class="row">
            <button type="button" class="btn primary" onClick={() => named() && onOpen(name)}>
              Open a table
            </button>
            <button type="button" class="btn" onClick={() => named() && setWay('join')}>
              Join a table
            </button>
            <button type="button" class="btn" onClick={() => void openRejoin()}>
              Rejoin a table
            </button>
            <button type="button" class="btn" onClick={onOnePhone}>
              Play on one phone
            </button>
          </div>
        ) : joining !== null ? (
          <button
            type="button"
            class="btn primary"
            onClick={() => named() && onJoin(joining, name)}
          >
            Join table {tableText(joining)}
          </button>
        ) : (
          <Scanner
            label="Scan the table phone’s code"
            typed
            typedHint="the six-character table code"
            onCode={(text, via) => {
              const why = refusal();
              if (why) return why;
              const t = tableFromCode(text, via);
              if (!t.ok) return t.error;
              onJoin(t.value, name);
              return null;
            }}
          />
        )}
        {way === 'join' && (
          <p>
            Had a seat at this table and your phone lost it?{' '}
            <button type="button" class="btn" onClick={() => void openRejoin()}>
              Rejoin a table
            </button>
          </p>
        )}
      </div>
    </Step>
  );
}
