import { beforeAll, describe, expect, it } from "vitest";
import {
  AssetSummarySchema,
  addDays,
  isoDateOfInstant,
  mediaTypeNames,
  type AssetSummary,
  type AssetUseRightAddRequest,
} from "@rightsdesk/domain";
import { runCli } from "../program.js";
import { captureIo } from "../testing-io.js";
import { cableCycle, videoSpot } from "../testing-assets.js";
import { useSignedInServer } from "../testing-server.js";

const live = useSignedInServer("assets");

const run = (args: string[]) => live.run(args);
const today = isoDateOfInstant(new Date());

async function listJson(args: string[]): Promise<{ totalRecords: number; records: AssetSummary[] }> {
  const result = await run(["assets", "list", ...args, "--format", "json"]);
  expect(result.status, result.err).toBe(0);
  return JSON.parse(result.out) as { totalRecords: number; records: AssetSummary[] };
}

const asset = (adId: string, title: string, expireMpuEndDate: string) =>
  live.api.createAsset({ body: videoSpot(adId, title, expireMpuEndDate) });

/** A 13-week cable cycle on TV / CABLE - NATIONAL, from 2025-04-07 to 2025-07-06. */
const cable = (
  extra: Partial<AssetUseRightAddRequest["useRight"]> = {},
): AssetUseRightAddRequest["useRight"] => ({
  ...cableCycle("2025-04-07", "2025-07-06"),
  note: "First cycle",
  ...extra,
});

describe("rightsdesk assets list against a live server", () => {
  it("lists assets by earliest expiry with its cause, as JSON, CSV or a table, edit versions on request", async () => {
    const soon = addDays(today, 10);
    const later = addDays(today, 200);
    const first = await asset("LSTA0000001", "Listing Lake :30", addDays(today, 400));
    await live.api.addAssetUseRight({
      params: { assetId: first.id },
      body: {
        useRight: cable({ startCycleDate: addDays(soon, -90), cycleExpireDate: soon, note: "Cable run" }),
      },
    });
    await asset("LSTA0000002", "Listing Hill :15", later);
    await live.api.addEditVersion({
      params: { id: first.id },
      body: {
        adId: "LSTA0000003",
        title: "Listing Lake :15",
        assetType: "video",
        expireMpuEndDate: addDays(today, 20),
        editType: "SHORTER VERSION",
      },
    });

    const page = await listJson(["--search", "listing", "--sort", "earliestExpireDate"]);
    expect(
      page.records.map((record) => [record.adId, record.earliestExpireDate, record.earliestExpireLabel]),
    ).toEqual([
      ["LSTA0000001", soon, "CABLE TV"],
      ["LSTA0000002", later, "Listing Hill :15"],
    ]);
    for (const record of page.records) {
      expect(Object.keys(record).sort()).toEqual(Object.keys(AssetSummarySchema.shape).sort());
    }

    const withEdits = await listJson([
      "--search",
      "listing",
      "--include-edit-versions",
      "--expiring-within",
      "30",
    ]);
    expect(withEdits.records.map((record) => [record.adId, record.versionLabel]).sort()).toEqual([
      ["LSTA0000001", "BASE"],
      ["LSTA0000003", "Edit 1"],
    ]);

    const csv = await run(["assets", "list", "--filter", "adId eq lsta0000002", "--format", "csv"]);
    expect(csv.status, csv.err).toBe(0);
    const csvLines = csv.out.trim().split("\r\n");
    expect(csvLines[0]).toBe(
      "id,adId,title,type,fileType,versionLabel,baseAssetId,status,earliestExpireDate,earliestExpireLabel,expireMpuEndDate,mpuEndDate,mpuNeedsReview,createdOn,updatedOn,archivedOn",
    );
    expect(csvLines[1]).toMatch(
      new RegExp(
        `^\\d+,LSTA0000002,Listing Hill :15,video,MOV,BASE,,INCOMPLETE,${later},Listing Hill :15,${later},${later},false,\\d{4}-`,
      ),
    );

    const table = await run([
      "assets",
      "list",
      "--search",
      "listing",
      "--sort",
      "earliestExpireDate",
      "--page-size",
      "1",
    ]);
    expect(table.status, table.err).toBe(0);
    const lines = table.out.trim().split("\n");
    expect(lines[0]).toMatch(
      /^Ad-ID\s+Title\s+Type\s+Version\s+Status\s+Earliest expiry\s+Cause\s+MPU expiry$/,
    );
    expect(lines[1]).toMatch(
      new RegExp(
        `^LSTA0000001\\s+Listing Lake :30\\s+video\\s+BASE\\s+ACTIVE\\s+${soon}\\s+CABLE TV\\s+\\d{4}-`,
      ),
    );
    expect(lines.at(-1)).toBe("Records 1–1 of 2, page 0 (pages 0–1).");
  });

  it("names a bad status or field before any call", async () => {
    const status = await run(["assets", "list", "--status", "LAPSED"]);
    expect(status.status).toBe(2);
    expect(status.err).toContain('"LAPSED" is not one of');
    const field = await run(["assets", "list", "--filter", "budget gt 10"]);
    expect(field.status).toBe(2);
    expect(field.err).toContain('Unknown property "budget"');
  });
});

describe("rightsdesk assets earliest against a live server", () => {
  it("prints the day and the item that ends the asset, as text or JSON", async () => {
    const spot = await asset("ERLY0000001", "Earliest Shore :30", "2027-01-31");
    const right = await live.api.addAssetUseRight({
      params: { assetId: spot.id },
      body: { useRight: cable() },
    });

    const text = await run(["assets", "earliest", "erly0000001"]);
    expect(text.status, text.err).toBe(0);
    const lines = text.out.trim().split("\n");
    expect(lines[0]).toBe('Asset:           ERLY0000001 (BASE) "Earliest Shore :30"');
    expect(lines[1]).toBe("Earliest expiry: 2025-07-06");
    expect(lines[2]).toBe(`Ended by:        Use right UR-${right.id} "CABLE TV" (useRight)`);

    const json = await run(["assets", "earliest", "ERLY0000001", "--format", "json"]);
    expect(json.status, json.err).toBe(0);
    expect(JSON.parse(json.out)).toMatchObject({
      asset: { id: spot.id, adId: "ERLY0000001", title: "Earliest Shore :30", versionLabel: "BASE" },
      earliest: {
        status: "expires",
        date: "2025-07-06",
        item: { kind: "useRight", id: `UR-${right.id}`, label: "CABLE TV" },
      },
    });
  });

  it("names the music licence when it ends before the talent's cycle", async () => {
    const spot = await asset("MUSC0000001", "Music First :30", "2027-01-31");
    await live.api.addAssetUseRight({ params: { assetId: spot.id }, body: { useRight: cable() } });
    const music = await live.api.createElement({
      body: { title: "Sunrise Drive", elementType: "MUSIC", musicOrigin: "LICENSED" },
    });
    const licence = await live.api.addElementLicence({
      params: { id: music.id },
      body: {
        licence: {
          rightsKind: "SYNCHRONIZATION",
          termStart: "2025-01-01",
          termEnd: "2025-06-30",
          media: [{ type: "ALL MEDIA" }],
        },
      },
    });
    await live.api.linkAssetElement({ params: { assetId: spot.id }, body: { elementId: music.id } });

    const text = await run(["assets", "earliest", "MUSC0000001"]);
    expect(text.status, text.err).toBe(0);
    const lines = text.out.trim().split("\n");
    expect(lines[1]).toBe("Earliest expiry: 2025-06-30");
    expect(lines[2]).toBe(
      `Ended by:        Element EL-${music.id}/L-${licence.id} "Sunrise Drive: Synchronization licence" (element)`,
    );
    const list = await listJson(["--filter", "adId eq MUSC0000001"]);
    expect(list.records[0]).toMatchObject({
      earliestExpireDate: "2025-06-30",
      earliestExpireLabel: "Sunrise Drive: Synchronization licence",
    });
  });

  it("names an Ad-ID no asset has", async () => {
    const result = await run(["assets", "earliest", "NONE0000001"]);
    expect(result.status).toBe(1);
    expect(result.err).toBe("No asset has the Ad-ID NONE0000001.\n");
  });
});

describe("rightsdesk clearance against a live server", () => {
  let castSpot: { id: number };

  beforeAll(async () => {
    const own = await asset("CLRA0000001", "Clearing Bay :30", "2027-01-31");
    await live.api.addAssetUseRight({ params: { assetId: own.id }, body: { useRight: cable() } });

    castSpot = await asset("CLRB0000001", "Clearing Cove :30", "2027-01-31");
    const performer = await live.api.createPerson({
      body: { personName: { firstName: "Jane", lastName: "Clearwater" }, kinds: ["TALENT"] },
    });
    const member = await live.api.addAssetSectionItem({
      params: { section: "Cast", ownerId: castSpot.id },
      body: {
        data: {
          personId: performer.id,
          performerCategory: "PRINCIPAL",
          union: "SAG AFTRA",
          performanceType: "ON_CAMERA",
          // Fixed cycle 1 is the cable right's cycle: 2025-04-07 to 2025-07-06.
          sessionDate: "2025-04-07",
        },
      },
    });
    await live.api.addAssetUseRight({
      params: { assetId: castSpot.id },
      body: { useRight: cable(), castItemId: member.id },
    });
  });

  const ask = (adId: string, date: string, ...rest: string[]) =>
    run(["clearance", adId, "--date", date, "--media", "TV", "--sub-type", "CABLE - NATIONAL", ...rest]);

  it("exits 0 when the spot is cleared, naming the right that covers the day", async () => {
    const result = await ask("clra0000001", "2025-06-01");
    expect(result.status, result.err).toBe(0);
    const lines = result.out.trim().split("\n");
    expect(lines[0]).toBe(
      'Cleared: CLRA0000001 (BASE) "Clearing Bay :30" on 2025-06-01, TV / CABLE - NATIONAL, worldwide',
    );
    expect(result.out).toMatch(/Covered by: CABLE TV \(UR-\d+\)/);
  });

  it("takes an older media name as the catalogue's, with the same answer", async () => {
    const result = await run([
      "clearance",
      "CLRA0000001",
      "--date",
      "2025-06-01",
      "--media",
      "tv commercial",
      "--sub-type",
      "cable - national",
    ]);
    expect(result.status, result.err).toBe(0);
    expect(result.out.split("\n")[0]).toBe(
      'Cleared: CLRA0000001 (BASE) "Clearing Bay :30" on 2025-06-01, TV / CABLE - NATIONAL, worldwide',
    );
  });

  it("exits 3 when it clears if paid, with each payment's cycle, due date, amount and the total", async () => {
    const result = await ask("CLRB0000001", "2025-08-15");
    expect(result.status, result.out + result.err).toBe(3);
    const lines = result.out.trim().split("\n");
    expect(lines[0]).toMatch(/^Cleared if paid: CLRB0000001 \(BASE\) "Clearing Cove :30" on 2025-08-15/);
    expect(result.out).toMatch(/\n {2}Cycle\s+Covers\s+Due\s+Overdue\s+Amount\n/);
    expect(result.out).toMatch(/\n {2}2\s+2025-07-07 to 2025-10-05\s+2025-07-07\s+OVERDUE\s+\$822\.30\n/);
    expect(result.out).toContain("  Total: $822.30");

    const json = await ask("CLRB0000001", "2025-08-15", "--format", "json");
    expect(json.status).toBe(3);
    expect(JSON.parse(json.out)).toMatchObject({
      asset: { adId: "CLRB0000001" },
      verdict: "clearedIfPaid",
      reasons: [
        {
          kind: "useRightUnpaid",
          payments: [{ cycleNumber: 2, dueDate: "2025-07-07", overdue: true, amountCents: 82230 }],
          totalCents: 82230,
        },
      ],
    });
  });

  it("exits 4 when it is not cleared, with every reason", async () => {
    const lapsed = await ask("CLRA0000001", "2025-08-15");
    expect(lapsed.status, lapsed.err).toBe(4);
    expect(lapsed.out).toMatch(/^Not cleared: CLRA0000001/);
    expect(lapsed.out.split("\n").filter((line) => line.startsWith("- ")).length).toBeGreaterThan(0);

    const pastMpu = await ask("CLRA0000001", "2027-02-01", "--format", "json");
    expect(pastMpu.status).toBe(4);
    const answer = JSON.parse(pastMpu.out) as { verdict: string; reasons: { kind: string }[] };
    expect(answer.verdict).toBe("notCleared");
    expect(answer.reasons.map((reason) => reason.kind)).toContain("mpuEnded");
  });

  it("names a bad option (exit 2) and an unknown Ad-ID (exit 1)", async () => {
    const badDate = await run(["clearance", "CLRA0000001", "--date", "08/15/2025", "--media", "TV"]);
    expect(badDate.status).toBe(2);
    expect(badDate.err).toMatch(/--date: /);
    const noMedia = await run(["clearance", "CLRA0000001", "--date", "2025-08-15"]);
    expect(noMedia.status).toBe(2);
    expect(noMedia.err).toContain("--media: Enter the media type.");
    const unknown = await ask("NONE0000002", "2025-08-15");
    expect(unknown.status).toBe(1);
    expect(unknown.err).toBe("No asset has the Ad-ID NONE0000002.\n");
  });
});

describe("rightsdesk clearance options, checked before any call", () => {
  const offline = async (args: string[]) => {
    const io = captureIo({ RIGHTSDESK_CONFIG_DIR: "/nonexistent" });
    return { status: await runCli(args, io), out: io.out(), err: io.err() };
  };

  it("lists the media catalogue's types and sub types in its help", async () => {
    const help = await offline(["clearance", "--help"]);
    expect(help.status).toBe(0);
    expect(help.out.replace(/\s+/g, " ")).toContain(`media type (required): ${mediaTypeNames.join(", ")}`);
    expect(help.out).toMatch(/\n {2}AUDIO\/RADIO: WILDSPOT - NY, .*, AUDIO FLEX\n/);
    expect(help.out).toContain('--media TV --sub-type "CABLE - NATIONAL"');
  });

  it("refuses a media type or sub type outside the catalogue, listing it (exit 2)", async () => {
    const cinema = await offline(["clearance", "CLRA0000001", "--date", "2025-08-15", "--media", "CINEMA"]);
    expect(cinema.status).toBe(2);
    expect(cinema.err).toContain(
      `--media: "CINEMA" is not in the media catalogue. Choose the media type from: ${mediaTypeNames.join(", ")}.`,
    );
    const mars = await offline([
      "clearance",
      "X",
      "--date",
      "2025-08-15",
      "--media",
      "TV",
      "--sub-type",
      "MARS",
    ]);
    expect(mars.status).toBe(2);
    expect(mars.err).toMatch(/--sub-type: "MARS" is not a sub type of TV\. Choose from: CABLE - NATIONAL, /);
  });
});

describe("rightsdesk elements list against a live server", () => {
  it("lists elements with their type, licence type and status", async () => {
    await live.api.createElement({
      body: {
        title: "Listing Anthem",
        elementType: "MUSIC",
        musicOrigin: "LICENSED",
        licenceType: "RIGHTS MANAGED",
      },
    });
    const result = await run(["elements", "list", "--search", "listing anthem"]);
    expect(result.status, result.err).toBe(0);
    const lines = result.out.trim().split("\n");
    expect(lines[0]).toMatch(
      /^Code\s+Title\s+Type\s+Licence type\s+Vendor\s+Status\s+Earliest expiry\s+Cause\s+Assets$/,
    );
    expect(lines[1]).toMatch(/^\S+\s+Listing Anthem\s+MUSIC\s+RIGHTS MANAGED\s+\S/);
    expect(lines.at(-1)).toBe("Records 1–1 of 1, page 0 (pages 0–0).");
  });
});
