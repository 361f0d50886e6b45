import { PDFParse } from "pdf-parse";

/** The text of a PDF, as pdf-parse (pdf.js) extracts it. */
export async function pdfToText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: pdf });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
