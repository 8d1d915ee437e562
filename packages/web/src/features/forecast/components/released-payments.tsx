import type { RenewalDecisionRecord, RenewalSubject } from "@rightsdesk/domain";
import { toast } from "sonner";
import { describeError } from "../../../lib/describe-error";
import { Button } from "../../../ui/button";
import { formatCents, formatDay } from "../../../ui/records/format-day";
import { useDecideRenewals } from "../api/renewals";
import { decisionFor, uniqueSubjects } from "../lib/decision-subjects";
import { formatFigureSource, formatMonth, paymentKindLabels } from "../lib/forecast-labels";
import { DecisionInForce } from "./decision-in-force";
import type { ForecastPayment } from "./payment-columns";

/** "Harvest Crunch (NWFD0001000H), Rosa Quintero" or the element and licence: what a release is of. */
function describeReleased(payment: ForecastPayment): string {
  if (payment.element) return [payment.element.title, payment.licence?.label].filter(Boolean).join(" · ");
  return [payment.spot ? `${payment.spot.title} (${payment.spot.adId})` : null, payment.performer?.name]
    .filter(Boolean)
    .join(", ");
}

/**
 * What the saving is made of: the payments a "not renewing" decision released, each with the
 * decision and a way to take it back ("Renew after all", which puts the payment back in the total).
 */
export function ReleasedPayments({
  released,
  inForce,
  canDecide,
}: {
  released: readonly ForecastPayment[];
  inForce: ReadonlyMap<string, RenewalDecisionRecord>;
  canDecide: boolean;
}) {
  const decide = useDecideRenewals();
  const renew = async (subjects: RenewalSubject[]) => {
    try {
      await decide.mutateAsync({ subjects, choice: "renew" });
      toast.success("Renewing after all: the payments are back in the total.");
    } catch (error) {
      toast.error(describeError(error, "The decision could not be recorded."));
    }
  };
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Released payments: what the saving is made of</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-medium tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2.5 pl-5 sm:pl-6">
              Month
            </th>
            <th scope="col" className="px-3 py-2.5">
              Due
            </th>
            <th scope="col" className="px-3 py-2.5">
              Released
            </th>
            <th scope="col" className="px-3 py-2.5">
              Kind
            </th>
            <th scope="col" className="px-3 py-2.5 text-right">
              Amount
            </th>
            <th scope="col" className="px-3 py-2.5">
              Source
            </th>
            <th scope="col" className="px-3 py-2.5">
              Decision
            </th>
            <th scope="col" className="px-3 py-2.5 pr-5 sm:pr-6">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {released.map((payment, index) => {
            const what = describeReleased(payment);
            return (
              <tr key={`${index}:${payment.dueDate}`}>
                <td className="px-3 py-2.5 pl-5 whitespace-nowrap text-slate-700 sm:pl-6">
                  {formatMonth(payment.month)}
                </td>
                <td className="px-3 py-2.5 whitespace-nowrap text-slate-700">{formatDay(payment.dueDate)}</td>
                <td className="min-w-48 px-3 py-2.5 text-slate-900">{what || "—"}</td>
                <td className="px-3 py-2.5 whitespace-nowrap text-slate-700">
                  {paymentKindLabels[payment.kind]}
                </td>
                <td className="px-3 py-2.5 text-right whitespace-nowrap text-slate-700 tabular-nums">
                  {payment.amountCents === null ? "—" : formatCents(payment.amountCents)}
                </td>
                <td className="px-3 py-2.5 whitespace-nowrap text-slate-700">
                  {formatFigureSource(payment.source)}
                </td>
                <td className="px-3 py-2.5">
                  <DecisionInForce decision={decisionFor(inForce, payment)} />
                </td>
                <td className="px-3 py-1.5 pr-5 text-right whitespace-nowrap sm:pr-6">
                  {canDecide && payment.subjects.length > 0 && (
                    <Button
                      variant="secondary"
                      aria-label={`Renew after all: ${paymentKindLabels[payment.kind]}, ${what}`}
                      disabled={decide.isPending}
                      onClick={() => void renew(uniqueSubjects([payment]))}
                    >
                      Renew after all
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
