import { describe, expect, it } from "vitest";
import { cleanContentType, cleanFileName } from "./upload-names.js";

describe("cleanFileName", () => {
  it("keeps an ordinary name, in any script, as it is", () => {
    expect(cleanFileName("Vertrag über Ω.pdf")).toBe("Vertrag über Ω.pdf");
    expect(cleanFileName("契約書.docx")).toBe("契約書.docx");
  });

  it("keeps only the last segment of a path and drops control characters", () => {
    expect(cleanFileName("C:\\fakepath\\report.csv")).toBe("report.csv");
    expect(cleanFileName("../../etc/passwd")).toBe("passwd");
    expect(cleanFileName("line\r\nbreak\t.txt")).toBe("linebreak.txt");
  });

  it("joins decomposed accents into single characters", () => {
    expect(cleanFileName("cafe\u0301.txt")).toBe("caf\u00e9.txt");
  });

  it("shortens a long name to 255 characters, keeping its extension", () => {
    const name = cleanFileName(`${"a".repeat(300)}.pdf`);
    expect([...name]).toHaveLength(255);
    expect(name.endsWith("a.pdf")).toBe(true);
    expect([...cleanFileName("😀".repeat(300))]).toHaveLength(255);
  });

  it("names a file with nothing usable 'file'", () => {
    expect(cleanFileName(undefined)).toBe("file");
    expect(cleanFileName("  ")).toBe("file");
    expect(cleanFileName("dir/..")).toBe("file");
  });
});

describe("cleanContentType", () => {
  it("keeps the media type without its parameters, in lower case", () => {
    expect(cleanContentType("Text/Plain; charset=UTF-8")).toBe("text/plain");
    expect(cleanContentType("application/vnd.openxmlformats-officedocument.wordprocessingml.document")).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
  });

  it("falls back to application/octet-stream for anything that is not a media type", () => {
    expect(cleanContentType(undefined)).toBe("application/octet-stream");
    expect(cleanContentType("not a type")).toBe("application/octet-stream");
    expect(cleanContentType("text/html\r\nX-Evil: 1")).toBe("application/octet-stream");
  });
});
