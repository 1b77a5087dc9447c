import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { RuleRef } from '../../ui/RuleLink';
import { Step } from '../../ui/Step';
import { encode, tableText, toQrText, type TableCode } from '../codec';
import { publicKeyBytes } from '../crypto';
import { hostAt, joinAddress } from '../join';
import { deviceKeys } from '../keystore';
import { seatMessage } from '../messages';
import type { Via } from '../read';
import { Scanner } from './Scanner';
import { useDealt } from './useDealt';
import { ShowCode } from './ShowCode';

type OnCode = (text: string, via: Via) => Promise<string | null>;

/**
 * The table phone's first step: the table's code (its `#join=` address, which a phone's
 * own camera app opens) for the others, then each other phone's seat code scanned here.
 * `words`: the table phone's player, dealt their words first; the address names them too,
 * so a joining phone says whose phone scans its seat code.
 */
export function TableStep({ table, rule, who = 'The other player', children, onSeat, words }: { table: TableCode; rule: RuleRef; who?: string; children?: ComponentChildren; onSeat: OnCode; words?: string }) {
  const dealt = useDealt(table, words);
  const [written, setWritten] = useState(false);
  if (words !== undefined && !written) return <WordsStep name={words} dealt={dealt} rule={rule} next="show the table’s code" onWritten={() => setWritten(true)} />;
  return (
    <Step id="own:table" title={`Your table: ${tableText(table)}`} rule={rule}>
      <ShowCode text={joinAddress(table, location.href, words)} label={`${who}: scan this with your phone’s camera`}>
        <p>
          It opens Tablemate. Already on this page? Tap “Each on our own phone”, “Join a table”, and scan it or type <strong>{tableText(table)}</strong>.
        </p>
        {children ?? <p>Then their phone shows a seat code: scan it here.</p>}
        <Scanner label="Scan their seat code" onCode={onSeat} />
      </ShowCode>
    </Step>
  );
}


/**
 * A seat's four words, on a step of their own before its first code: with the code, its
 * words and its next button there is no room for all three on a phone on its side, and a
 * player writes them down before the table moves on. Shown once; "My recovery words" later.
 */
export function WordsStep({ name, dealt, rule, next, onWritten }: { name: string; dealt: ReturnType<typeof useDealt>; rule: RuleRef; next: string; onWritten: () => void }) {
  return (
    <Step id="own:words" title={`${name}: your four recovery words`} rule={rule}>
      {dealt ? (
        <>
          <dealt.Words words={dealt.words} />
          <p>
            <button type="button" class="btn primary" onClick={onWritten}>
              Written down: {next}
            </button>
          </p>
        </>
      ) : (
        <p aria-busy="true">Dealing your words…</p>
      )}
    </Step>
  );
}

/** A joining phone: its seat code (its player's name, its public key and, when the game deals words, their backup), then the start code to scan. */
export function SeatStep({ table, name, rule, children, onStart, words = false }: { table: TableCode; name: string; rule: RuleRef; children: ComponentChildren; onStart: OnCode; words?: boolean }) {
  const [plain, setPlain] = useState<string>();
  const dealt = useDealt(table, words ? name : undefined);
  const [written, setWritten] = useState(false);
  useEffect(() => {
    if (!words) void deviceKeys().then(async ({ pair }) => setPlain(toQrText(encode(seatMessage(table, { name, key: await publicKeyBytes(pair) })))));
  }, [table, name, words]);
  const code = dealt ? toQrText(encode(seatMessage(table, { name, key: dealt.key, backup: dealt.backup }))) : plain;
  // A start that carries the table phone's words' backup is too long to type, and the table phone shows no typed form of it.
  const scanner = <Scanner label="Scan the start code" onCode={onStart} typed={!words} />;
  if (words && !written) return <WordsStep name={name} dealt={dealt} rule={rule} next="show my seat code" onWritten={() => setWritten(true)} />;
  return (
    <Step id="own:seat" title={`${name}: your seat code`} rule={rule}>
      {/* What comes next sits beside the code on a phone on its side (ShowCode), on the screen with it. */}
      {code ? (
        <ShowCode text={code} label={`${hostAt() ?? 'Table phone'}: scan ${name}’s seat code`}>
          {children}
          {scanner}
        </ShowCode>
      ) : (
        <>
          <p aria-busy="true">Making this phone’s key…</p>
          {children}
          {scanner}
        </>
      )}
    </Step>
  );
}
