import { describe, expect, it } from "vitest";
import { assetListFields } from "@rightsdesk/domain";
import { buildListQuery } from "./list-query-options.js";
import { withRightsListFilters } from "./rights-list-filters.js";

const now = new Date("2026-11-24T23:30:00.000Z");

describe("withRightsListFilters", () => {
  it("turns the shortcuts into filters the domain checks, before the --filter ones", () => {
    const options = withRightsListFilters(
      {
        search: "spring",
        status: "active,EXPIRED (TALENT)",
        type: "video",
        expiringBefore: "2027-01-01",
        filter: ["adId sw ABCD"],
      },
      now,
    );
    expect(buildListQuery(options, assetListFields).filters).toEqual([
      { property: "title", operator: "cn", value: "spring", caseSensitive: false },
      { property: "status", operator: "in", value: "active,EXPIRED (TALENT)", caseSensitive: false },
      { property: "type", operator: "in", value: "video", caseSensitive: false },
      { property: "earliestExpireDate", operator: "lt", value: "2027-01-01", caseSensitive: false },
      { property: "adId", operator: "sw", value: "ABCD", caseSensitive: false },
    ]);
  });

  it("reads --expiring-within as today (UTC) to today + days, both included", () => {
    expect(withRightsListFilters({ expiringWithin: "30", filter: [] }, now).filter).toEqual([
      "earliestExpireDate gte 2026-11-24",
      "earliestExpireDate lte 2026-12-24",
    ]);
  });

  it("names a bad shortcut value with exit status 2", () => {
    expect(() => withRightsListFilters({ expiringWithin: "soon", filter: [] }, now)).toThrow(
      expect.objectContaining({ exitCode: 2, message: expect.stringContaining("--expiring-within") }),
    );
    const badStatus = withRightsListFilters({ status: "LAPSED", filter: [] }, now);
    expect(() => buildListQuery(badStatus, assetListFields)).toThrow(
      expect.objectContaining({ exitCode: 2, message: expect.stringContaining('"LAPSED" is not one of') }),
    );
    const badDate = withRightsListFilters({ expiringBefore: "01/02/2027", filter: [] }, now);
    expect(() => buildListQuery(badDate, assetListFields)).toThrow(expect.objectContaining({ exitCode: 2 }));
  });
});
