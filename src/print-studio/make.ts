// The print studio's PDF maker: loaded only by a dynamic import when a player asks
// for a PDF, so pdf-lib, fontkit and the font never reach a rules or play page.
// It calls the very builders the static files are made with (src/print-files.ts): a
// printable's own form (`studio` in its game's print.ts) builds the table's content in.
import { printables } from '~/printables';
import type { StudioRequest } from './requests';

export async function makePdf(request: StudioRequest): Promise<Uint8Array> {
  const printable = printables.find((p) => `${p.game}/${p.name}` === request.id);
  if (!printable) throw new Error(`No printable ${request.id}`);
  if (printable.fromRules) throw new Error(`${printable.title} is made with the site, not on the phone: use the file above.`);
  const { paper, sides, fit, stamp } = request;
  const common = { fit, ...(stamp ? { stamp } : {}) };
  const options = printable.cards ? { sides, ...common } : common;
  return printable.studio ? printable.studio.make(paper, options, request) : printable.build(paper, options);
}
