import { codeLabel, type CastCycle, type PersonHoldingFee } from "@rightsdesk/domain";
import { paths } from "../../../../routing/paths";
import { Badge } from "../../../../ui/badge";
import { ModuleLink } from "../../../../ui/module-link";
import { formatCents, formatDay } from "../../../../ui/records/format-day";
import { bodyCell, headCell, linkClass } from "./picture-section";

/** What is owed now: every unpaid cycle's fee, or null when one of them has no confirmed figure. */
export function owedNowCents(unpaid: readonly CastCycle[]): number | null {
  let total = 0;
  for (const cycle of unpaid) {
    if (cycle.amountCents === null) return null;
    total += cycle.amountCents;
  }
  return total;
}

/** A cycle's fee and where it comes from, or the words saying there is no confirmed one. */
function FeeAmount({ cycle }: { cycle: CastCycle }) {
  if (cycle.amountCents === null) {
    return <span className="font-medium whitespace-nowrap text-slate-700">No confirmed rate</span>;
  }
  return (
    <>
      <span className="font-medium text-slate-900 tabular-nums">{formatCents(cycle.amountCents)}</span>
      <span className="block max-w-64 text-xs text-slate-500">{cycle.feeNote}</span>
    </>
  );
}

function NextDue({ fee }: { fee: PersonHoldingFee }) {
  const overdue = fee.unpaid.length;
  const cycle = fee.unpaid[0] ?? fee.nextDue;
  if (cycle === null) return <span className="text-slate-500">None: past the MPU</span>;
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="tabular-nums">{formatDay(cycle.dueDate)}</span>
      <span className="text-xs text-slate-500">cycle {cycle.number}</span>
      {overdue > 0 && <Badge tone="red">{overdue === 1 ? "Due now" : `${overdue} cycles due`}</Badge>}
    </span>
  );
}

function Amount({ fee }: { fee: PersonHoldingFee }) {
  const cycle = fee.unpaid[0] ?? fee.nextDue;
  if (cycle === null) return <span className="text-slate-500">—</span>;
  if (fee.unpaid.length <= 1) return <FeeAmount cycle={cycle} />;
  const owed = owedNowCents(fee.unpaid);
  return (
    <>
      <span className="font-medium text-slate-900 tabular-nums">
        {owed === null ? "No confirmed rate" : `${formatCents(owed)} owed`}
      </span>
      <span className="block max-w-64 text-xs text-slate-500">
        {fee.unpaid.length} cycles{owed === null ? "" : ` · ${cycle.feeNote}`}
      </span>
    </>
  );
}

/** The holding fees a performer's fixed cycles call for, spot by spot: when the next is due and how much. */
export function HoldingFeesDue({ fees }: { fees: readonly PersonHoldingFee[] }) {
  return (
    <table className="min-w-full">
      <thead>
        <tr>
          <th scope="col" className={headCell}>
            Spot
          </th>
          <th scope="col" className={headCell}>
            Union
          </th>
          <th scope="col" className={headCell}>
            Paid through
          </th>
          <th scope="col" className={headCell}>
            Next due
          </th>
          <th scope="col" className={headCell}>
            Amount
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {fees.map((fee) => (
          <tr key={fee.castItemId}>
            <td className={bodyCell}>
              <ModuleLink to={paths.app.asset.getHref(fee.assetId, "rights-tracker")} className={linkClass}>
                {fee.assetTitle}
              </ModuleLink>
              <span className="block font-mono text-xs text-slate-500">{fee.adId}</span>
            </td>
            <td className={bodyCell}>{codeLabel(fee.union)}</td>
            <td className={`${bodyCell} tabular-nums`}>{formatDay(fee.paidThrough)}</td>
            <td className={bodyCell}>
              <NextDue fee={fee} />
            </td>
            <td className={bodyCell}>
              <Amount fee={fee} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
