import type { GuaranteeRecord } from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { describeError } from "../../../lib/describe-error";
import { Button } from "../../../ui/button";
import { Card, CardHeader } from "../../../ui/card";
import { ConfirmDialog } from "../../../ui/dialog";
import { EmptyState } from "../../../ui/empty-state";
import { DocumentIcon, PlusIcon } from "../../../ui/icons";
import { LoadError } from "../../../ui/load-error";
import { formatCents, formatDay } from "../../../ui/records/format-day";
import { formatCatalogueName } from "../../../ui/records/record-labels";
import { useLockedEdit } from "../../../ui/records/record-lock";
import { Skeleton } from "../../../ui/skeleton";
import { useDeleteGuarantee } from "../api/change-contract";
import { guaranteesQueryOptions } from "../api/contract-queries";
import { useContractPage } from "../components/contract-page";
import { GuaranteeDialog } from "../components/guarantee-dialog";
import { readContractId } from "../lib/read-contract-id";

export function loader(queryClient: QueryClient) {
  return async ({ params }: { params: { contractId?: string } }) => {
    const id = readContractId(params.contractId);
    if (id !== null) await queryClient.prefetchQuery(guaranteesQueryOptions(id));
    return null;
  };
}

/** The guarantee-payment tab: the contract's guarantees (GTY…) with their payments. */
export function Component() {
  const { contract, canEdit } = useContractPage();
  const guarantees = useQuery(guaranteesQueryOptions(contract.id));
  const remove = useDeleteGuarantee(contract.id);
  const { begin, end, lock } = useLockedEdit("contract-guarantees");
  const [editing, setEditing] = useState<GuaranteeRecord | "new" | null>(null);
  const [deleting, setDeleting] = useState<GuaranteeRecord | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const open = async (next: GuaranteeRecord | "new") => {
    try {
      if (await begin()) setEditing(next);
    } catch {
      lock.check();
    }
  };
  const close = () => {
    setEditing(null);
    end();
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteError(null);
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(`${deleting.guaranteeNumber} was deleted.`);
      setDeleting(null);
    } catch (error) {
      setDeleteError(describeError(error, "The guarantee could not be deleted."));
    }
  };
  const add = canEdit ? (
    <Button variant="secondary" disabled={lock.isLockedByOther} onClick={() => void open("new")}>
      <PlusIcon className="size-4" />
      Add guarantee
    </Button>
  ) : undefined;
  return (
    <Card aria-labelledby="guarantees-title">
      <CardHeader
        titleId="guarantees-title"
        title="Guarantees"
        description="Guaranteed amounts over a term, with their payment records."
        action={add}
      />
      {guarantees.isPending ? (
        <div className="space-y-2 p-5">
          <Skeleton className="h-6 w-full" />
          <Skeleton className="h-6 w-full" />
        </div>
      ) : guarantees.isError ? (
        <LoadError
          title="The guarantees could not be loaded"
          error={guarantees.error}
          retrying={guarantees.isFetching}
          onRetry={() => void guarantees.refetch()}
        />
      ) : guarantees.data.records.length === 0 ? (
        <EmptyState icon={<DocumentIcon className="size-5" />} title="No guarantees">
          A guarantee pays an agreed amount over a term, in full or in installments.
        </EmptyState>
      ) : (
        <div className="overflow-x-auto">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <caption className="sr-only">Guarantees</caption>
            <thead className="bg-slate-50 text-left text-slate-600">
              <tr>
                {["Number", "Term", "Dates", "Amount", "Paid", "Mode", "Payments", ""].map((label, index) => (
                  <th key={index} scope="col" className="px-4 py-2 font-medium">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {guarantees.data.records.map((guarantee) => (
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
                  <td className="px-4 py-2 text-right whitespace-nowrap">
                    {canEdit && (
                      <>
                        <Button
                          variant="ghost"
                          disabled={lock.isLockedByOther}
                          onClick={() => void open(guarantee)}
                        >
                          Edit
                        </Button>
                        <Button variant="ghost" onClick={() => setDeleting(guarantee)}>
                          Delete
                        </Button>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing && (
        <GuaranteeDialog
          contractId={contract.id}
          guarantee={editing === "new" ? null : editing}
          onClose={close}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => {
          setDeleting(null);
          setDeleteError(null);
        }}
        onConfirm={() => void confirmDelete()}
        title={`Delete ${deleting?.guaranteeNumber ?? "guarantee"}?`}
        confirmLabel="Delete guarantee"
        busyLabel="Deleting…"
        busy={remove.isPending}
        error={deleteError}
      >
        The guarantee and its payment records are deleted. A guarantee with a paid payment cannot be deleted.
      </ConfirmDialog>
    </Card>
  );
}
