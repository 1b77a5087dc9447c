// The print studio's PDF maker: loaded only by a dynamic import when a player asks
// for a PDF, so pdf-lib, fontkit and the font never reach a rules or play page.
// It calls the very builders the static files are made with (src/print-files.ts).
import { buildBoard } from '~/games/sibling-rivalry/print';
import { buildQuestionCards } from '~/games/empty-rivalry/print';
import { buildTweetCards } from '~/games/subtweet/print';
import { printables } from '~/printables';
import type { StudioRequest } from './requests';

export async function makePdf(request: StudioRequest): Promise<Uint8Array> {
  const printable = printables.find((p) => `${p.game}/${p.name}` === request.id);
  if (!printable) throw new Error(`No printable ${request.id}`);
  if (printable.fromRules) throw new Error(`${printable.title} is made with the site, not on the phone: use the file above.`);
  const { paper, sides, fit, stamp } = request;
  const common = { fit, ...(stamp ? { stamp } : {}) };
  switch (request.id) {
    case 'sibling-rivalry/board':
      return request.layout ? buildBoard(paper, request.layout, common) : printable.build(paper, common);
    case 'empty-rivalry/question-cards':
      return buildQuestionCards(paper, { sides, ...common, ...(request.custom?.length ? { custom: request.custom } : {}) });
    case 'subtweet/tweet-cards':
      return buildTweetCards(paper, { sides, ...common, ...(request.players ? { players: request.players } : {}) });
    default:
      return printable.build(paper, printable.cards ? { sides, ...common } : common);
  }
}
