import type {
  AiringImportResult,
  AiringInspection,
  AiringIssue,
  AiringUploadDetail,
  AiringUploadSummary,
} from "@rightsdesk/domain";

export function uploadSummary(overrides: Partial<AiringUploadSummary> = {}): AiringUploadSummary {
  return {
    id: 3,
    fileName: "kxyz-march.xlsx",
    format: "xlsx",
    source: "KXYZ post log",
    mediaType: "TV",
    mediaSubType: null,
    territory: "United States",
    status: "pendingReview",
    rows: { total: 14, counted: 9, restated: 1, notAired: 1, unreadable: 1, skipped: 2 },
    issueCount: 2,
    openIssueCount: 2,
    firstAirDate: "2026-03-02",
    lastAirDate: "2026-03-08",
    uploadedBy: "ann",
    uploadedOn: "2026-03-10T09:00:00.000Z",
    ...overrides,
  };
}

export function uploadDetail(overrides: Partial<AiringUploadDetail> = {}): AiringUploadDetail {
  return {
    ...uploadSummary(),
    encoding: null,
    mapping: { adId: "ISCI", airDate: "Air Date", outlet: "Station" },
    useCounts: [],
    ...overrides,
  };
}

export function inspection(overrides: Partial<AiringInspection> = {}): AiringInspection {
  return {
    fileName: "kxyz-march.xlsx",
    format: "xlsx",
    encoding: null,
    sheets: [
      {
        name: "Sheet1",
        headerRow: 7,
        headers: ["ISCI", "Air Date", "Air Time", "Station", "Len"],
        preview: [1, 2, 3, 4, 5, 6].map((index) => ({
          rowNumber: 7 + index,
          cells: [`ABCD000${index}000H`, "03/02/2026", "6:15 AM", "KXYZ", ":30"],
        })),
      },
    ],
    mapping: { adId: "ISCI", airDate: "Air Date", airTime: "Air Time", outlet: "Station", length: "Len" },
    mappingFrom: "detected",
    problems: [],
    sourceDefaults: null,
    ...overrides,
  };
}

export function importResult(overrides: Partial<AiringImportResult> = {}): AiringImportResult {
  return {
    dryRun: false,
    upload: uploadSummary(),
    fileName: "kxyz-march.xlsx",
    format: "xlsx",
    mapping: {},
    rows: { total: 14, counted: 9, restated: 1, notAired: 1, unreadable: 1, skipped: 2 },
    issuesByKind: [{ kind: "unpaidCycle", count: 2 }],
    firstIssues: [
      {
        sheet: "Sheet1",
        rowNumber: 12,
        kind: "unpaidCycle",
        message: "Cycle 2 of Mara Quinn's session fee is not paid.",
      },
    ],
    ...overrides,
  };
}

export function airingIssue(overrides: Partial<AiringIssue> = {}): AiringIssue {
  return {
    id: 41,
    uploadId: 3,
    fileName: "kxyz-march.xlsx",
    rowId: 120,
    sheet: "Sheet1",
    rowNumber: 12,
    kind: "unpaidCycle",
    message: "Cycle 2 of Mara Quinn's session fee is not paid.",
    item: { id: "cast:2", label: "Mara Quinn" },
    amountCents: 78_550,
    feeNote: null,
    proposedDate: null,
    suggestions: [],
    assetId: 9,
    adId: "ABCD0001000H",
    assetTitle: "Summer Drive 30s",
    airDate: "2026-03-04",
    outlet: "KXYZ",
    status: "open",
    note: null,
    resolvedBy: null,
    resolvedOn: null,
    actions: ["renew", "recheck", "release", "dispute", "accept"],
    createdOn: "2026-03-10T09:00:00.000Z",
    ...overrides,
  };
}
