import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import type { FastifyRequest } from "fastify";
import {
  AiringImportQuerySchema,
  addDays,
  castSessionDate,
  fixedCycleContaining,
  fixedCycleNumbered,
  isoDateOfInstant,
  toIsoDate,
  type IsoDate,
} from "@rightsdesk/domain";
import type { Db } from "../db/database.js";
import { loadSpotCast } from "../modules/asset/asset-rights-inputs.js";
import { UseRightRepository } from "../modules/asset/use-right-repository.js";
import { AiringImportService } from "../modules/report-upload/airing-import-service.js";
import { AiringSpotRepository } from "../modules/report-upload/airing-spot-repository.js";
import type { RecordContext } from "../records/record-context.js";

/** The demo spots the uploads report, by Ad-ID (see demo-assets.ts). */
const HARVEST = "RDHC2201000";
const HARVEST_CUTDOWN = "RDHC2201001";
const BREEZE = "RDSB2505000";
/** Where the stations broadcast and the ad server delivered, as the demo licences name it. */
const TERRITORY = "United States";
/** A code one character off Harvest Crunch's: a typing slip on the station's log. */
const HARVEST_TYPO = "RDHC2201010";

/**
 * A file handed to the import service as a user's upload is: a multipart request's one file part.
 * The service reads only `file()` (and the seed's context carries the audit's request).
 */
function uploadOf(fileName: string, data: Buffer): FastifyRequest {
  const part = { filename: fileName, file: Readable.from([data]) };
  return { file: () => Promise.resolve(part) } as unknown as FastifyRequest;
}

/** "6/3/2025": how station traffic systems write a day. */
function usDay(day: IsoDate): string {
  return `${Number(day.slice(5, 7))}/${Number(day.slice(8, 10))}/${day.slice(0, 4)}`;
}

interface SpotDays {
  /** The first day the spot's own digital right covers, if it has one. */
  readonly digitalFrom: IsoDate | null;
  /** Days the spot may air on: in a cycle its performers have paid for, before the seed. */
  readonly paid: IsoDate[];
  /** A day in the first cycle a performer has not paid for, if it began before the seed. */
  readonly unpaid: IsoDate | null;
}

/**
 * The days a spot's airings fall on, from its own cast as seeded: weekly days in the last month
 * that every performer's paid cycles cover, and a day in the first cycle someone has not paid.
 */
async function daysOf(tx: Db, adId: string, today: IsoDate): Promise<SpotDays> {
  const [spot] = await new AiringSpotRepository(tx).byAdIds([adId]);
  if (spot === undefined) return { paid: [], unpaid: null, digitalFrom: null };
  let paidThrough: IsoDate | null = null;
  let unpaid: IsoDate | null = null;
  for (const member of await loadSpotCast(tx, spot.id)) {
    const session = castSessionDate(member);
    if (session === null) continue;
    const paidDay =
      member.holdingFeesPaidThrough === null ? session : toIsoDate(member.holdingFeesPaidThrough);
    const lastPaid = fixedCycleContaining(session, paidDay);
    if (lastPaid === null) continue;
    if (paidThrough === null || lastPaid.expire < paidThrough) paidThrough = lastPaid.expire;
    const next = fixedCycleNumbered(session, lastPaid.number + 1);
    const inNext = addDays(next.start, 2);
    if (inNext < today && (unpaid === null || inNext < unpaid)) unpaid = inNext;
  }
  const digital = (await new UseRightRepository(tx).listOf(spot.id)).find(
    (right) => right.mediaType === "DIGITAL" && right.startCycleDate !== null,
  );
  const weekly = [28, 21, 14, 7].map((back) => addDays(today, -back));
  return {
    paid: weekly.filter((day) => paidThrough === null || day <= paidThrough),
    unpaid,
    digitalFrom: digital?.startCycleDate == null ? null : toIsoDate(digital.startCycleDate),
  };
}

/**
 * A TEGNA-style post log: title lines, the header below them, a "Property :" heading per station,
 * a subtotal after each and a total. Mostly clean; a pre-empted spot, a :15 logged under the :30's
 * code, a code one character off, and Summer Breeze airing in a cycle Keiko Lindqvist's holding
 * fee has not paid for.
 */
function stationPostLog(harvest: SpotDays, breeze: SpotDays, today: IsoDate): Buffer {
  const line = (day: IsoDate, time: string, length: string, adId: string, program: string, state = "Aired") =>
    `N${day.replaceAll("-", "")},${usDay(day)},${time},${length},${adId},${program},${state}`;
  const header = "Order #,Air Date,Air Time,Length,ISCI/Ad-ID,Program,Spot Status";
  const wxyz = [
    ...harvest.paid.map((day) => line(day, "7:10 AM", ":30", HARVEST, "Morning Report")),
    ...breeze.paid.map((day) => line(day, "6:40 PM", ":30", BREEZE, "Evening News")),
  ];
  const kxyz = [
    ...harvest.paid.slice(0, 2).map((day) => line(day, "12:20 PM", ":30", HARVEST, "Midday")),
    ...harvest.paid
      .slice(-1)
      .map((day) => line(day, "9:15 PM", ":30", HARVEST, "Late Edition", "Pre-empted")),
    ...harvest.paid.slice(-1).map((day) => line(day, "10:05 PM", ":15", HARVEST, "Late Edition")),
    ...harvest.paid.slice(-2, -1).map((day) => line(day, "5:50 AM", ":30", HARVEST_TYPO, "Early Today")),
    ...(breeze.unpaid === null ? [] : [line(breeze.unpaid, "8:30 PM", ":30", BREEZE, "Prime Movie")]),
  ];
  const lines = [
    "Station Group Post Log — Network Affiliates,,,,,,",
    "Advertiser: Rights Desk Demo Foods,,,,,,",
    `Run date: ${usDay(today)},,,,,,`,
    ",,,,,,",
    header,
    "Property : WXYZ-TV,,,,,,",
    ...wxyz,
    `Subtotal WXYZ-TV,,,,,,${wxyz.length} spots`,
    ",,,,,,",
    "Property : KXYZ-TV,,,,,,",
    header,
    ...kxyz,
    `Subtotal KXYZ-TV,,,,,,${kxyz.length} spots`,
    `Total:,,,,,,${wxyz.length + kxyz.length} spots`,
  ];
  return Buffer.from(`${lines.join("\r\n")}\r\n`, "utf8");
}

/**
 * A digital delivery report as an ad server exports it (XLSX): a title block, then one row per
 * placement and day: Harvest Crunch on its brand site and social from the day its Internet right
 * starts (a right of the spot's own, which does not reach its performer), and the :15 cutdown,
 * cleared for cable only.
 */
async function digitalDelivery(harvest: SpotDays, today: IsoDate): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Delivery");
  sheet.addRow(["Campaign delivery report"]);
  sheet.addRow([`Generated ${usDay(today)}`]);
  sheet.addRow([]);
  sheet.addRow(["Date", "Site", "Placement", "Ad-ID", "Duration", "Impressions"]);
  const from = harvest.digitalFrom;
  const covered =
    from === null ? [] : [2, 9, 16].map((after) => addDays(from, after)).filter((day) => day < today);
  for (const day of covered) {
    sheet.addRow([usDay(day), "harvestcrunch.example", "Homepage video", HARVEST, ":30", 18250]);
    sheet.addRow([usDay(day), "Social feed", "In-feed video", HARVEST, ":30", 40310]);
  }
  const last = covered.at(-1);
  if (last !== undefined) sheet.addRow([usDay(last), "Social feed", "Stories", HARVEST_CUTDOWN, ":15", 9120]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * Two airing reports uploaded through the import service as a user uploads them: a station
 * group's post log and a digital delivery report, their days read from the demo spots' own cycles
 * and rights. Their issues stay open: both uploads wait for review, and no right changes.
 */
export async function seedDemoAirings(tx: Db, context: RecordContext): Promise<number> {
  const today = toIsoDate(isoDateOfInstant(context.now));
  const harvest = await daysOf(tx, HARVEST, today);
  const breeze = await daysOf(tx, BREEZE, today);
  if (harvest.paid.length === 0) return 0;
  const imports = new AiringImportService(tx);
  await imports.import(
    uploadOf("wxyz-kxyz-post-log.csv", stationPostLog(harvest, breeze, today)),
    AiringImportQuerySchema.parse({
      source: "WXYZ / KXYZ post log",
      mediaType: "TV",
      mediaSubType: "NETWORK",
      territory: TERRITORY,
    }),
    context,
  );
  if (harvest.digitalFrom === null || addDays(harvest.digitalFrom, 2) >= today) return 1;
  await imports.import(
    uploadOf("harvest-digital-delivery.xlsx", await digitalDelivery(harvest, today)),
    AiringImportQuerySchema.parse({
      source: "Ad server delivery",
      mediaType: "DIGITAL",
      territory: TERRITORY,
    }),
    context,
  );
  return 2;
}
