import { describe, expect, it } from "vitest";
import { sectionObjectSchema } from "../company/section-fields.js";
import { elementRoutesFor, elementSections, findElementSection } from "../element/sections.js";
import { assetSectionSchemas } from "./schemas.js";
import { assetRoutes, assetSections, assetSectionsOn, findAssetSection } from "./sections.js";

describe("asset sections", () => {
  it("puts every section on one of the asset's tabs, keys unique", () => {
    const keys = assetSections.map((section) => section.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const section of assetSections) expect(assetRoutes).toContain(section.route);
    expect(assetSectionsOn("asset-info").map((section) => section.key)).toEqual([
      "Location",
      "Session",
      "ProjectNote",
      "InternalNote",
    ]);
  });

  it("requires a TALENT performer, category, union and camera for a cast member", () => {
    const cast = findAssetSection("cast");
    expect(cast?.key).toBe("Cast");
    const result = sectionObjectSchema(cast?.fields ?? []).safeParse({ role: "Driver" });
    const fields = result.error?.issues.map((issue) => issue.path.join("."));
    expect(fields).toEqual(["personId", "performerCategory", "union", "performanceType"]);
  });

  it("reads a section key in any case and refuses unknown ones by name", () => {
    expect(assetSectionSchemas.ParamsSchema.parse({ section: "location", ownerId: "4" })).toEqual({
      section: "Location",
      ownerId: 4,
    });
    const wrong = assetSectionSchemas.ParamsSchema.safeParse({ section: "Catering", ownerId: "4" });
    expect(wrong.error?.issues[0]?.message).toBe('There is no asset section "Catering".');
  });
});

describe("element sections", () => {
  it("shows Music only on MUSIC and the cast list only on types that hold talent", () => {
    expect(elementRoutesFor("MUSIC")).toContain("music");
    expect(elementRoutesFor("FONTS")).not.toContain("music");
    expect(elementRoutesFor("FONTS")).not.toContain("cast-list");
    expect(elementRoutesFor("VIDEO")).toContain("cast-list");
    expect(findElementSection("track")?.key).toBe("Track");
    expect(new Set(elementSections.map((section) => section.key)).size).toBe(elementSections.length);
  });
});
