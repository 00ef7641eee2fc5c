/**
 * A one-page PDF of plain text lines, for the mock backend's invoices. Hand-written because
 * the mocks run in the browser (Storybook, the demo), where a PDF library would add hundreds of
 * KiB to every demo visit for a document nobody prints; the reference server makes the real
 * ones with pdfkit. Standard Helvetica has no rupee sign, so amounts say "Rs.".
 */
export function textPdf(title: string, lines: readonly string[]): Blob {
  const safe = (text: string) =>
    text
      .replace(/₹/g, 'Rs. ')
      .replace(/[^\x20-\x7e]/g, '?')
      .replace(/[\\()]/g, (ch) => `\\${ch}`);
  const text = [title, '', ...lines]
    .map(
      (line, index) =>
        `BT /F1 ${index === 0 ? 18 : 11} Tf 56 ${790 - index * 16} Td (${safe(line)}) Tj ET`,
    )
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Blob([pdf], { type: 'application/pdf' });
}
