import { describe, expect, it } from "vitest";
import { richDocOf, type RenderedContractDocument, type RichNode } from "@rightsdesk/domain";
import { pdfPagesText } from "./pdf-text.js";
import { renderContractPdf } from "./render-contract-pdf.js";

const text = (value: string, ...marks: ("bold" | "italic" | "underline")[]): RichNode => ({
  type: "text",
  text: value,
  ...(marks.length > 0 ? { marks: marks.map((type) => ({ type })) } : {}),
});

const heading1 = (value: string): RichNode => ({
  type: "heading",
  attrs: { level: 1 },
  content: [text(value)],
});

const body: RichNode = {
  type: "doc",
  content: [
    { type: "heading", attrs: { level: 1 }, content: [text("Services")] },
    {
      type: "paragraph",
      content: [
        text("The Talent agrees to render "),
        text("exclusive", "bold"),
        text(" services as "),
        text("Principal", "italic", "underline"),
        { type: "hardBreak" },
        text("on the dates below."),
      ],
    },
    { type: "heading", attrs: { level: 2 }, content: [text("Fees")] },
    {
      type: "bulletList",
      content: [
        {
          type: "listItem",
          content: [{ type: "paragraph", content: [text("Session fee paid within 30 days")] }],
        },
        {
          type: "listItem",
          content: [{ type: "paragraph", content: [text("Fitting fee at the hourly rate")] }],
        },
      ],
    },
    { type: "horizontalRule" },
    {
      type: "orderedList",
      attrs: { start: 1 },
      content: [
        { type: "listItem", content: [{ type: "paragraph", content: [text("Sign both copies")] }] },
        { type: "listItem", content: [{ type: "paragraph", content: [text("Return one to the producer")] }] },
      ],
    },
    { type: "heading", attrs: { level: 3 }, content: [text("Governing law – New York")] },
  ],
};

const contract: RenderedContractDocument = {
  title: "Sunrise Drive — Principal",
  subtitle: "Spring campaign 2025",
  parts: [
    { partType: "Header", content: richDocOf("ACME Productions LLC, 12 Harbor Street, New York") },
    { partType: "Body", content: body },
    { partType: "Footer", content: richDocOf("Talent signature ____________") },
  ],
  showTitle: true,
  feeLines: [],
  missing: [],
  unknown: [],
};

describe("renderContractPdf", () => {
  it("draws title, parts, lists and page numbers as text a reader can copy", async () => {
    const bytes = await renderContractPdf(contract, { date: new Date("2025-06-02T10:00:00Z") });
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const pages = await pdfPagesText(bytes);
    const all = pages.join("\n");
    for (const expected of [
      "Sunrise Drive — Principal",
      "Spring campaign 2025",
      "ACME Productions LLC",
      "Services",
      "exclusive",
      "Principal",
      "on the dates below.",
      "• Session fee paid within 30 days",
      "1. Sign both copies",
      "2. Return one to the producer",
      "Governing law – New York",
      "Talent signature",
    ]) {
      expect(all).toContain(expected);
    }
    // The hard break starts a new line; the rest of the paragraph flows on one.
    expect(all).toMatch(/exclusive services as Principal\s*\n\s*on the dates below\./);
    expect(all.indexOf("ACME Productions")).toBeLessThan(all.indexOf("Services"));
    expect(all.indexOf("Services")).toBeLessThan(all.indexOf("Talent signature"));
    expect(pages[0]).toContain(`Page 1 of ${pages.length}`);
  });

  it("gives the same bytes for the same contract and date, and numbers every page", async () => {
    const long: RenderedContractDocument = {
      ...contract,
      parts: [
        {
          partType: "Body",
          content: richDocOf(
            ...Array.from(
              { length: 80 },
              (_, i) => `Clause ${i + 1}. The Producer may use the recordings as agreed.`,
            ),
          ),
        },
      ],
    };
    const date = new Date("2025-01-15T08:30:00Z");
    const first = await renderContractPdf(long, { date });
    const second = await renderContractPdf(long, { date });
    expect(first.equals(second)).toBe(true);
    const later = await renderContractPdf(long, { date: new Date("2025-01-16T08:30:00Z") });
    expect(later.equals(first)).toBe(false);

    const pages = await pdfPagesText(first);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => expect(page).toContain(`Page ${index + 1} of ${pages.length}`));
    expect(pages.join("\n")).toContain("Clause 80.");
  });

  it("prints every fee line, and keeps a signature block on one page with its heading", async () => {
    const signature: RichNode = {
      type: "doc",
      content: [
        { type: "heading", attrs: { level: 3 }, content: [text("Agreed and accepted")] },
        { type: "paragraph", content: [text("Producer: ____________   Date: ______")] },
        { type: "paragraph", content: [text("Talent signature: ____________   Date: ______")] },
      ],
    };
    const feeLines = [
      { label: "Session fee", amount: "$880.85 (estimate)" },
      { label: "Pension & health (P&H)", amount: "23.5% of gross: $207.00 on the session fee" },
    ];
    // Bodies of every length around a page: the foot of the first page falls everywhere in the block.
    for (let clauses = 14; clauses <= 30; clauses++) {
      const filler = Array.from(
        { length: clauses },
        (_, i) => `Clause ${i + 1}. The Producer may use the recordings.`,
      );
      const bytes = await renderContractPdf(
        {
          ...contract,
          feeLines,
          parts: [
            { partType: "Body", content: richDocOf(...filler) },
            { partType: "Footer", content: signature },
          ],
        },
        { date: new Date("2025-06-02T10:00:00Z") },
      );
      const pages = await pdfPagesText(bytes);
      const all = pages.join("\n");
      expect(all).toContain("$880.85 (estimate)");
      expect(all).toContain("23.5% of gross");
      const withHeading = pages.find((page) => page.includes("Agreed and accepted"));
      expect(withHeading, `${clauses} clauses`).toContain("Talent signature");
      expect(withHeading, `${clauses} clauses`).toContain("Producer:");
    }
  });

  it("does not print the title twice when the template's heading shows it", async () => {
    const bytes = await renderContractPdf(
      {
        ...contract,
        showTitle: false,
        parts: [{ partType: "Header", content: { type: "doc", content: [heading1(contract.title)] } }],
      },
      { date: new Date("2025-06-02T10:00:00Z") },
    );
    const [page] = await pdfPagesText(bytes);
    expect(page?.split(contract.title).length).toBe(2);
  });

  it("shows characters the standard fonts lack by their base letter instead of garbage", async () => {
    const bytes = await renderContractPdf(
      { ...contract, title: "Contract for Zoë Łukasiewicz", parts: [] },
      { date: new Date("2025-06-02T10:00:00Z") },
    );
    const [page] = await pdfPagesText(bytes);
    expect(page).toContain("Contract for Zoë Lukasiewicz");
  });
});
