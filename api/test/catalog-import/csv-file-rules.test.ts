import iconv from "iconv-lite";
import { ValidationError } from "../../src/common/errors";
import { formulaSafe, withoutFormulaGuard } from "../../src/common/spreadsheet-formulas";
import { refuseReplacedCharacters, textOfFile } from "../../src/common/text-file";

describe("a text cell of a CSV export", () => {
  it.each([
    ["=", '=HYPERLINK("http://evil.example","Click")'],
    ["+", "+cmd|' /C calc'!A0"],
    ["-", "-Sale-"],
    ["@", "@SUM(1+9)*cmd|' /C calc'!A0"],
    ["a tab", "\t=1+1"],
    ["a carriage return", "\r=1+1"],
  ])("that starts with %s goes out behind a single quote and comes back as it was", (_, text) => {
    expect(formulaSafe(text)).toBe(`'${text}`);
    expect(withoutFormulaGuard(formulaSafe(text))).toBe(text);
  });

  it("that starts with a quote gets one more, so that reading it back keeps its own quote", () => {
    for (const text of ["'=cool", "'", "''", "'plain"]) {
      expect(formulaSafe(text)).toBe(`'${text}`);
      expect(withoutFormulaGuard(formulaSafe(text))).toBe(text);
    }
  });

  it("that starts otherwise goes out and comes back as it is", () => {
    for (const text of ["Canvas tote", "", "999.00", "a=b", " leading space", "₹ off"]) {
      expect(formulaSafe(text)).toBe(text);
      expect(withoutFormulaGuard(text)).toBe(text);
    }
  });

  it("keeps, when read, a quote a person typed before anything else", () => {
    expect(withoutFormulaGuard("'plain")).toBe("'plain");
  });
});

describe("a text file's bytes", () => {
  const refusal = (read: () => unknown) => {
    try {
      read();
    } catch (err) {
      if (err instanceof ValidationError) return err.message;
      throw err;
    }
    throw new Error("not refused");
  };

  it("are read as UTF-8 when they are, with or without the byte order mark", () => {
    const text = "Title\nCafé bag ₹999\n";
    expect(textOfFile(Buffer.from(text, "utf8"), "file")).toEqual({ text, encoding: "UTF-8" });
    expect(textOfFile(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, "utf8")]), "file")).toEqual({
      text,
      encoding: "UTF-8",
    });
  });

  it("are read as UTF-16 when they start with its byte order mark", () => {
    expect(textOfFile(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("Café ₹", "utf16le")]), "file")).toEqual({
      text: "Café ₹",
      encoding: "UTF-16",
    });
  });

  it("that are not UTF-8 are read as Windows-1252, what Excel on Windows saves", () => {
    // é is 0xE9 and € is 0x80 in Windows-1252; neither byte can stand alone in UTF-8.
    expect(textOfFile(Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0x80, 0x35]), "file")).toEqual({
      text: "Café €5",
      encoding: "Windows-1252",
    });
    expect(textOfFile(iconv.encode("Title\nNaïve “tote” – £5\n", "windows-1252"), "file").text).toBe("Title\nNaïve “tote” – £5\n");
  });

  it("that are neither UTF-8 nor Windows-1252 are refused, naming both and the line", () => {
    // 0x81 is no character in Windows-1252, and not UTF-8 on its own either.
    expect(refusal(() => textOfFile(Buffer.from([0x61, 0x0a, 0x62, 0xe9, 0x81]), "file"))).toBe(
      'The file is neither UTF-8 nor Windows-1252: byte 0x81 on line 2 is not a character in either. Save it as "CSV UTF-8" and try again',
    );
  });

  it("marked as UTF-8 but not UTF-8 are refused", () => {
    expect(refusal(() => textOfFile(Buffer.from([0xef, 0xbb, 0xbf, 0x61, 0xe9]), "file"))).toMatch(/marked as UTF-8/);
  });
});

describe("text read by someone else", () => {
  it("with a character replaced while reading it is refused, naming the line", () => {
    expect(() => refuseReplacedCharacters("Title\nCaf\uFFFD\n", "csv")).toThrow(
      'Line 2 has a character that could not be read (\uFFFD): the file was read in the wrong encoding. Send the file itself, or save it as "CSV UTF-8"',
    );
    expect(() => refuseReplacedCharacters("Title\nCafé ₹\n", "csv")).not.toThrow();
  });
});
