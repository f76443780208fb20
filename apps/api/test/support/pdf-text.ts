import { extractText, getDocumentProxy } from 'unpdf';

/** A PDF's text, every page, with runs of white space as one space: what a test reads back. */
export async function pdfText(body: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
