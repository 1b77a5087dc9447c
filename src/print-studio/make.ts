// The print studio's PDF maker: loaded only by a dynamic import when a player asks
// for a PDF, so pdf-lib, fontkit and the font never reach a rules or play page.
// It calls the very builders the static files are made with (src/printables.ts).
import { buildBoard } from '~/games/sibling-rivalry/print';
import { buildQuestionCards } from '~/games/empty-rivalry/print';
import { buildTweetCards, cardsForPlayers } from '~/games/subtweet/print';
import { PER_FOLD_SHEET, PER_SHEET } from '~/kit/pdf/sheet';
import { printables } from '~/printables';
import type { StudioRequest } from './requests';

export async function makePdf(request: StudioRequest): Promise<Uint8Array> {
  const printable = printables.find((p) => `${p.game}/${p.name}` === request.id);
  if (!printable) throw new Error(`No printable ${request.id}`);
  const { paper, sides, fit } = request;
  switch (request.id) {
    case 'sibling-rivalry/board':
      return request.layout ? buildBoard(paper, request.layout) : printable.build(paper);
    case 'empty-rivalry/question-cards':
      return buildQuestionCards(paper, { sides, fit, ...(request.custom?.length ? { custom: request.custom } : {}) });
    case 'subtweet/tweet-cards': {
      const perSheet = sides === 'fold' ? PER_FOLD_SHEET : PER_SHEET;
      return buildTweetCards(paper, { sides, fit, ...(request.players ? { count: cardsForPlayers(request.players, perSheet) } : {}) });
    }
    default:
      return printable.cards ? printable.build(paper, { sides, fit }) : printable.build(paper);
  }
}
