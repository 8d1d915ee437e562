import { contractListFields, contractStatusLabel, type ContractSummary } from "@rightsdesk/domain";
import { Link } from "react-router-dom";
import { offerBackState } from "../../../routing/navigation-state";
import { paths } from "../../../routing/paths";
import { cx } from "../../../ui/cx";
import { listFieldOf, type DataColumn } from "../../../ui/data-table";
import { focusRing } from "../../../ui/focus-ring";
import { formatCents, formatDay } from "../../../ui/records/format-day";
import { formatCatalogueName } from "../../../ui/records/record-labels";
import { agreementLabel, familyLabel, unionLabel } from "../lib/contract-labels";
import { CompletenessBadge, ContractStatusBadge, EstimateBadge } from "./contract-badges";

const empty = <span className="text-slate-400">—</span>;

/** The contract list's columns (`/contracts/all`). */
export const contractColumns: readonly DataColumn<ContractSummary>[] = [
  {
    id: "contractNumber",
    header: "Number",
    ...listFieldOf(contractListFields, "contractNumber"),
    value: (contract) => contract.contractNumber,
    cell: (contract) => <span className="font-mono text-xs text-slate-600">{contract.contractNumber}</span>,
  },
  {
    id: "title",
    header: "Title",
    ...listFieldOf(contractListFields, "title"),
    wide: true,
    value: (contract) => contract.title,
    cell: (contract) => (
      <Link
        to={paths.app.contract.getHref(contract.id)}
        state={offerBackState}
        className={cx("rounded font-medium text-indigo-700 hover:underline", focusRing)}
      >
        {contract.title}
      </Link>
    ),
  },
  {
    id: "talentName",
    header: "Talent",
    ...listFieldOf(contractListFields, "talentName"),
    value: (c) => c.talentName,
  },
  {
    id: "payeeName",
    priority: "low",
    header: "Payee",
    ...listFieldOf(contractListFields, "payeeName"),
    value: (c) => c.payeeName,
  },
  {
    id: "family",
    priority: "low",
    header: "Family",
    ...listFieldOf(contractListFields, "family"),
    valueLabel: familyLabel,
    value: (c) => c.family,
    cell: (c) => familyLabel(c.family),
  },
  {
    id: "agreement",
    header: "Agreement",
    ...listFieldOf(contractListFields, "agreement"),
    valueLabel: agreementLabel,
    value: (c) => c.agreement,
    cell: (c) => agreementLabel(c.agreement),
  },
  {
    id: "union",
    header: "Union",
    priority: "low",
    ...listFieldOf(contractListFields, "union"),
    value: (c) => c.union,
    cell: (c) => (c.union ? unionLabel(c.union) : empty),
  },
  {
    id: "performerCategory",
    priority: "low",
    header: "Category",
    ...listFieldOf(contractListFields, "performerCategory"),
    value: (c) => c.performerCategory,
    cell: (c) => (c.performerCategory ? formatCatalogueName(c.performerCategory) : empty),
  },
  {
    id: "status",
    header: "Status",
    ...listFieldOf(contractListFields, "status"),
    valueLabel: (value) => contractStatusLabel(value as ContractSummary["status"]),
    value: (c) => c.status,
    cell: (c) => <ContractStatusBadge status={c.status} />,
  },
  {
    id: "payrollStatus",
    priority: "low",
    header: "Payroll status",
    ...listFieldOf(contractListFields, "payrollStatus"),
    valueLabel: formatCatalogueName,
    value: (c) => c.payrollStatus,
    cell: (c) => formatCatalogueName(c.payrollStatus),
  },
  {
    id: "completeness",
    priority: "low",
    header: "Completeness",
    ...listFieldOf(contractListFields, "completeness"),
    valueLabel: formatCatalogueName,
    value: (c) => c.completeness,
    cell: (c) => <CompletenessBadge completeness={c.completeness} />,
  },
  {
    id: "contractDate",
    header: "Contract date",
    ...listFieldOf(contractListFields, "contractDate"),
    value: (c) => c.contractDate,
    cell: (c) => <span className="whitespace-nowrap">{formatDay(c.contractDate)}</span>,
  },
  {
    id: "expirationDate",
    header: "Expiration",
    ...listFieldOf(contractListFields, "expirationDate"),
    value: (c) => c.expirationDate,
    cell: (c) =>
      c.expirationDate ? <span className="whitespace-nowrap">{formatDay(c.expirationDate)}</span> : empty,
  },
  {
    id: "sessionFeeCents",
    header: "Session fee",
    ...listFieldOf(contractListFields, "sessionFeeCents"),
    value: (c) =>
      c.sessionFeeCents === null
        ? null
        : `${(c.sessionFeeCents / 100).toFixed(2)}${c.sessionFeeEstimated ? " (estimate)" : ""}`,
    cell: (c) =>
      c.sessionFeeCents === null ? (
        empty
      ) : (
        <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
          {formatCents(c.sessionFeeCents)}
          {c.sessionFeeEstimated && <EstimateBadge />}
        </span>
      ),
  },
];
