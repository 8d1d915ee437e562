import { describe, expect, it } from "vitest";
import { moduleTabs } from "./module-tabs.js";

describe("module tabs", () => {
  it("lists each module's tabs as the spec does", () => {
    expect(moduleTabs.asset).toHaveLength(17);
    expect(moduleTabs.asset[0]).toBe("profile");
    expect(moduleTabs.completionReport).toHaveLength(10);
    expect(moduleTabs.reportUpload).toEqual(["recent uploads", "upload details", "upload issues", "logs"]);
    expect(moduleTabs.company).toHaveLength(22);
    expect(moduleTabs.people).toHaveLength(13);
    expect(moduleTabs.element.at(-1)).toBe("music");
    expect(moduleTabs.contract).toHaveLength(17);
    expect(moduleTabs.reports).toHaveLength(9);
    expect(moduleTabs.alerts).toContain("MSA contract expire");
  });

  it("repeats no tab within a module", () => {
    for (const tabs of Object.values(moduleTabs)) {
      expect(new Set<string>(tabs).size).toBe(tabs.length);
    }
  });
});
