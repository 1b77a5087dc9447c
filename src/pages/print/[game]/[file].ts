import type { APIRoute, GetStaticPaths } from 'astro';
import { PAPER_IDS } from '~/kit/pdf/units';
import { buildPdf, printables } from '~/printables';

// Built once at build time into dist/print/<game>/<name>-<paper>.pdf.
export const getStaticPaths = (() =>
  printables.flatMap((printable) =>
    PAPER_IDS.map((paper) => ({
      params: { game: printable.game, file: `${printable.name}-${paper}.pdf` },
      props: { printable, paper },
    })),
  )) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const { printable, paper } = props as { printable: (typeof printables)[number]; paper: (typeof PAPER_IDS)[number] };
  const bytes = await buildPdf(printable, paper);
  return new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { 'Content-Type': 'application/pdf' } });
};
