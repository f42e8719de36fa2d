/**
 * Tiny PDFs for the PDF tools' tests, written by hand: one page per width, each page that many points wide, so a
 * result's page order reads back from its media boxes (`widthsOf`).
 */
export function testPdf(widths: readonly number[], { encrypted = false } = {}): Buffer {
  const kids = widths.map((_, index) => `${index + 3} 0 R`).join(" ");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${kids}] /Count ${widths.length} >>`,
    ...widths.map((width) => `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} 100] /Resources << >> >>`),
  ];
  if (encrypted) {
    const hex = (byte: string) => `<${byte.repeat(32)}>`;
    objects.push(`<< /Filter /Standard /V 2 /R 3 /Length 128 /P -44 /O ${hex("01")} /U ${hex("02")} >>`);
  }
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(out.length);
    out += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, "0")} 00000 n \n`;
  const encrypt = encrypted ? ` /Encrypt ${objects.length} 0 R /ID [<${"03".repeat(16)}> <${"03".repeat(16)}>]` : "";
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${encrypt} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

/** The page widths of a PDF the engine wrote, in page order (it writes each page's `/MediaBox[0 0 w 100]`). */
export function widthsOf(pdf: Buffer): number[] {
  return [...pdf.toString("latin1").matchAll(/\/MediaBox\[0 0 (\d+) 100\]/g)].map((match) => Number(match[1]));
}
