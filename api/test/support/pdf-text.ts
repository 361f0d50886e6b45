import { execFile } from "node:child_process";

/**
 * The text of a PDF, extracted by pdf-parse (pdf.js) in a child Node process: pdf.js loads its
 * worker with a dynamic import, which jest's module sandbox does not allow.
 */
const EXTRACT = `
const { PDFParse } = require("pdf-parse");
const chunks = [];
process.stdin.on("data", (c) => chunks.push(c));
process.stdin.on("end", async () => {
  const parser = new PDFParse({ data: Buffer.concat(chunks) });
  try { process.stdout.write((await parser.getText()).text); } finally { await parser.destroy(); }
});`;

export function pdfToText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, ["-e", EXTRACT], { cwd: __dirname, maxBuffer: 10 * 1024 * 1024 }, (err, stdout, stderr) =>
      err ? reject(new Error(`pdf-parse failed: ${stderr || err.message}`)) : resolve(stdout),
    );
    child.stdin!.end(pdf);
  });
}
