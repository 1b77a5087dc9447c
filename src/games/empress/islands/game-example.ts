import { must, type Frame } from '~/components/rules/walkthrough';
import { cardById, handById, outcomeById } from '../data';
import { gameSummaries, lastPlay, position, totals, type MatchState } from '../state';
import { lesson } from '../lesson';

/*
 * Two games of Empress, play by play, recorded by the engine from the lesson's data: in
 * game 1 two draws pass the lead back and forth before the Assassin slays the Empress; in
 * game 2 the hands have swapped, four draws empty them of Citizens and the last play is
 * forced. Worked out at build time; GameExample.tsx draws the frames.
 */

export interface HandPicture {
  /** Who holds it. */
  player: string;
  /** "Empress hand" or "Assassin hand" (the data's name). */
  hand: string;
  /** Its royal card's name, or null once it is played. */
  royal: string | null;
  /** Citizens still in it. */
  citizens: number;
  /** This player led the play shown (before any play: leads the first). */
  leads: boolean;
}

export interface GamePicture {
  /** Game number in the match (1-based). */
  game: number;
  /** 1-based number of the next play, or null once this example's last game is over. */
  play: number | null;
  hands: [HandPicture, HandPicture];
  /** The last play of the game shown: its two cards, face up, and what they made. */
  table: { empressHand: string; assassinHand: string; result: string } | null;
  /** Citizens set aside by draws in the game shown. */
  aside: number;
  /** Points so far, in the players' order. */
  score: { player: string; points: number }[];
}

function picture(state: MatchState, shownGame: number, lead: 0 | 1): GamePicture {
  const names = state.players;
  const pos = position(state);
  const summary = gameSummaries(state)[shownGame]!;
  const empress = summary.empressHolder;
  const plays = state.games[shownGame]!;
  const draws = plays.filter((o) => o === 'draw').length;
  // The deciding play's cards have left the hands too.
  const decided = summary.outcome === null ? null : outcomeById(summary.outcome);
  const inProgress = pos !== null && pos.game === shownGame;
  const last = lastPlay(state);
  const hand = (player: 0 | 1, id: 'empress' | 'assassin'): HandPicture => {
    const played = decided ? (id === 'empress' ? decided.empressHandCard : decided.assassinHandCard) : null;
    const royal = handById(id).royal;
    return {
      player: names[player],
      hand: handById(id).name,
      royal: played === royal ? null : cardById(royal).name,
      citizens: handById(id).citizens - draws - (played === 'citizen' ? 1 : 0),
      leads: lead === player,
    };
  };
  const t = totals(state);
  return {
    game: shownGame + 1,
    play: inProgress ? pos.play : null,
    hands: [hand(empress, 'empress'), hand(empress === 0 ? 1 : 0, 'assassin')],
    table: last && last.game === shownGame ? { empressHand: cardById(last.outcome.empressHandCard).name, assassinHand: cardById(last.outcome.assassinHandCard).name, result: last.outcome.label } : null,
    aside: 2 * draws,
    score: names.map((player, i) => ({ player, points: t[i as 0 | 1] })),
  };
}

export function gameFrames(): Frame<GamePicture>[] {
  let state = lesson.start!;
  const [a, b] = state.players;
  const frames: Frame<GamePicture>[] = [
    {
      title: 'Game 1: the hands are dealt',
      say: `${a} holds the Empress hand, so she leads the first play; ${b} holds the Assassin hand. Each hand has a royal card and four Citizens.`,
      happened: [],
      picture: picture(state, 0, position(state)!.leadPlayer),
    },
  ];
  lesson.steps.forEach((step, i) => {
    const at = position(state)!;
    state = must(step.move(state), 'two games', `play ${i + 1}`)!;
    const last = lastPlay(state)!;
    const scorer = last.scorer === null ? null : state.players[last.scorer];
    const over = last.outcome.winner !== null;
    const next = position(state);
    frames.push({
      title: `Game ${at.game + 1}, play ${at.play}: ${state.players[at.leadPlayer]} leads; ${last.outcome.label}`,
      // The lesson's last words are about the phone's tracker; on the page the rule is enough.
      say: i === lesson.steps.length - 1 ? 'With no Citizens left the last play is forced: the Empress meets the Assassin.' : step.say,
      happened: [
        scorer
          ? `${scorer} scores ${last.outcome.points}. The game is over; the players swap hands.`
          : `A draw: both Citizens go aside and ${next ? state.players[next.leadPlayer] : 'the other player'} leads the next play.`,
        ...(over ? [`Score: ${totals(state).map((p, k) => `${state.players[k]} ${p}`).join(', ')}.`] : []),
      ],
      picture: picture(state, at.game, at.leadPlayer),
    });
  });
  const [pa, pb] = totals(state);
  frames.at(-1)!.say += ` After two games ${a} has ${pa} and ${b} ${pb}; two games of the set remain.`;
  return frames;
}
