import type { GuaranteeRecord } from "@rightsdesk/domain";
import { useQuery, type QueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { readRecordId } from "../../../lib/read-record-id";
import { Button } from "../../../ui/button";
import { TitledCard } from "../../../ui/titled-card";
import { actionOn, ConfirmActionDialog } from "../../../ui/confirm-action-dialog";
import { EmptyState } from "../../../ui/empty-state";
import { DocumentIcon, PlusIcon } from "../../../ui/icons";
import { LoadingBars, QueryView } from "../../../ui/query-view";
import { formatCents, formatDay } from "../../../ui/records/format-day";
import { formatCatalogueName } from "../../../ui/records/record-labels";
import { useLockedItemEdit } from "../../../ui/records/record-list-card";
import { useRecordPage } from "../../../ui/records/record-page";
import { useDeleteGuarantee } from "../api/change-contract";
import { contractKind } from "../api/contract-kind";
import { guaranteesQueryOptions } from "../api/contract-queries";
import { ContractItemsTable, ItemRowActions } from "../components/contract-items";
import { GuaranteeDialog } from "../components/guarantee-dialog";

export function loader(queryClient: QueryClient) {
  return async ({ params }: { params: { contractId?: string } }) => {
    const id = readRecordId(params.contractId);
    if (id !== null) await queryClient.prefetchQuery(guaranteesQueryOptions(id));
    return null;
  };
}

const headings = ["Number", "Term", "Dates", "Amount", "Paid", "Mode", "Payments", ""];

/** The guarantee-payment tab: the contract's guarantees (GTY…) with their payments. */
export function Component() {
  const { record: contract, canEdit } = useRecordPage(contractKind);
  const guarantees = useQuery(guaranteesQueryOptions(contract.id));
  const remove = useDeleteGuarantee(contract.id);
  const { editing, open, close, lock } = useLockedItemEdit<GuaranteeRecord | "new">("contract-guarantees");
  const [deleting, setDeleting] = useState<GuaranteeRecord | null>(null);
  return (
    <TitledCard
      titleId="guarantees-title"
      title="Guarantees"
      description="Guaranteed amounts over a term, with their payment records."
      action={
        canEdit ? (
          <Button variant="secondary" disabled={lock.isLockedByOther} onClick={() => void open("new")}>
            <PlusIcon className="size-4" />
            Add guarantee
          </Button>
        ) : undefined
      }
    >
      <QueryView
        query={guarantees}
        loading={<LoadingBars bars={["h-6 w-full", "h-6 w-full"]} className="space-y-2 p-5" />}
        errorTitle="The guarantees could not be loaded"
        isEmpty={(data) => data.records.length === 0}
        empty={
          <EmptyState icon={<DocumentIcon className="size-5" />} title="No guarantees">
            A guarantee pays an agreed amount over a term, in full or in installments.
          </EmptyState>
        }
      >
        {(data) => (
          <ContractItemsTable caption="Guarantees" headings={headings}>
            {data.records.map((guarantee) => (
              <tr key={guarantee.id}>
                <td className="px-4 py-2">
                  <span className="font-mono text-xs">{guarantee.guaranteeNumber}</span>
                  {guarantee.description && (
                    <span className="block text-slate-500">{guarantee.description}</span>
                  )}
                </td>
                <td className="px-4 py-2">{`${guarantee.termCount} ${formatCatalogueName(guarantee.termUnit).toLowerCase()}`}</td>
                <td className="px-4 py-2 whitespace-nowrap">{`${formatDay(guarantee.startDate)} – ${formatDay(guarantee.endDate)}`}</td>
                <td className="px-4 py-2 tabular-nums">{formatCents(guarantee.amountCents)}</td>
                <td className="px-4 py-2 tabular-nums">{formatCents(guarantee.paidCents)}</td>
                <td className="px-4 py-2">{guarantee.paymentMode}</td>
                <td className="px-4 py-2">
                  <ul className="space-y-0.5 text-xs text-slate-600">
                    {guarantee.payments.map((payment) => (
                      <li key={payment.id}>
                        {`${payment.recordNumber} · ${formatDay(payment.dueDate)} · ${formatCents(payment.amountCents)}${payment.paidOn ? ` · paid ${formatDay(payment.paidOn)}` : ""}`}
                      </li>
                    ))}
                  </ul>
                </td>
                <ItemRowActions
                  canEdit={canEdit}
                  lockedByOther={lock.isLockedByOther}
                  onEdit={() => void open(guarantee)}
                  onDelete={() => setDeleting(guarantee)}
                />
              </tr>
            ))}
          </ContractItemsTable>
        )}
      </QueryView>
      {editing && (
        <GuaranteeDialog
          contractId={contract.id}
          guarantee={editing === "new" ? null : editing}
          onClose={close}
        />
      )}
      <ConfirmActionDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        action={actionOn(remove, deleting?.id ?? 0)}
        title={`Delete ${deleting?.guaranteeNumber ?? "guarantee"}?`}
        confirmLabel="Delete guarantee"
        busyLabel="Deleting…"
        successText={`${deleting?.guaranteeNumber ?? "The guarantee"} was deleted.`}
        failureText="The guarantee could not be deleted."
      >
        The guarantee and its payment records are deleted. A guarantee with a paid payment cannot be deleted.
      </ConfirmActionDialog>
    </TitledCard>
  );
}
