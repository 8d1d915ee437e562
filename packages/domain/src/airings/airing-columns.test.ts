import { describe, expect, it } from "vitest";
import {
  columnIndexes,
  detectMapping,
  fieldOfHeader,
  isHeaderRow,
  mappingProblems,
} from "./airing-columns.js";

/* Header sets of real station and network exports (shared airing-reports reference §2). */
const insp = [
  "Broadcast Week",
  "Agency",
  "Advertiser",
  "Advertiser Brand",
  "Estimate",
  "Length",
  "Air Date",
  "Air Time",
  "Day",
  "Rate",
  "Spot Status",
  "Ad-ID",
  "Program Name",
  "Time Period",
  "Selling Name/Inventory Code",
  "Order #",
];
const tegna = [
  "Order #",
  "Property",
  "Air Date",
  "Air Time",
  "Advertiser",
  "Agency",
  "Length",
  "Time Period",
  "AE Full Name",
  "Ad-ID",
  "Spot State",
  "Rate (Ext)",
];
const paramount = [
  "Order",
  "Line",
  "Spot #",
  "Weekday",
  "Air Time",
  "Date",
  "Time Period",
  "Program (Placed)",
  "Advertiser",
  "Agency",
  "AE Full Name",
  "Length",
  "Rate (Ext)",
  "Week Start",
  "Ad-ID",
];
const gray = [
  "Media Outlet Name",
  "Channel",
  "Advertiser Name",
  "Order Id",
  "Alt Order Id",
  "Product Name",
  "Estimate Code",
  "Length",
  "Rate",
  "Broadcast Date",
  "Hit Time",
  "ISCI",
  "Program",
  "Unit Status",
];
const nexstar = [
  "ReferenceSourceName",
  "ClientCode",
  "Program",
  "Length",
  "Rate",
  "AdId",
  "Status",
  "CalendarDateTime",
  "AirDate",
  "Airtime",
  "Market",
];
const the365 = [
  "Program",
  "Agency",
  "Adv ID",
  "Air Date",
  "Aired Time",
  "Aired Length",
  "Rate",
  "Aired Ad-ID",
];

describe("detectMapping on real post-log headers", () => {
  it("reads INSP's cable export", () => {
    expect(detectMapping(insp)).toEqual({
      adId: "Ad-ID",
      airDate: "Air Date",
      airTime: "Air Time",
      length: "Length",
      program: "Program Name",
      status: "Spot Status",
    });
  });
  it("reads TEGNA's station group export, the station in Property", () => {
    expect(detectMapping(tegna)).toMatchObject({
      adId: "Ad-ID",
      airDate: "Air Date",
      outlet: "Property",
      status: "Spot State",
    });
  });
  it("reads Paramount's Date and Program (Placed), never the Spot # line number", () => {
    const mapping = detectMapping(paramount);
    expect(mapping).toMatchObject({
      adId: "Ad-ID",
      airDate: "Date",
      airTime: "Air Time",
      program: "Program (Placed)",
    });
    expect(Object.values(mapping)).not.toContain("Spot #");
  });
  it("prefers Gray's Media Outlet Name over its Channel, and reads ISCI and Hit Time", () => {
    expect(detectMapping(gray)).toMatchObject({
      outlet: "Media Outlet Name",
      adId: "ISCI",
      airDate: "Broadcast Date",
      airTime: "Hit Time",
      status: "Unit Status",
    });
  });
  it("keeps Nexstar's split AirDate + Airtime over its CalendarDateTime", () => {
    const mapping = detectMapping(nexstar);
    expect(mapping).toMatchObject({
      adId: "AdId",
      airDate: "AirDate",
      airTime: "Airtime",
      outlet: "ReferenceSourceName",
      market: "Market",
    });
    expect(mapping.airDateTime).toBeUndefined();
  });
  it("reads THE365's Aired Ad-ID and never its Adv ID, which holds the advertiser's name", () => {
    const mapping = detectMapping(the365);
    expect(mapping.adId).toBe("Aired Ad-ID");
    expect(fieldOfHeader("Adv ID")).toBeNull();
    expect(mapping).toMatchObject({ airTime: "Aired Time", length: "Aired Length" });
  });
  it("uses one date-time column when there is no separate date", () => {
    expect(detectMapping(["ISCI", "CalendarDateTime", "Station"])).toEqual({
      adId: "ISCI",
      airDateTime: "CalendarDateTime",
      outlet: "Station",
    });
  });
});

describe("mappingProblems", () => {
  it("needs an Ad-ID and a date column, each named", () => {
    expect(mappingProblems({ outlet: "Station" }).map((problem) => problem.field)).toEqual([
      "adId",
      "airDate",
    ]);
    expect(mappingProblems({ adId: "ISCI", airDateTime: "When" })).toEqual([]);
  });
  it("refuses one column chosen for two fields", () => {
    const [problem] = mappingProblems({ adId: "Code", airDate: "Code" });
    expect(problem?.message).toBe('The column "Code" is chosen for two fields; each column holds one.');
  });
});

describe("header rows", () => {
  it("finds a header by its aliases, or by a saved mapping's own names", () => {
    expect(isHeaderRow(["Station Report", "", ""], null)).toBe(false);
    expect(isHeaderRow(tegna, null)).toBe(true);
    const saved = { adId: "Copy", airDate: "Day Aired" };
    expect(isHeaderRow(["Copy", "Day Aired", "Net"], saved)).toBe(true);
    expect(isHeaderRow(tegna, saved)).toBe(false);
    expect(columnIndexes(["Net", "copy", "DAY AIRED"], saved)).toEqual({ adId: 1, airDate: 2 });
  });
});
