import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import type { AssetClearanceData } from "../asset/asset-clearance.js";
import { toIsoDate, type IsoDate } from "../dates/iso-date.js";
import { airingKey } from "./airing-review.js";
import { createAiringLineReader } from "./read-airing-lines.js";
import { firstUseIssue, reconcileAiring, type AiringSpot } from "./reconcile-airing.js";

/*
 * The hand-worked post log (tests/fixtures/airings, worked row by row in its README) read and
 * checked by the domain alone, against the same world the server test builds through the API.
 */
const fixtures = new URL("../../../../tests/fixtures/airings/", import.meta.url);
const rows = parse(readFileSync(new URL("hand-worked-post-log.csv", fixtures)), {
  relaxColumnCount: true,
  skipEmptyLines: false,
}) as string[][];
const expected = JSON.parse(readFileSync(new URL("hand-worked-expected.json", fixtures), "utf8")) as {
  upload: { mediaType: string; mediaSubType: string; territory: string };
  headerRow: number;
  outcomes: Record<string, number[]>;
  issues: Record<string, string[]>;
  details: Record<string, Record<string, Record<string, unknown>>>;
};

const mpu = (end: string) => ({
  end,
  typedEnd: end,
  computed: null,
  computedNote: "Confirmed.",
  needsReview: false,
  confirmed: true,
});

const thirty: AssetClearanceData = {
  asset: { adId: "HWKD2601000", title: "Harbor Lights :30", expireMpuEndDate: "2027-06-30" },
  mpu: mpu("2027-06-30"),
  cast: [
    {
      castItemId: 1,
      name: "Maya Brooks",
      union: "SAG AFTRA",
      performerCategory: "PRINCIPAL",
      performanceType: "ON_CAMERA",
      sessionDate: "2026-01-05",
      holdingFeesPaidThrough: null,
      editedOut: false,
      agreedHoldingFeeCents: null,
    },
  ],
  useRights: [
    {
      id: 1,
      useRightType: "WILDSPOT",
      mediaType: "TV",
      mediaSubTypes: ["WILDSPOT - ALL MARKETS EXCLUDING NY/LA", "WILDSPOT - NY"],
      startCycleDate: "2026-01-05",
      cycleExpireDate: "2026-04-05",
      cycleLength: "13 weeks",
      castItemId: 1,
      coversAllPerformers: false,
    },
  ],
  elements: [
    {
      id: 1,
      title: "Tidewater Theme",
      elementType: "MUSIC",
      licenceType: "RIGHTS MANAGED",
      musicOrigin: "LICENSED",
      audioOrigin: null,
      licences: [
        {
          id: 1,
          label: "Synchronization licence",
          termStart: "2026-01-01",
          termEnd: "2026-03-20",
          media: [{ type: "TV", subtypes: [] }],
          territory: "USA",
        },
      ],
    },
  ],
};

const fifteen: AssetClearanceData = {
  asset: { adId: "HWKD2601500", title: "Harbor Lights :15", expireMpuEndDate: "2026-03-31" },
  mpu: mpu("2026-03-31"),
  cast: [],
  useRights: [
    {
      id: 2,
      useRightType: "WILDSPOT",
      mediaType: "TV",
      mediaSubTypes: ["WILDSPOT - ALL MARKETS EXCLUDING NY/LA"],
      startCycleDate: "2026-01-05",
      cycleExpireDate: "2026-04-05",
      cycleLength: "13 weeks",
      castItemId: null,
      coversAllPerformers: false,
    },
  ],
  elements: [],
};

const spots = new Map<string, AiringSpot>([
  [
    "HWKD2601000",
    {
      assetId: 1,
      adId: "HWKD2601000",
      title: "Harbor Lights :30",
      lengthSeconds: 30,
      firstAirDate: toIsoDate("2026-01-05"),
      clearance: thirty,
    },
  ],
  [
    "HWKD2601500",
    {
      assetId: 2,
      adId: "HWKD2601500",
      title: "Harbor Lights :15",
      lengthSeconds: 15,
      firstAirDate: null,
      clearance: fifteen,
    },
  ],
]);

function importFile() {
  const reader = createAiringLineReader(null);
  const context = {
    today: toIsoDate("2026-04-30"),
    media: { type: expected.upload.mediaType, subtype: expected.upload.mediaSubType },
    territory: expected.upload.territory,
  };
  const outcomes: Record<string, number[]> = {
    counted: [],
    notAired: [],
    restated: [],
    unreadable: [],
    skipped: [],
  };
  const issues: Record<string, { readonly kind: string }[]> = {};
  const seen = new Set<string>();
  const earliest = new Map<string, { row: number; date: IsoDate }>();
  rows.forEach((cells, index) => {
    const row = index + 1;
    const line = reader.read("hand-worked-post-log.csv", cells);
    if (line.kind === "unreadable") {
      outcomes["unreadable"]?.push(row);
      issues[row] = [{ kind: "unreadableRow" }];
      return;
    }
    if (line.kind !== "airing") return void outcomes["skipped"]?.push(row);
    const key = airingKey(line.airing);
    if (seen.has(key)) return void outcomes["restated"]?.push(row);
    seen.add(key);
    const spot = spots.get(line.airing.adId) ?? null;
    const check = reconcileAiring(line.airing, spot, context, () => spots.keys());
    outcomes[check.counted ? "counted" : "notAired"]?.push(row);
    if (check.issues.length > 0) issues[row] = [...check.issues];
    const first = earliest.get(line.airing.adId);
    if (check.counted && spot !== null && (first === undefined || line.airing.airDate < first.date))
      earliest.set(line.airing.adId, { row, date: line.airing.airDate });
  });
  for (const [adId, { row, date }] of earliest) {
    const spot = spots.get(adId);
    const issue = spot === undefined ? null : firstUseIssue(spot, date);
    if (issue !== null) issues[row] = [...(issues[row] ?? []), issue];
  }
  return { outcomes, issues, header: reader.header() };
}

describe("the hand-worked post log", () => {
  const result = importFile();

  it("finds the header on row 5 and keeps every row's outcome", () => {
    expect(result.header?.cells).toEqual(rows[expected.headerRow - 1]);
    expect(result.outcomes).toEqual(expected.outcomes);
  });

  it("yields exactly the expected issues, per row", () => {
    const kinds = Object.fromEntries(
      Object.entries(result.issues).map(([row, found]) => [row, found.map((issue) => issue.kind)]),
    );
    expect(kinds).toEqual(expected.issues);
    for (const [row, byKind] of Object.entries(expected.details))
      for (const [kind, detail] of Object.entries(byKind))
        expect(result.issues[row]?.find((issue) => issue.kind === kind)).toMatchObject(detail);
  });
});
