import { describe, expect, it } from "vitest";
import { fileNameFromContentDisposition } from "@rightsdesk/api-client";
import { attachmentDisposition } from "./content-disposition.js";

describe("attachmentDisposition", () => {
  it("sends a plain ASCII name as it is", () => {
    expect(attachmentDisposition("report 2024.pdf")).toBe('attachment; filename="report 2024.pdf"');
  });

  it("adds an RFC 5987 UTF-8 name, with an ASCII stand-in, for any other name", () => {
    expect(attachmentDisposition("Vertrag über.pdf")).toBe(
      `attachment; filename="Vertrag _ber.pdf"; filename*=UTF-8''Vertrag%20%C3%BCber.pdf`,
    );
  });

  it("never lets quotes, backslashes or line breaks into the header", () => {
    const header = attachmentDisposition('a"b\\c\r\nSet-Cookie: x.txt');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toMatch(/^attachment; filename="a_b_c__Set-Cookie: x.txt"; filename\*=UTF-8''/);
  });

  it("round-trips every name through the client's parser", () => {
    for (const name of [
      "plain.txt",
      "100% sure.txt",
      "it's (final)*.doc",
      "契約書.pdf",
      "emoji 😀.png",
      'q"uote.txt',
    ]) {
      expect(fileNameFromContentDisposition(attachmentDisposition(name))).toBe(name);
    }
  });
});
