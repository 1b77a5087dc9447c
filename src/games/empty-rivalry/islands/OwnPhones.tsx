import { useEffect, useState } from 'preact/hooks';
import { fromHex, toHex } from '~/kit/link/bytes';
import { KIND, type Message } from '~/kit/link/codec';
import { fingerprint } from '~/kit/link/crypto';
import { tableKeys } from '~/kit/link/keystore';
import { readCode, rejoinRefusal, type Via } from '~/kit/link/read';
import { declared } from '~/kit/link/table/declared';
import { readMoveCode, TABLE_KIND, type Received } from '~/kit/link/table/messages';
import { linkedUndo } from '~/kit/link/table/undo';
import { OwnTable, type Table } from '~/kit/link/ui/OwnTable';
import type { OwnModeProps } from '~/kit/link/ui/useOwnMode';
import { Scanner } from '~/kit/link/ui/Scanner';
import { ShowCode } from '~/kit/link/ui/ShowCode';
import type { Result } from '~/kit/result';
import { Step } from '~/kit/ui/Step';
import { usePersistent } from '~/kit/ui/usePersistent';
import { game } from '../data';
import { standings } from '../engine';
import { commitScanned, decideAndSeal, joinTable, keepsRound, nextRound, note, openingCode, openScanned, openTable, roundOf, sealCode, sealDefender, seatScanned, startMatch, startScanned, tableOf, type OwnState } from '../own';
import { moves } from '../game';
import { phaseOf, questionIndex, roles } from '../state';
import { ownSpec } from '../store';
import { ChooseQuestions } from './ChooseQuestions';
import type { Apply } from './Match';
import { QuestionList } from './QuestionList';
import { RoundResult } from './RoundResult';

/*
 * "Each on our own phone" (own.ts), on the kit's table (OwnTable: joining, bringing back a
 * lost phone, Undo, leaving): loaded by Helper.tsx only when a table chooses it. Every
 * screen is this phone's player's; codes pass between the phones by QR.
 */

/** Undo per move, derived by the kit from the declarations: what stays on this phone goes back; a code made or taken stops it. */
const undo = linkedUndo(moves, {
  open: 'stays',
  join: 'stays',
  seat: 'passes',
  setVeto: 'stays',
  addQuestion: 'stays',
  start: 'passes',
  started: 'stays',
  chooseQuestions: 'stays',
  chooseQuestion: 'stays',
  note: { runs: 'recordTruth' },
  seal: 'passes',
  decide: 'passes',
  scanSeal: 'passes',
  scanReveal: 'passes',
  nextRound: 'passes',
  // Bringing back a phone that lost the table (own-rejoin.ts): Undo takes it back while the code is shown, never once the other phone is back.
  rejoin: 'passes',
  bringBack: 'stays',
  back: 'passes',
});
type OwnMove = keyof typeof undo;
/** This phone's own key at the table (kit keystore: the seat key dealt with its recovery words, ER-7): its sealed notes and die are kept encrypted to it. */
const keys = (s: { table: number }) => tableKeys(s.table);

const rule = (section: string) => ({ game: 'empty-rivalry', section });
const ON_PHONES = rule('each-on-our-own-phone');
const KIND_WORDS: Record<number, string> = {
  [KIND.seat]: 'a seat code',
  [KIND.start]: 'the start code',
  [TABLE_KIND.commit]: 'a seal',
  [TABLE_KIND.open]: 'a reveal',
};
const wrongKind = (wanted: string) => (kind: number) => rejoinRefusal(kind) ?? `That is ${KIND_WORDS[kind] ?? 'another code'}; scan ${wanted}.`;

export default function OwnPhones({ onLeave }: OwnModeProps) {
  const store = usePersistent(ownSpec, undo);
  const [words, setWords] = useState<string>();
  const s = store.state;
  const m = s?.match;
  /** A join code (a seat, the start), read by the codec and applied. */
  const joined = (wanted: string, kind: number, apply: (m: Message) => Result<OwnState>) => (text: string, via: Via) => {
    const read = readCode(text, via, { table: s!.table, kinds: [kind], wrongKind: wrongKind(wanted) });
    return read.ok ? apply(read.value) : read;
  };
  const other = s ? (s.names[s.seat === 0 ? 1 : 0] ?? '') : '';
  return (
    <OwnTable
      store={store}
      spec={ownSpec}
      title="Each on our own phone"
      rule={ON_PHONES}
      intro="Each phone keeps its own player’s notes and blind die; the phones pass QR codes, no network needed. One phone opens the table, the other joins it."
      open={openTable}
      join={joinTable}
      joining={!s || m ? null : s.seat === 0 ? 'table' : 'seat'}
      takeSeat={joined('their seat code', KIND.seat, (msg) => seatScanned(s!, msg))}
      takeStart={joined('the start code', KIND.start, (msg) => startScanned(s!, msg))}
      seatWords={<p>When the table phone has scanned it and checked the questions with you, it shows the start code.</p>}
      players={m ? m.players : (s?.names ?? [])}
      tag={m ? `round ${Math.max(roundOf(m), 1)} of ${m.plannedRounds} · ${m.players[0]} ${m.totals[0]}, ${m.players[1]} ${m.totals[1]}` : undefined}
      rejoin={() => import('../own-rejoin')}
      words
      offer={!m || phaseOf(m) === 'safety' || s!.show?.what === 'start' ? null : offerWords(s!, other)}
      said={(s) => bringBackWords(s, other)}
      afterBack={(s) => ({ ...s, show: keepsRound(s) ? { what: 'reveal' as const, round: roundOf(s.match!) } : null })}
      onLeave={onLeave}
    >
      {(t, s) => <Playing s={s} t={t} words={words} setWords={setWords} />}
    </OwnTable>
  );
}

/** What bringing back the other phone does to the round in progress (ER-6, ER-7), said before it is done. */
function offerWords(s: OwnState, other: string): string {
  const m = s.match!;
  if (!m.current) return 'Every round so far is scored here and comes back with it.';
  const r = roundOf(m);
  const again = `round ${r} is then played again from its first question, with fresh dice and notes: that phone’s die and notes can’t come back.`;
  const lost = keepsRound(s) ? `With ${other}’s four recovery words, ${other}’s seal comes back and round ${r} goes on from the reveals; without them, ${again}` : again[0]!.toUpperCase() + again.slice(1);
  // ER-6: a phone lost after it scanned this reveal may have shown its player the score; the player who stayed decides.
  return s.show?.what === 'reveal' ? `${lost} Its phone may already have shown ${other} your reveal and the score: play the round again only if you both agree.` : lost;
}

/** Said on the phone still at the table while it shows the rejoin code (ER-6, ER-7). */
function bringBackWords(s: OwnState, other: string): string {
  const r = s.show!.round;
  if (keepsRound(s)) return `With ${other}’s four words, ${other}’s seal comes back and round ${roundOf(s.match!)} goes on. Without them, tap “came back without words”: the round is played again.`;
  return r
    ? `${other}’s phone lost round ${r}: its die and notes were only on that phone. Round ${r} is played again from its first question, with fresh dice and notes on both phones.`
    : `${other}’s phone lost nothing the table needs: every round so far is scored, and comes back with this code.`;
}

interface PlayingProps {
  s: OwnState;
  t: Table<OwnState, OwnMove>;
  words: string | undefined;
  setWords: (w: string | undefined) => void;
}

/** The Defender's reveal before the round is scored: made from the seal this phone keeps to its own key, never saved. */
function useOpening(s: OwnState, setError: (e: string | undefined) => void): string | undefined {
  const [code, setCode] = useState<{ for: string; hex: string }>();
  const wanted = s.show?.what === 'reveal' && !s.show.code && s.mine ? s.mine.kept : null;
  useEffect(() => {
    if (!wanted || code?.for === wanted) return;
    void keys(s).then(async (pair) => {
      const made = await openingCode(s, pair);
      if (made.ok) setCode({ for: wanted, hex: toHex(made.value) });
      else setError(made.error);
    });
  }, [wanted]);
  return wanted && code?.for === wanted ? code.hex : undefined;
}

function Playing({ s, t, words, setWords }: PlayingProps) {
  const { move, setError, code, typed } = t;
  /** A move's code (a seal, a reveal), read by the game's declarations through the kit's table transport. */
  const take = (name: OwnMove, wanted: string, round: number, kind: 'commit' | 'open', apply: (got: Received) => Promise<Result<OwnState>> | Result<OwnState>) =>
    t.take(name, (text, via) => {
      const got = readMoveCode(declared(moves), text, via, { table: tableOf(s), step: round, me: s.seat, kinds: [kind], wrongKind: wrongKind(wanted) });
      return got.ok ? apply(got.value) : got;
    });
  const m = s.match!;
  const phase = phaseOf(m);
  const { attacker: a, defender: d } = roles(m);
  const A = m.players[a];
  const D = m.players[d];
  const attacking = s.seat === a;
  const r = roundOf(m);
  const shown = (what: string) => (s.show?.what === what && s.show.code ? (s.show as { code: string }) : null);
  const opening = useOpening(s, setError);
  /** A move on the match itself (the questions): the same engine moves as on one phone. */
  const apply: Apply = (name, next) => move(name as OwnMove, next.ok ? { ok: true, value: { ...s, match: next.value } } : next);
  // Already game.ts `view(match, s.seat)`: the other player's notes are FALSE stand-ins until their reveal (own.ts).
  const mine = m;

  const start = shown('start');
  if (start) {
    return (
      <Step id="own:start" title={`${m.players[1]}: scan the start code`} rule={rule('each-on-our-own-phone')}>
        <ShowCode text={code(start.code)} label={`${m.players[1]}’s phone scans this`} typed={typed(start.code)} />
        <button type="button" class="btn primary" onClick={() => move('started', { ok: true, value: { ...s, show: null } })}>
          {m.players[1]}’s phone shows round 1
        </button>
      </Step>
    );
  }

  switch (phase) {
    case 'safety':
      return (
        <Step id="own:safety" title="Safety first: the questions" rule={rule('safety-first')}>
          <p>Read the questions below together. Either of you may veto any of them, or add your own.</p>
          <button type="button" class="btn primary" onClick={() => move('start', startMatch(s))}>
            Start the match: {m.players[0]} attacks first
          </button>
          <QuestionList state={m} apply={apply} />
        </Step>
      );
    case 'choose':
      return <ChooseQuestions key={`r${r}`} state={mine} attacker={A} apply={apply} onError={setError} />;
    case 'truth':
    case 'guess': {
      const i = questionIndex(m.current!);
      const q = m.questions.find((x) => x.id === m.current!.questionIds[i])?.text;
      return (
        <Step id={`own:note:r${r}:q${i + 1}`} title={`Question ${i + 1} of ${game.questionsPerRound}`} rule={rule('questions-and-secret-notes')}>
          {attacking ? (
            <>
              <p class="er-question">{q}</p>
              <p>Ask it aloud. {D} answers in at least {game.sentencesPerAnswer} sentences. Then, on this phone only: was {D} telling the truth?</p>
            </>
          ) : (
            <p>
              {A} asks you a question aloud. Answer as yourself, truthfully or not, in at least {game.sentencesPerAnswer} sentences. Then, on this phone only: was your answer true?
            </p>
          )}
          <div class="er-choice">
            <button type="button" class="btn primary" onClick={() => void noteAndSeal(true)}>
              TRUE
            </button>
            <button type="button" class="btn primary" onClick={() => void noteAndSeal(false)}>
              FALSE
            </button>
          </div>
        </Step>
      );
    }
    case 'decide':
      if (attacking) {
        return (
          <Step id={`own:decide:r${r}`} title={`${A}: Call Out or Retreat?`} rule={rule('the-decision')}>
            <p>Say it aloud too. Your phone then rolls your d12 unseen and seals it with your guesses.</p>
            <div class="er-choice">
              <button type="button" class="btn primary" onClick={async () => move('decide', await decideAndSeal(s, 'call-out', await keys(s)))}>
                Call Out
              </button>
              <button type="button" class="btn primary" onClick={async () => move('decide', await decideAndSeal(s, 'retreat', await keys(s)))}>
                Retreat
              </button>
            </div>
          </Step>
        );
      }
      return (
        <Step id={`own:sealed:r${r}`} title="Your notes are sealed" rule={rule('blind-rolls')}>
          <p>
            Your d4 is rolled, unseen, and sealed with your four notes. Seal words: <strong class="link-words">{s.mine ? fingerprint(fromHex(s.mine.digest)) : '…'}</strong>
          </p>
          <p>When {A} has chosen Call Out or Retreat, {A}’s phone shows a seal: scan it.</p>
          <Scanner label={`Scan ${A}’s seal`} typed onCode={take('scanSeal', `${A}’s seal`, r, 'commit', (got) => commitScanned(s, got))} />
        </Step>
      );
    case 'reveal': {
      if (attacking) {
        const seal = shown('seal');
        // Inside the code's figure when it shows: sideways it stands beside the code.
        const next = (
          <>
            <p>Then {D}’s phone shows its reveal: scan it to score the round.</p>
            <Scanner label={`Scan ${D}’s reveal`} typed onCode={take('scanReveal', `${D}’s reveal`, r, 'open', async (got) => after(await openScanned(s, got, await keys(s))))} />
          </>
        );
        return (
          <Step id={`own:seal:r${r}`} title={`${D}: scan ${A}’s seal`} rule={rule('scoring')}>
            {seal ? (
              <ShowCode text={code(seal.code)} label={`${D}’s phone scans ${A}’s seal`} typed={typed(toHex(sealCode(s)!))}>
                <p>
                  Seal words: <strong class="link-words">{fingerprint(fromHex(s.mine!.digest))}</strong> ({D}’s phone shows the same)
                </p>
                {next}
              </ShowCode>
            ) : (
              next
            )}
          </Step>
        );
      }
      const reveal = opening;
      const words = (
        <p>
          {A}’s seal words: <strong class="link-words">{fingerprint(fromHex(s.theirs!.digest))}</strong>: the same as on {A}’s phone?
        </p>
      );
      const next = (
        <>
          <p>Then {A}’s phone shows its reveal: scan it to see the score here.</p>
          <Scanner label={`Scan ${A}’s reveal`} typed onCode={take('scanReveal', `${A}’s reveal`, r, 'open', async (got) => after(await openScanned(s, got, await keys(s))))} />
        </>
      );
      return (
        <Step id={`own:reveal:r${r}`} title={`${A}: scan ${D}’s reveal`} rule={rule('scoring')}>
          {/* The seal words beside the code too: sideways the code starts right under the heading. */}
          {reveal ? (
            <ShowCode text={code(reveal)} label={`${A}’s phone scans ${D}’s reveal`} typed={typed(reveal)}>
              {words}
              {next}
            </ShowCode>
          ) : (
            <>
              {words}
              {next}
            </>
          )}
        </Step>
      );
    }
    case 'between':
    case 'over': {
      const record = m.rounds.at(-1)!;
      const n = m.rounds.length;
      const lastA = m.players[record.attacker];
      const lastD = m.players[record.attacker === 0 ? 1 : 0];
      const reveal = shown('reveal');
      const { leader } = standings(m);
      const next =
        phase === 'over' ? (
          <>
            <p class="er-score">{leader === null ? `A tie at ${m.totals[0]} each.` : `${m.players[leader]} wins the Empty Rivalry, ${m.totals[leader]} to ${m.totals[leader === 0 ? 1 : 0]}.`}</p>
            <button type="button" class="btn primary er-wide" onClick={() => move('nextRound', nextRound(s))}>
              Play two more rounds
            </button>
          </>
        ) : (
          <button type="button" class="btn primary er-wide" onClick={() => move('nextRound', nextRound(s))}>
            Start round {n + 1}: {m.players[roles({ ...m, current: null }).attacker]} attacks
          </button>
        );
      return (
        <>
          {words && (
            <p class="er-last" role="status">
              {s.seat === record.attacker ? `${lastD}’s seal words: ` : `${lastA}’s reveal matches the seal: `}
              <strong class="link-words">{words}</strong>
            </p>
          )}
          <RoundResult state={m} record={record} number={n}>
            {/* The next button inside the code's figure: sideways it stands beside the code, on screen with the result. */}
            {reveal ? (
              <ShowCode size="small" text={code(reveal.code)} label={`${lastD}’s phone scans ${lastA}’s reveal to score the round`} typed={typed(reveal.code)}>
                {next}
              </ShowCode>
            ) : (
              next
            )}
          </RoundResult>
        </>
      );
    }
    default:
      return null;
  }

  async function noteAndSeal(value: boolean) {
    const noted = note(s, value);
    if (!noted.ok) return move('note', noted);
    // The Defender's fourth note seals the d4 with the four records at once (own.ts).
    if (!attacking && phaseOf(noted.value.match!) === 'decide') return move('seal', await sealDefender(noted.value, await keys(s)));
    return move('note', noted);
  }
  function after(result: Result<{ state: OwnState; words: string }>): Result<OwnState> {
    if (!result.ok) return result;
    setWords(result.value.words);
    return { ok: true, value: result.value.state };
  }
}




