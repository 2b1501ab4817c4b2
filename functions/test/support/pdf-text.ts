// The text of a PDF the api made, read with PDF.js (through unpdf), as a person's PDF reader would show it.
import { definePDFJSModule, extractText, getDocumentProxy } from 'unpdf';

let pdfjs: Promise<void> | null = null;

export async function pdfText(bytes: Uint8Array): Promise<string> {
  // unpdf's own lookup of its PDF.js build is a native import(), which Jest does not run: name it here.
  pdfjs ??= definePDFJSModule(() => import('unpdf/pdfjs'));
  await pdfjs;
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  // Runs of spaces and line ends as single spaces, so that a test can look for a phrase.
  return text.replace(/\s+/g, ' ');
}
