import { describe, expect, it } from "vitest";
import { CliError } from "../cli-io.js";
import { defaultSourceOf, parseMapping, parseMedia } from "./airings-import-options.js";

describe("airings import options", () => {
  it("names the source after the file, without its folder or extension", () => {
    expect(defaultSourceOf("/logs/KHWK post log.march.csv")).toBe("KHWK post log.march");
    expect(defaultSourceOf("delivery.xlsx")).toBe("delivery");
    expect(defaultSourceOf(".hidden")).toBe(".hidden");
  });

  it("splits --media at its first slash, so a sub type keeps its own", () => {
    expect(parseMedia("TV")).toEqual({ type: "TV", subtype: null });
    expect(parseMedia("TV/NETWORK")).toEqual({ type: "TV", subtype: "NETWORK" });
    expect(parseMedia("TV/WILDSPOT - ALL MARKETS EXCLUDING NY/LA")).toEqual({
      type: "TV",
      subtype: "WILDSPOT - ALL MARKETS EXCLUDING NY/LA",
    });
    expect(() => parseMedia("/NETWORK")).toThrow(CliError);
  });

  it("reads --map entries as field → header, refusing unknown fields and entries without a header", () => {
    expect(parseMapping([])).toBeUndefined();
    expect(parseMapping(["adId=Spot Code", "airDate = Date Aired"])).toEqual({
      adId: "Spot Code",
      airDate: "Date Aired",
    });
    expect(parseMapping(["adId=ISCI=Code"])).toEqual({ adId: "ISCI=Code" });
    for (const bad of ["adId", "adId=", "isci=Spot"]) {
      expect(() => parseMapping([bad])).toThrow(expect.objectContaining({ exitCode: 2 }) as Error);
    }
  });
});
