import { PDFDocument } from 'pdf-lib';
import { embedFonts, type Fonts } from './font';

/** Every PDF carries this date, so the same data always gives the same bytes. */
export const PINNED_DATE = new Date(Date.UTC(2026, 0, 1, 0, 0, 0));

export interface DocumentInfo {
  title: string;
  subject: string;
}

/** A new PDF with the font embedded and deterministic metadata. */
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
  return { doc, fonts: await embedFonts(doc) };
}

/** Serialises without object streams so every viewer and pdftotext read it. */
export function finish(doc: PDFDocument): Promise<Uint8Array> {
  return doc.save({ useObjectStreams: false });
}
