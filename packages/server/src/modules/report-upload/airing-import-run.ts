import {
  airingKey,
  airingMedia,
  describeLineProblems,
  firstUseIssue,
  HEADER_SEARCH_ROWS,
  reconcileAiring,
  useKindOfMedia,
  type AiringCheck,
  type AiringFacts,
  type AiringIssueDraft,
  type AiringIssueKind,
  type AiringLine,
  type AiringMedia,
  type AiringRowOutcome,
  type AiringSpot,
  type IsoDate,
} from "@rightsdesk/domain";
import type { Db } from "../../db/database.js";
import { AiringIssueRepository, type AiringIssueValues } from "./airing-issue-repository.js";
import { AiringRowRepository, type AiringRowValues } from "./airing-row-repository.js";
import { AiringSpotCache } from "./airing-spot-cache.js";
import type { SheetRow } from "./read-sheet/read-sheet.js";

/** Rows checked and written together: one Ad-ID lookup, one restatement lookup, a few INSERTs. */
const BATCH_ROWS = 500;
/** How many issues the answer of an import lists. */
const FIRST_ISSUES = 50;
/** Checks remembered at most: the memo answers repeats without growing with the file. */
const MAX_MEMO_CHECKS = 10_000;
/** Different unknown codes whose closest known codes are searched (each scans every known code). */
const MAX_SUGGESTION_SEARCHES = 500;

export interface AiringImportSettings {
  readonly uploadId: number;
  readonly sourceId: number;
  readonly media: AiringMedia;
  readonly territory: string | null;
  /** The request clock's day: what "unpaid" and "not started" are judged on. */
  readonly today: IsoDate;
  readonly now: Date;
}

export interface AiringImportTally {
  readonly rows: Record<AiringRowOutcome | "total", number>;
  readonly sawHeader: boolean;
  /** Rows that name an airing, read or not. */
  readonly airingRows: number;
  readonly firstAirDate: string | null;
  readonly lastAirDate: string | null;
  readonly issuesByKind: { kind: AiringIssueKind; count: number }[];
  readonly firstIssues: { sheet: string; rowNumber: number; kind: AiringIssueKind; message: string }[];
}

type FirstUseSpot = Pick<AiringSpot, "assetId" | "adId" | "title" | "firstAirDate">;

interface PendingRow {
  readonly row: SheetRow;
  readonly line: AiringLine;
}

/**
 * One import's rows, read line by line and written in batches: each airing matched to its spot,
 * restatements (the source's airing seen before, in an earlier upload or earlier in this file)
 * kept but not counted again, each counted airing checked with the spot's clearance rule, once
 * per spot, day, medium and length.
 */
export class AiringImportRun {
  private readonly rowsRepository: AiringRowRepository;
  private readonly issuesRepository: AiringIssueRepository;
  private readonly spots: AiringSpotCache;
  private pending: PendingRow[] = [];
  /** The airings of the batch being written; earlier batches are found in the database. */
  private readonly keysInFile = new Map<string, number>();
  private readonly suggestionSearches = new Set<string>();
  private readonly checks = new Map<string, AiringCheck>();
  /**
   * Each spot's first airing in this file, for the spots with no first use recorded. Only what the
   * proposal names is kept, never the spot's clearance data: a file may name every spot of the
   * client, and the spot cache lets go of their rights as it moves on.
   */
  private readonly firstAirings = new Map<
    number,
    { spot: FirstUseSpot; day: IsoDate; rowId: number; row: Pick<SheetRow, "sheet" | "rowNumber"> }
  >();
  private readonly counts: Record<AiringRowOutcome | "total", number> = {
    total: 0,
    counted: 0,
    restated: 0,
    notAired: 0,
    unreadable: 0,
    skipped: 0,
  };
  private readonly byKind = new Map<AiringIssueKind, number>();
  private readonly firstIssues: AiringImportTally["firstIssues"] = [];
  private sawHeader = false;
  private airingRows = 0;
  private firstDay: string | null = null;
  private lastDay: string | null = null;

  constructor(
    db: Db,
    private readonly settings: AiringImportSettings,
  ) {
    this.rowsRepository = new AiringRowRepository(db);
    this.issuesRepository = new AiringIssueRepository(db);
    this.spots = new AiringSpotCache(db);
  }

  async add(row: SheetRow, line: AiringLine): Promise<void> {
    this.counts.total += 1;
    if (line.kind === "header") this.sawHeader = true;
    if (line.kind === "airing" || line.kind === "unreadable") this.airingRows += 1;
    // Blank lines, and anything past the header search, are counted, not kept: a file that never
    // names its columns would otherwise store every line of itself.
    const aboveSearch = line.kind === "beforeHeader" && row.rowNumber > HEADER_SEARCH_ROWS;
    if (line.kind === "blank" || aboveSearch) {
      this.counts.skipped += 1;
      return;
    }
    this.pending.push({ row, line });
    if (this.pending.length >= BATCH_ROWS) await this.flush();
  }

  /** Writes what is left and proposes the first use of each spot that has none recorded. */
  async finish(): Promise<AiringImportTally> {
    await this.flush();
    await this.proposeFirstUses();
    return {
      rows: { ...this.counts },
      sawHeader: this.sawHeader,
      airingRows: this.airingRows,
      firstAirDate: this.firstDay,
      lastAirDate: this.lastDay,
      issuesByKind: [...this.byKind].map(([kind, count]) => ({ kind, count })),
      firstIssues: this.firstIssues,
    };
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    if (batch.length === 0) return;
    this.keysInFile.clear();
    const airings = batch.flatMap(({ line }) => (line.kind === "airing" ? [line.airing] : []));
    await this.spots.resolve(airings.map((airing) => airing.adId));
    if (airings.some((airing) => airing.aired && this.spots.get(airing.adId) === null))
      await this.spots.loadKnownAdIds();
    // The rows of earlier batches of this file are already written, so the one lookup finds them too.
    const keys = [...new Set(airings.map(airingKey))];
    const earlier = new Map(
      (await this.rowsRepository.originalsOf(this.settings.sourceId, keys)).map((row) => [
        row.airingKey,
        row.id,
      ]),
    );
    const ids = await this.rowsRepository.allocateIds(batch.length);
    const rows: AiringRowValues[] = [];
    const issues: AiringIssueValues[] = [];
    batch.forEach(({ row, line }, index) => {
      const id = ids[index] ?? 0;
      const base = {
        id,
        uploadId: this.settings.uploadId,
        sourceId: this.settings.sourceId,
        sheet: row.sheet,
        rowNumber: row.rowNumber,
        raw: [...row.cells],
      };
      if (line.kind === "airing") {
        const written = this.airingRow(id, row, line.airing, earlier);
        rows.push({ ...base, ...written.values });
        issues.push(...written.issues);
      } else if (line.kind === "unreadable") {
        this.counts.unreadable += 1;
        rows.push({ ...base, outcome: "unreadable" });
        const message = describeLineProblems(line.problems);
        issues.push(this.issue(row, id, null, { ...blankDraft, kind: "unreadableRow", message }));
      } else {
        this.counts.skipped += 1;
        rows.push({ ...base, outcome: "skipped" });
      }
    });
    await this.rowsRepository.insert(rows);
    await this.issuesRepository.insert(issues);
  }

  /** An airing's row: a restatement of one seen before, or a new airing counted (or not aired) and checked. */
  private airingRow(
    id: number,
    row: SheetRow,
    airing: AiringFacts,
    earlier: ReadonlyMap<string, number>,
  ): {
    values: Omit<AiringRowValues, "id" | "uploadId" | "sourceId" | "sheet" | "rowNumber" | "raw">;
    issues: AiringIssueValues[];
  } {
    this.spanDay(airing.airDate);
    const key = airingKey(airing);
    const spot = this.spots.get(airing.adId);
    const media = airingMedia(this.settings.media, airing.market);
    const values = {
      adId: airing.adId,
      assetId: spot?.assetId ?? null,
      airDate: airing.airDate,
      airTime: airing.airTime,
      lengthSeconds: airing.lengthSeconds,
      outlet: airing.outlet,
      market: airing.market,
      program: airing.program,
      statusText: airing.statusText,
      useKind: airing.aired ? useKindOfMedia(media) : null,
      airingKey: key,
    };
    const restates = this.keysInFile.get(key) ?? earlier.get(key);
    if (restates !== undefined) {
      this.counts.restated += 1;
      return { values: { ...values, outcome: "restated", restatesRowId: restates }, issues: [] };
    }
    this.keysInFile.set(key, id);
    if (!airing.aired) {
      this.counts.notAired += 1;
      return { values: { ...values, outcome: "notAired" }, issues: [] };
    }
    this.counts.counted += 1;
    if (spot !== null) this.noteFirstAiring(spot, airing.airDate, id, row);
    const check = this.check(airing, spot, media);
    return {
      values: { ...values, outcome: "counted" },
      issues: check.issues.map((draft) => this.issue(row, id, spot, draft)),
    };
  }

  /** The domain's check, memoised: the same spot on the same day, medium and length answers the same. */
  private check(airing: AiringFacts, spot: AiringSpot | null, media: AiringMedia): AiringCheck {
    const key =
      spot === null
        ? `?${airing.adId}`
        : [spot.assetId, airing.airDate, media.type, media.subtype ?? "", airing.lengthSeconds ?? ""].join(
            "|",
          );
    const known = this.checks.get(key);
    if (known !== undefined) return known;
    const check = reconcileAiring(
      airing,
      spot,
      { today: this.settings.today, media: this.settings.media, territory: this.settings.territory },
      () => this.suggestionCandidates(airing.adId),
    );
    if (this.checks.size >= MAX_MEMO_CHECKS) this.checks.clear();
    this.checks.set(key, check);
    return check;
  }

  /**
   * The known codes an unknown one is compared with: all of them for the first different unknown
   * codes of a file, none after (a file with hundreds of unknown codes is another client's log or
   * a wrong mapping, and each search reads every known code).
   */
  private suggestionCandidates(adId: string): readonly string[] {
    if (!this.suggestionSearches.has(adId) && this.suggestionSearches.size >= MAX_SUGGESTION_SEARCHES)
      return [];
    this.suggestionSearches.add(adId);
    return this.spots.known();
  }

  private noteFirstAiring(spot: AiringSpot, day: IsoDate, rowId: number, row: SheetRow): void {
    if (spot.firstAirDate !== null) return;
    const current = this.firstAirings.get(spot.assetId);
    if (current !== undefined && day >= current.day) return;
    const { assetId, adId, title, firstAirDate } = spot;
    const place = { sheet: row.sheet, rowNumber: row.rowNumber };
    this.firstAirings.set(assetId, { spot: { assetId, adId, title, firstAirDate }, day, rowId, row: place });
  }

  /** A spot already counted earlier, on or before this file's first airing of it, was proposed then. */
  private async proposeFirstUses(): Promise<void> {
    if (this.firstAirings.size === 0) return;
    const earlier = await this.rowsRepository.firstCountedDays(
      [...this.firstAirings.keys()],
      this.settings.uploadId,
    );
    const issues: AiringIssueValues[] = [];
    for (const [assetId, first] of this.firstAirings) {
      const before = earlier.get(assetId);
      if (before !== undefined && before <= first.day) continue;
      const draft = firstUseIssue(first.spot, first.day);
      if (draft !== null) issues.push(this.issue(first.row, first.rowId, first.spot, draft));
    }
    await this.issuesRepository.insert(issues);
  }

  private issue(
    row: Pick<SheetRow, "sheet" | "rowNumber">,
    rowId: number,
    spot: Pick<AiringSpot, "assetId"> | null,
    draft: AiringIssueDraft,
  ) {
    if (this.firstIssues.length < FIRST_ISSUES)
      this.firstIssues.push({
        sheet: row.sheet,
        rowNumber: row.rowNumber,
        kind: draft.kind,
        message: draft.message,
      });
    return this.issueValues(rowId, spot, draft);
  }

  private issueValues(
    rowId: number,
    spot: Pick<AiringSpot, "assetId"> | null,
    draft: AiringIssueDraft,
  ): AiringIssueValues {
    this.byKind.set(draft.kind, (this.byKind.get(draft.kind) ?? 0) + 1);
    return {
      uploadId: this.settings.uploadId,
      rowId,
      assetId: spot?.assetId ?? null,
      kind: draft.kind,
      message: draft.message,
      item: draft.item === null ? null : { id: draft.item.id, label: draft.item.label },
      amountCents: draft.amountCents,
      feeNote: draft.feeNote,
      proposedDate: draft.proposedDate,
      suggestions: [...draft.suggestions],
      status: "open",
      createdOn: this.settings.now,
    };
  }

  private spanDay(day: string): void {
    if (this.firstDay === null || day < this.firstDay) this.firstDay = day;
    if (this.lastDay === null || day > this.lastDay) this.lastDay = day;
  }
}

const blankDraft: Omit<AiringIssueDraft, "kind" | "message"> = {
  item: null,
  amountCents: null,
  feeNote: null,
  proposedDate: null,
  suggestions: [],
};
