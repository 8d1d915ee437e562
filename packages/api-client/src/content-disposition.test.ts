import { describe, expect, it } from "vitest";
import { fileNameFromContentDisposition } from "./content-disposition.js";

describe("fileNameFromContentDisposition", () => {
  it("prefers the RFC 5987 name, decoding UTF-8", () => {
    expect(
      fileNameFromContentDisposition(
        `attachment; filename="Vertrag _ber.pdf"; filename*=UTF-8''Vertrag%20%C3%BCber%20%E2%82%AC.pdf`,
      ),
    ).toBe("Vertrag über €.pdf");
  });

  it("decodes an ISO-8859-1 extended name byte by byte", () => {
    expect(fileNameFromContentDisposition(`attachment; filename*=iso-8859-1'en'caf%E9.txt`)).toBe("café.txt");
  });

  it("reads a quoted name with escapes, or a bare token", () => {
    expect(fileNameFromContentDisposition(`attachment; filename="say \\"hi\\".txt"`)).toBe('say "hi".txt');
    expect(fileNameFromContentDisposition("attachment; filename=report.csv")).toBe("report.csv");
  });

  it("falls back to the plain name when the extended one is malformed, and gives null without any", () => {
    expect(fileNameFromContentDisposition(`attachment; filename="a.txt"; filename*=UTF-8''%E2%82`)).toBe(
      "a.txt",
    );
    expect(fileNameFromContentDisposition("inline")).toBeNull();
    expect(fileNameFromContentDisposition(null)).toBeNull();
  });
});
