import { Duplex, PDFDocument, PrintScaling } from 'pdf-lib';
import { embedFonts, type Fonts } from './font';

/** Every PDF carries this date, so the same data always gives the same bytes. */
export const PINNED_DATE = new Date(Date.UTC(2026, 0, 1, 0, 0, 0));

export interface DocumentInfo {
  title: string;
  subject: string;
  /** Also embed the italic (rules text with emphasis). */
  italic?: boolean;
}

/**
 * Print presets the viewer's print dialog starts from. "Fit to page" shrinks cards
 * to about 95%, the classic print-and-play failure, so every file asks for no
 * scaling; card sheets with backs on the following page ask for long-edge duplex.
 */
export function setPrintPresets(doc: PDFDocument, sides: 'single' | 'duplex-long-edge' | 'duplex-short-edge'): void {
  const prefs = doc.catalog.getOrCreateViewerPreferences();
  prefs.setPrintScaling(PrintScaling.None);
  prefs.setDuplex(sides === 'duplex-long-edge' ? Duplex.DuplexFlipLongEdge : sides === 'duplex-short-edge' ? Duplex.DuplexFlipShortEdge : Duplex.Simplex);
  prefs.setPickTrayByPDFSize(true);
}

/** A new PDF with the font embedded, deterministic metadata and single-sided presets. */
export async function createDocument(info: DocumentInfo): Promise<{ doc: PDFDocument; fonts: Fonts }> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(info.title, { showInWindowTitleBar: true });
  doc.setSubject(info.subject);
  doc.setAuthor('Tablemate');
  doc.setCreator('Tablemate');
  doc.setProducer('Tablemate with pdf-lib');
  doc.setLanguage('en');
  doc.setCreationDate(PINNED_DATE);
  doc.setModificationDate(PINNED_DATE);
  setPrintPresets(doc, 'single');
  return { doc, fonts: await embedFonts(doc, info.italic ?? false) };
}

/** Serialises without object streams so every viewer and pdftotext read it. */
export function finish(doc: PDFDocument): Promise<Uint8Array> {
  return doc.save({ useObjectStreams: false });
}
