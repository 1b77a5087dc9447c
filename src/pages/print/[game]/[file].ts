import type { APIRoute, GetStaticPaths } from 'astro';
import type { Sides } from '~/kit/pdf/cards';
import { pdfPath, variants } from '~/kit/pdf/printable';
import type { Paper } from '~/kit/pdf/units';
import { printables } from '~/printables';
import { buildPdf } from '~/print-files';

// Built once at build time into dist/print/<game>/<name>[-fold]-<paper>.pdf.
export const getStaticPaths = (() =>
  printables.flatMap((printable) =>
    variants(printable).map(({ paper, sides }) => ({
      params: { game: printable.game, file: pdfPath(printable, paper, sides).split('/').pop()! },
      props: { printable, paper, sides },
    })),
  )) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const { printable, paper, sides } = props as { printable: (typeof printables)[number]; paper: Paper; sides: Sides };
  const bytes = await buildPdf(printable, paper, sides);
  return new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { 'Content-Type': 'application/pdf' } });
};
