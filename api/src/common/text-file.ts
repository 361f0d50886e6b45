import iconv from "iconv-lite";
import { ValidationError } from "./errors";

/** The encodings a text file is read in: UTF-8 (with or without its mark), UTF-16 with its mark, or Excel's Windows-1252. */
export type TextFileEncoding = "UTF-8" | "UTF-16" | "Windows-1252";

/** What a decoder answers for a byte it has no character for. */
const REPLACEMENT = "\uFFFD";

/**
 * A file's bytes as text, and the encoding they were read in. A file marked as UTF-8 or UTF-16 is
 * read as its mark says; an unmarked one as UTF-8 when every byte sequence is UTF-8, otherwise as
 * Windows-1252, which is what Excel on Windows writes for "CSV (Comma delimited)". A file that is
 * none of these is refused, naming the encodings tried, rather than read with characters replaced.
 */
export function textOfFile(bytes: Buffer, field: string): { text: string; encoding: TextFileEncoding } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { text: utf8(bytes.subarray(3), field), encoding: "UTF-8" };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: utf16(bytes.subarray(2), "utf-16le", field), encoding: "UTF-16" };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: utf16(bytes.subarray(2), "utf-16be", field), encoding: "UTF-16" };
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes), encoding: "UTF-8" };
  } catch {
    const text = iconv.decode(bytes, "windows-1252");
    const at = text.indexOf(REPLACEMENT);
    if (at >= 0) {
      throw ValidationError.field(
        field,
        `The file is neither UTF-8 nor Windows-1252: byte 0x${bytes[at].toString(16).toUpperCase()} on line ${lineAt(text, at)} is not a character in either. Save it as "CSV UTF-8" and try again`,
      );
    }
    return { text, encoding: "Windows-1252" };
  }
}

/**
 * Text read by someone else that has the replacement character in it: whatever read the file
 * replaced characters it could not read, and importing it would keep the replacements. Refused,
 * naming the line, so the file itself is sent instead.
 */
export function refuseReplacedCharacters(text: string, field: string): void {
  const at = text.indexOf(REPLACEMENT);
  if (at >= 0) {
    throw ValidationError.field(
      field,
      `Line ${lineAt(text, at)} has a character that could not be read (${REPLACEMENT}): the file was read in the wrong encoding. Send the file itself, or save it as "CSV UTF-8"`,
    );
  }
}

function utf8(bytes: Buffer, field: string): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw ValidationError.field(field, 'The file is marked as UTF-8 but has bytes that are not UTF-8: save it again as "CSV UTF-8"');
  }
}

function utf16(bytes: Buffer, encoding: "utf-16le" | "utf-16be", field: string): string {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    throw ValidationError.field(field, 'The file is marked as UTF-16 but has bytes that are not UTF-16: save it again as "CSV UTF-8"');
  }
}

/** The line (from 1) a character of the text is on. */
function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = text.indexOf("\n"); i >= 0 && i < index; i = text.indexOf("\n", i + 1)) line++;
  return line;
}
