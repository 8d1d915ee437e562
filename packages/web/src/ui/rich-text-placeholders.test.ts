import { describe, expect, it } from "vitest";
import { placeholderInsertion, splitPlaceholders } from "./rich-text-placeholders";

describe("splitPlaceholders", () => {
  it("marks a known {{key}} with its label and keeps the text around it", () => {
    expect(splitPlaceholders("Fee: {{fittingFee}} per day")).toEqual([
      { kind: "text", text: "Fee: " },
      {
        kind: "placeholder",
        token: "{{fittingFee}}",
        key: "fittingFee",
        label: "Fitting fee",
        missing: false,
      },
      { kind: "text", text: " per day" },
    ]);
  });

  it("marks an unknown {{token}} without a label, so a typo shows", () => {
    expect(splitPlaceholders("{{fitingFee}}")).toEqual([
      { kind: "placeholder", token: "{{fitingFee}}", key: "fitingFee", label: null, missing: false },
    ]);
  });

  it("reads a preview's [Label] and [Label: not entered], but not any bracketed text", () => {
    const segments = splitPlaceholders("[Time in] to [Time out: not entered] [see note]");
    expect(segments.filter((s) => s.kind === "placeholder")).toEqual([
      { kind: "placeholder", token: "[Time in]", key: "timeIn", label: "Time in", missing: false },
      {
        kind: "placeholder",
        token: "[Time out: not entered]",
        key: "timeOut",
        label: "Time out",
        missing: true,
      },
    ]);
    expect(segments.at(-1)).toEqual({ kind: "text", text: " [see note]" });
  });

  it("leaves text without placeholders whole", () => {
    expect(splitPlaceholders("Plain words.")).toEqual([{ kind: "text", text: "Plain words." }]);
  });
});

describe("placeholderInsertion", () => {
  it("inserts the {{key}} token at the start of a line or after a space", () => {
    expect(placeholderInsertion("timeIn", "")).toBe("{{timeIn}}");
    expect(placeholderInsertion("timeIn", " ")).toBe("{{timeIn}}");
    expect(placeholderInsertion("timeIn", "(")).toBe("{{timeIn}}");
  });

  it("puts a space first when the cursor sits right after a word or a colon", () => {
    expect(placeholderInsertion("fittingFee", "e")).toBe(" {{fittingFee}}");
    expect(placeholderInsertion("fittingFee", ":")).toBe(" {{fittingFee}}");
  });
});
