import {
  airingIssueKindLabels,
  alertKey,
  isoDateOfInstant,
  toIsoDate,
  type AiringIssueKind,
  type AlertRecordRef,
} from "@rightsdesk/domain";
import type { Db } from "../../db/database.js";
import {
  AiringAlertRepository,
  type OpenAiringsByKind,
  type OpenAiringsBySpot,
} from "../report-upload/airing-alert-repository.js";
import { sql } from "drizzle-orm";
import type { AlertCandidate } from "./alert-candidate.js";
import { onlyIdsSql, type AlertSqlSource } from "./alert-sql.js";

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

function groupByUpload<T extends { uploadId: number }>(rows: readonly T[]): Map<number, T[]> {
  const result = new Map<number, T[]>();
  for (const row of rows) result.set(row.uploadId, [...(result.get(row.uploadId) ?? []), row]);
  return result;
}

/** "3 airings of Harbor Lights :30 outside their rights in post-log.csv" (or "… and 2 more spots"). */
function titleOf(fileName: string, spots: readonly OpenAiringsBySpot[], kinds: readonly OpenAiringsByKind[]) {
  const airings = spots.reduce((sum, row) => sum + row.rows, 0);
  if (airings === 0) {
    const firstUses = kinds.find((row) => row.kind === "firstUse")?.rows ?? 0;
    return `${plural(firstUses, "first use")} to confirm in ${fileName}`;
  }
  const named = spots
    .filter((row) => row.title !== null)
    .sort((a, b) => b.rows - a.rows || (a.title ?? "").localeCompare(b.title ?? ""));
  const [top, ...others] = named;
  const which =
    top === undefined
      ? "unknown codes"
      : others.length === 0
        ? (top.title ?? "")
        : `${top.title ?? ""} and ${plural(others.length, "more spot")}`;
  return `${plural(airings, "airing")} of ${which} outside their rights in ${fileName}`;
}

/** "Open issues: Cycle not paid (2), Element licence (3). Review them on the upload's issues." */
function detailOf(kinds: readonly OpenAiringsByKind[]): string {
  const named = kinds.map(
    (row) => `${airingIssueKindLabels[row.kind as AiringIssueKind] ?? row.kind} (${row.rows})`,
  );
  return `Open issues: ${named.join(", ")}. Review them on the upload's issues.`;
}

/**
 * One alert per uploaded airing report with open issues, dated the UTC day it was uploaded (as
 * isoDateOfInstant reads the instant) and kept until every issue is resolved.
 */
export const airingIssueSource: AlertSqlSource = {
  kind: "AIRING_ISSUES",
  keySource: "report-upload",
  rows: ({
    ids,
  }) => sql`(select (u.uploaded_on at time zone 'UTC')::date as due, u.id, null::bigint as company
    from airing_uploads u
    where exists (select 1 from airing_issues i where i.upload_id = u.id and i.status = 'open')${onlyIdsSql(sql`u.id`, ids)})`,
};

/** What a page's uploads say: how many airings of which spot, opening the upload's issues. */
export async function describeAiringIssues(db: Db, uploadIds: readonly number[]): Promise<AlertCandidate[]> {
  if (uploadIds.length === 0) return [];
  const repository = new AiringAlertRepository(db);
  const spotsOf = groupByUpload(await repository.bySpot(uploadIds));
  return [...groupByUpload(await repository.byKind(uploadIds))].flatMap(([uploadId, kinds]) => {
    const [first] = kinds;
    if (first === undefined) return [];
    const spots = spotsOf.get(uploadId) ?? [];
    const dueDate = toIsoDate(isoDateOfInstant(first.uploadedOn));
    const top = [...spots].sort((a, b) => b.rows - a.rows).find((row) => row.assetId !== null);
    const related: AlertRecordRef | null =
      top?.assetId === undefined || top.assetId === null
        ? null
        : { type: "asset", id: top.assetId, label: `${top.adId ?? ""} · ${top.title ?? ""}` };
    return [
      {
        key: alertKey("AIRING_ISSUES", "report-upload", uploadId, dueDate),
        kind: "AIRING_ISSUES" as const,
        dueDate,
        title: titleOf(first.fileName, spots, kinds),
        detail: detailOf(kinds),
        record: { type: "report-upload", id: uploadId, label: first.fileName },
        related,
        companyId: null,
        amount: null,
      },
    ];
  });
}
