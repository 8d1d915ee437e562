import { codeLabel, type PersonContract } from "@rightsdesk/domain";
import { paths } from "../../../../routing/paths";
import { ModuleLink } from "../../../../ui/module-link";
import { formatCents, formatDay } from "../../../../ui/records/format-day";
import { bodyCell, headCell, linkClass } from "./picture-section";

/** "12 months · 01/06/2025 – 01/05/2026"; the dates alone, or a dash, when that is all there is. */
export function contractTerm(contract: PersonContract): string {
  const length =
    contract.termCount !== null && contract.termUnit !== null
      ? `${contract.termCount} ${codeLabel(contract.termUnit).toLowerCase()}`
      : null;
  const dates =
    contract.startDate !== null || contract.expirationDate !== null
      ? `${formatDay(contract.startDate)} – ${formatDay(contract.expirationDate)}`
      : null;
  return [length, dates].filter((part) => part !== null).join(" · ") || "—";
}

/** The contract's fees: session, and holding when agreed. */
function Fees({ contract }: { contract: PersonContract }) {
  if (contract.sessionFeeCents === null && contract.holdingFeeCents === null) {
    return <span className="text-slate-500">No fee recorded</span>;
  }
  return (
    <span className="tabular-nums">
      {contract.sessionFeeCents !== null && (
        <span className="block">{formatCents(contract.sessionFeeCents)} session</span>
      )}
      {contract.holdingFeeCents !== null && (
        <span className="block text-xs text-slate-500">
          {formatCents(contract.holdingFeeCents)} holding fee
        </span>
      )}
    </span>
  );
}

/** The contracts with the person as their talent: number, status, term and fee. */
export function PersonContracts({ contracts }: { contracts: readonly PersonContract[] }) {
  return (
    <table className="min-w-full">
      <thead>
        <tr>
          <th scope="col" className={headCell}>
            Contract
          </th>
          <th scope="col" className={headCell}>
            Status
          </th>
          <th scope="col" className={headCell}>
            Term
          </th>
          <th scope="col" className={headCell}>
            Fee
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {contracts.map((contract) => (
          <tr key={contract.id}>
            <td className={bodyCell}>
              <ModuleLink to={paths.app.contract.getHref(contract.id)} className={linkClass}>
                {contract.contractNumber}
              </ModuleLink>
              <span className="block text-xs text-slate-500">
                {contract.title} · {codeLabel(contract.family)}
              </span>
            </td>
            <td className={bodyCell}>{codeLabel(contract.status)}</td>
            <td className={`${bodyCell} tabular-nums`}>{contractTerm(contract)}</td>
            <td className={bodyCell}>
              <Fees contract={contract} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
