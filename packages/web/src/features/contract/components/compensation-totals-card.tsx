import { useQuery } from "@tanstack/react-query";
import { Card } from "../../../ui/card";
import { formatCents } from "../../../ui/records/format-day";
import { recordSectionItemsQueryOptions } from "../../../ui/records/record-queries";
import { contractKind } from "../api/contract-kind";
import { compensationTotals } from "../lib/compensation-totals";

/** The compensation tab's totals line, from the items of its three sections. */
export function CompensationTotalsCard({ contractId }: { contractId: number }) {
  const lines = useQuery(recordSectionItemsQueryOptions(contractKind, contractId, "CompensationLine"));
  const extras = useQuery(recordSectionItemsQueryOptions(contractKind, contractId, "ExtraPayment"));
  const expenses = useQuery(recordSectionItemsQueryOptions(contractKind, contractId, "Expense"));
  if (!lines.data || !extras.data || !expenses.data) return null;
  const data = (list: typeof lines.data) => list.records.map((item) => item.data);
  const totals = compensationTotals(data(lines.data), data(extras.data), data(expenses.data));
  const parts = [
    ["Compensation", totals.compensationCents],
    ["Extra payments", totals.extraPaymentsCents],
    ["Expenses", totals.expensesCents],
  ] as const;
  return (
    <Card aria-label="Totals">
      <dl className="flex flex-wrap items-baseline gap-x-8 gap-y-2 px-5 py-4 text-sm sm:px-6">
        {parts.map(([label, cents]) => (
          <div key={label}>
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-medium text-slate-900 tabular-nums">{formatCents(cents)}</dd>
          </div>
        ))}
        <div>
          <dt className="text-slate-500">of which reimbursable</dt>
          <dd className="text-slate-700 tabular-nums">{formatCents(totals.reimbursableCents)}</dd>
        </div>
        <div className="ml-auto">
          <dt className="text-slate-500">Total</dt>
          <dd className="text-base font-semibold text-slate-900 tabular-nums">
            {formatCents(totals.totalCents)}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
