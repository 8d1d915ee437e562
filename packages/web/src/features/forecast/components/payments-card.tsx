import type { RenewalDecisionRecord } from "@rightsdesk/domain";
import type { RowSelectionState } from "@tanstack/react-table";
import { useMemo, useState } from "react";
import { Button } from "../../../ui/button";
import { EmptyState } from "../../../ui/empty-state";
import { DocumentIcon } from "../../../ui/icons";
import { TitledCard } from "../../../ui/titled-card";
import { decisionFor, uniqueSubjects } from "../lib/decision-subjects";
import { formatMonth } from "../lib/forecast-labels";
import { DecisionActions } from "./decision-actions";
import type { ForecastPayment, PaymentRow } from "./payment-columns";
import { PaymentsTable } from "./payments-table";

/** Rows shown at once: a large library's year holds tens of thousands of payments. */
export const PAYMENTS_PAGE_SIZE = 100;

/**
 * The payments of the window (or of the month chosen on the chart), with the decision in force for
 * each; a user who may write chooses some and decides on them together.
 */
export function PaymentsCard({
  payments,
  inForce,
  month,
  onShowAllMonths,
  canDecide,
}: {
  payments: readonly ForecastPayment[];
  inForce: ReadonlyMap<string, RenewalDecisionRecord>;
  month: string | null;
  onShowAllMonths: () => void;
  canDecide: boolean;
}) {
  const [selection, setSelection] = useState<RowSelectionState>({});
  const rows = useMemo<PaymentRow[]>(
    () =>
      payments.flatMap((payment, index) =>
        month === null || payment.month === month
          ? [{ id: String(index), payment, decision: decisionFor(inForce, payment) }]
          : [],
      ),
    [payments, inForce, month],
  );
  // The page belongs to the rows it was chosen on: another month or a new answer starts at the first.
  const [paging, setPaging] = useState({ rows, page: 0 });
  const page = paging.rows === rows ? paging.page : 0;
  const setPage = (next: number) => setPaging({ rows, page: next });
  const pages = Math.max(1, Math.ceil(rows.length / PAYMENTS_PAGE_SIZE));
  const shown = rows.slice(page * PAYMENTS_PAGE_SIZE, (page + 1) * PAYMENTS_PAGE_SIZE);
  const chosen = rows.filter((row) => selection[row.id]).map((row) => row.payment);
  const title =
    month === null ? `Payments (${rows.length})` : `Payments in ${formatMonth(month)} (${rows.length})`;
  return (
    <TitledCard
      titleId="forecast-payments"
      title={title}
      description="Each payment keeping a spot or an element on air, with where its amount comes from. A dash: no figure yet."
      action={
        month !== null ? (
          <Button variant="secondary" onClick={onShowAllMonths}>
            Show every month
          </Button>
        ) : undefined
      }
    >
      {canDecide && rows.length > 0 && (
        <DecisionActions
          paymentCount={chosen.length}
          subjects={uniqueSubjects(chosen)}
          onDecided={() => setSelection({})}
        />
      )}
      {rows.length === 0 ? (
        <EmptyState icon={<DocumentIcon className="size-5" />} title="No payments due">
          Nothing in this window and scope needs paying to stay on air
          {month === null ? "." : " this month."}
        </EmptyState>
      ) : (
        <>
          <PaymentsTable
            rows={shown}
            selection={selection}
            onSelectionChange={setSelection}
            selectable={canDecide}
          />
          {pages > 1 && (
            <nav
              aria-label="Pages of payments"
              className="flex items-center justify-between gap-4 border-t border-slate-200 px-5 py-3 text-sm text-slate-600 sm:px-6"
            >
              <p>
                {(page * PAYMENTS_PAGE_SIZE + 1).toLocaleString("en-US")}–
                {Math.min(rows.length, (page + 1) * PAYMENTS_PAGE_SIZE).toLocaleString("en-US")} of{" "}
                {rows.length.toLocaleString("en-US")}
              </p>
              <div className="flex gap-2">
                <Button variant="secondary" disabled={page === 0} onClick={() => setPage(page - 1)}>
                  Previous
                </Button>
                <Button variant="secondary" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
                  Next
                </Button>
              </div>
            </nav>
          )}
        </>
      )}
    </TitledCard>
  );
}
