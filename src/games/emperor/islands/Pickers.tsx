import type { ComponentChildren, FunctionComponent } from 'preact';
import { ErrorMessage } from '~/kit/ui/ErrorMessage';
import type { RuleRef } from '~/kit/ui/RuleLink';
import { Step } from '~/kit/ui/Step';
import { abilityById, identityName } from '../data';
import { otherActions } from '../engine';
import { blocksNow, seatCardsNow } from '../instinct';
import { besideEmperor, nameOf, neighboursOf } from '../seats';
import type { TableState } from '../state';
import { ACTION_LABELS, INSTINCT, instinctWhat, rule, stealWords } from '../words';
import type { Choice, Picking } from './picker';
import { WaitingCondemns } from './Round';

/*
 * One screen per picker (kind → screen, `PICKERS`): each asks its current question (see
 * picker.ts for the order of the questions) and offers only the players and cards that
 * question may take. Every one of them is public: a face-up card says what it is, a face
 * down one only where it lies.
 */

export interface PickerProps<P extends Picking = Picking> {
  state: TableState;
  picking: P;
  onChoose: (choice: Choice) => void;
  onCancel: () => void;
  error?: string;
}

type Kind = Picking['kind'];
type Of<K extends Kind> = FunctionComponent<PickerProps<Extract<Picking, { kind: K }>>>;

/** The choices on a picker's screen, its refusal if any, and Cancel. */
function Ask({ id, title, at, children, note, error, onCancel }: { id: string; title: string; at: RuleRef; children: ComponentChildren; note?: string; error?: string; onCancel: () => void }) {
  return (
    <Step id={id} title={title} rule={at}>
      {note && <p>{note}</p>}
      {children}
      <ErrorMessage error={error} />
      <button type="button" class="btn" onClick={onCancel}>
        Cancel
      </button>
    </Step>
  );
}

/** One button per player: "Who …?" */
function PickPlayer(props: PickerProps & { id: string; title: string; at: RuleRef; ids: number[]; note?: string }) {
  return (
    <Ask {...props}>
      <div class="row">
        {props.ids.map((p) => (
          <button key={p} type="button" class="btn" onClick={() => props.onChoose({ player: p })}>
            {nameOf(props.state, p)}
          </button>
        ))}
      </div>
    </Ask>
  );
}

/** Card 1–3 of a player, chosen by position; a face-up card is public, so it says what it is. */
function PickCard(props: PickerProps & { id: string; title: string; at: RuleRef; player: number; allow: (position: number) => boolean }) {
  const { state: s, player } = props;
  return (
    <Ask {...props}>
      <div class="row" role="group" aria-label={`${nameOf(s, player)}'s cards, by position`}>
        {[0, 1, 2].map((position) => {
          const card = s.identity!.hands[player]![position]!;
          return (
            <button key={position} type="button" class="btn" disabled={!props.allow(position)} onClick={() => props.onChoose({ position })}>
              Card {position + 1}
              {card.faceUp ? ` (face up: ${identityName(card.kind)})` : ''}
            </button>
          );
        })}
      </div>
    </Ask>
  );
}

const living = (s: TableState) => s.seats.filter((id) => s.players[id]!.alive);
const faceDown = (s: TableState, player: number) => (position: number) => !s.identity!.hands[player]![position]!.faceUp;
const ABILITIES = rule('the-ability-cards');

const Transposition: Of<'transposition'> = (props) => {
  const cur = props.state.current!;
  return <PickPlayer {...props} id="pick-transposition" title={`Transposition: who does ${nameOf(props.state, cur)} trade seats with?`} at={ABILITIES} ids={neighboursOf(props.state, cur)} />;
};

const Condemn: Of<'condemn'> = (props) => {
  const s = props.state;
  const cur = s.current!;
  const beside = besideEmperor(s, cur);
  return (
    <PickPlayer
      {...props}
      id="pick-condemn"
      title={`Condemn: who does ${nameOf(s, cur)} condemn?`}
      at={rule('condemn-in-detail')}
      ids={living(s).filter((id) => id !== cur && (id !== s.emperor || beside))}
      note={beside ? undefined : 'The Emperor can be condemned only from a seat beside the Emperor.'}
    />
  );
};

const Other: Of<'other'> = ({ state: s, onChoose, onCancel, error }) => {
  const name = nameOf(s, s.current!);
  // With the phone's cards every other action has its own button; only Steal, which moves ability cards, comes here.
  if (s.identity) {
    const words = stealWords(name);
    return (
      <Ask id="pick-steal" title={words.title} at={ABILITIES} error={error} onCancel={onCancel} note={words.note}>
        <button type="button" class="btn primary" onClick={() => onChoose({ action: 'steal' })}>
          {words.button}
        </button>
      </Ask>
    );
  }
  return (
    <Ask id="pick-other" title={`${name}'s action: which one?`} at={rule('your-turn')} error={error} onCancel={onCancel}>
      <p>The phone records it as the turn's one action; do it with your cards.</p>
      <div class="row">
        {otherActions.map((action) => (
          <button key={action} type="button" class="btn" onClick={() => onChoose({ action })}>
            {ACTION_LABELS[action]}
          </button>
        ))}
      </div>
    </Ask>
  );
};

const Investigate: Of<'investigate'> = (props) => {
  const s = props.state;
  const cur = s.current!;
  const p = props.picking.player;
  return p === undefined ? (
    <PickPlayer {...props} id="pick-investigate" title={`${ACTION_LABELS.investigate}: whose card does ${nameOf(s, cur)} look at?`} at={rule('your-turn')} ids={living(s).filter((id) => id !== cur)} />
  ) : (
    <PickCard {...props} id={`pick-investigate-${p}`} title={`${ACTION_LABELS.investigate}: which of ${nameOf(s, p)}'s cards?`} at={rule('your-turn')} player={p} allow={faceDown(s, p)} />
  );
};

const Investigation: Of<'investigation'> = (props) => {
  const s = props.state;
  const { first, player } = props.picking;
  const label = first === undefined ? 'first' : 'second';
  return player === undefined ? (
    <PickPlayer {...props} id={`pick-investigation-${label}`} title={`${ACTION_LABELS.investigation}: whose ${label} card?`} at={ABILITIES} ids={living(s).filter((id) => id !== s.current)} />
  ) : (
    <PickCard
      {...props}
      id={`pick-investigation-${label}-${player}`}
      title={`${ACTION_LABELS.investigation}: which of ${nameOf(s, player)}'s cards (${label})?`}
      at={ABILITIES}
      player={player}
      allow={(position) => faceDown(s, player)(position) && !(first?.player === player && first.position === position)}
    />
  );
};

const Swap: Of<'swap'> = (props) => {
  const s = props.state;
  const cur = s.current!;
  const { mine, player } = props.picking;
  if (mine === undefined) {
    // EW-6: the Emperor card never leaves the Emperor.
    const givable = (position: number) => s.identity!.hands[cur]![position]!.kind !== 'emperor';
    return <PickCard {...props} id="pick-swap-mine" title={`Swap: which of their cards does ${nameOf(s, cur)} give away?`} at={ABILITIES} player={cur} allow={givable} />;
  }
  if (player === undefined) {
    return <PickPlayer {...props} id="pick-swap-player" title="Swap: with whom?" at={ABILITIES} ids={living(s).filter((id) => id !== cur && id !== s.emperor)} note="Never the Emperor." />;
  }
  return <PickCard {...props} id={`pick-swap-${player}`} title={`Swap: which of ${nameOf(s, player)}'s cards does ${nameOf(s, cur)} take?`} at={ABILITIES} player={player} allow={() => true} />;
};

const Reveal: Of<'reveal'> = (props) => {
  const s = props.state;
  const p = props.picking.player;
  return p === undefined ? (
    <PickPlayer {...props} id="pick-reveal" title="Reveal: whose card is turned face up?" at={ABILITIES} ids={living(s).filter((id) => s.identity!.hands[id]!.some((c) => !c.faceUp))} />
  ) : (
    <PickCard {...props} id={`pick-reveal-${p}`} title={`Reveal: which of ${nameOf(s, p)}'s cards?`} at={ABILITIES} player={p} allow={faceDown(s, p)} />
  );
};

const Accuse: Of<'accuse'> = (props) => {
  const caster = props.picking.caster;
  return caster === undefined ? (
    <PickPlayer {...props} id="pick-accuse" title="Accuse: who plays it?" at={ABILITIES} ids={living(props.state)} />
  ) : (
    <PickPlayer {...props} id={`pick-accuse-${caster}`} title={`Accuse: whose next turn does ${nameOf(props.state, caster)} skip?`} at={ABILITIES} ids={living(props.state)} />
  );
};

const Reverse: Of<'reverse'> = (props) => <PickPlayer {...props} id="pick-reverse" title="Reverse: who plays it?" at={ABILITIES} ids={living(props.state)} />;

const Guarding: Of<'guarding'> = (props) => {
  const s = props.state;
  const { caster, mover } = props.picking;
  if (caster === undefined) return <PickPlayer {...props} id="pick-guarding" title="Guarding: who plays it?" at={ABILITIES} ids={living(s)} />;
  if (caster === s.emperor && mover === undefined) {
    return <PickPlayer {...props} id="pick-guarding-mover" title="Guarding: which player does the Emperor move?" at={ABILITIES} ids={living(s).filter((id) => id !== s.emperor)} />;
  }
  const moving = mover ?? caster;
  return (
    <PickPlayer
      {...props}
      id={`pick-guarding-seat-${moving}`}
      title={`Guarding: whose seat beside the Emperor does ${nameOf(s, moving)} take?`}
      at={ABILITIES}
      ids={neighboursOf(s, s.emperor).filter((id) => id !== moving)}
    />
  );
};

const Block: Of<'block'> = (props) => {
  const { state: s, picking, onChoose, onCancel, error } = props;
  const c = s.condemns.find((x) => x.id === picking.condemn);
  if (!c) {
    return (
      <Step id="pick-block-gone" title="That Condemn is no longer waiting">
        <button type="button" class="btn" onClick={onCancel}>
          Cancel
        </button>
      </Step>
    );
  }
  if (picking.card === 'clearance') {
    return <PickPlayer {...props} id={`pick-clearance-${c.id}`} title="Clearance: who plays it?" at={rule('condemn-in-detail')} ids={living(s)} />;
  }
  const cards = blocksNow(s).find((b) => b.condemn.id === c.id)?.cards ?? [];
  return (
    <Ask id={`pick-block-${c.id}`} title={`Block: which card saves ${nameOf(s, c.target)}?`} at={rule('condemn-in-detail')} error={error} onCancel={onCancel}>
      {/* data-next: the step follower shows every card with the heading when they fit (kit follow.ts). */}
      <ul class="stack emp-list" data-next>
        {cards.map((card) => (
          <li key={card} class="emp-play">
            <button type="button" class="btn" onClick={() => onChoose({ card })}>
              {card === 'clearance' ? 'Clearance (anyone)' : `${abilityById(card).name} (${nameOf(s, c.target)})`}
            </button>
            <span class="emp-hint">{abilityById(card).effect}</span>
          </li>
        ))}
      </ul>
    </Ask>
  );
};

/**
 * The instinct sheet, opened from the bar on every turn screen: what can be played now
 * (EW-3: anyone, any time), who may play it and what it does. It only opens the card's
 * own picker; whether a card can be played now is the engine's answer (instinct.ts).
 */
const Instinct: Of<'instinct'> = ({ state: s, onChoose, onCancel, error }) => (
  <Ask id="pick-instinct" title={INSTINCT.title} at={ABILITIES} error={error} onCancel={onCancel}>
    {/* data-next: the whole sheet is the next action, so the step follower shows all of it with the
        heading when it fits, else puts the heading at the top (kit follow.ts). */}
    <div class="stack" data-next>
      {s.condemns.length > 0 ? (
        <WaitingCondemns state={s} title={INSTINCT.blocks} onBlock={(condemn) => onChoose({ condemn })} />
      ) : (
        <p class="emp-hint">{INSTINCT.noBlock}</p>
      )}
      <ul class="stack emp-list">
        {seatCardsNow(s).map(({ id, refusal }) => {
          const name = abilityById(id).name;
          return (
            <li key={id} class="emp-play">
              <button type="button" class="btn" disabled={refusal !== null} aria-describedby={`emp-play-${id}`} onClick={() => onChoose({ play: id })}>
                {INSTINCT.play(name)}
              </button>
              <span class="emp-hint" id={`emp-play-${id}`}>
                <strong>{INSTINCT.who}.</strong> {instinctWhat(id)}
                {refusal && <strong class="emp-not-now"> {refusal}</strong>}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  </Ask>
);

const Again: Of<'again'> = (props) => (
  <PickPlayer {...props} id="pick-again" title="Who wants to see their cards again?" at={rule('identity-cards-on-the-phone')} ids={living(props.state)} note="The table will see that they looked." />
);

/** The screen for each kind of picker. */
export const PICKERS: { [K in Kind]: Of<K> } = {
  transposition: Transposition,
  condemn: Condemn,
  other: Other,
  investigate: Investigate,
  investigation: Investigation,
  swap: Swap,
  reveal: Reveal,
  accuse: Accuse,
  reverse: Reverse,
  guarding: Guarding,
  block: Block,
  again: Again,
  instinct: Instinct,
};

/** The screen for the picker under way. */
export function Picker(props: PickerProps) {
  const Screen = PICKERS[props.picking.kind] as FunctionComponent<PickerProps>;
  return <Screen {...props} />;
}
