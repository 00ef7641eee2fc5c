import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Tests only: the text of every page of a PDF, one line per text run, as a reader sees it. */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const lines: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    for (const item of content.items) if ('str' in item && item.str.trim()) lines.push(item.str);
  }
  await pdf.destroy();
  return lines;
}
