import { diffDays, nextHoldingFeeDue, type ReportRow, type ReportType } from "@rightsdesk/domain";
import type { Db } from "../../db/database.js";
import { holdingFeeCents, loadHoldingFeeCast } from "../alert/holding-fee-cast.js";
import type { ReportWindow } from "./report-sources.js";

/**
 * The reports whose rows are worked out in code rather than read from one query: each builds every
 * row of the window (a few per cast member), in id order, and the list query is then applied by the
 * domain's evaluator — the same filters, sort and paging as the SQL-backed reports.
 */
export type ComputedReportSource = (db: Db, window: ReportWindow) => Promise<ReportRow[]>;

/** Each union principal's next unpaid holding fee (the oldest owed, however late), when it is due by the window's end. */
const nextHoldingFee: ComputedReportSource = async (db, window) => {
  const rows: ReportRow[] = [];
  for (const cast of await loadHoldingFeeCast(db)) {
    const due = nextHoldingFeeDue(cast.terms, window.today);
    if (!due || due.dueDate > window.to) continue;
    rows.push({
      id: cast.castItemId,
      linkId: cast.assetId,
      performer: cast.performer,
      performerCategory: cast.performerCategory,
      union: cast.union,
      assetTitle: cast.assetTitle,
      adId: cast.adId,
      cycleNumber: due.number,
      dueDate: due.dueDate,
      cycleExpire: due.expire,
      holdingFee: holdingFeeCents(cast, due.start),
      daysLeft: diffDays(window.today, due.dueDate),
    });
  }
  return rows.sort((a, b) => Number(a.id) - Number(b.id));
};

export const computedReportSources: Partial<Record<ReportType, ComputedReportSource>> = {
  "next-holding-fee-due": nextHoldingFee,
};
