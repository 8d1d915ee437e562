import type { ContractUseRightRecord } from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router-dom";
import { toast } from "sonner";
import { paths } from "../../../app/paths";
import { describeError } from "../../../lib/describe-error";
import { Button, buttonClassName } from "../../../ui/button";
import { Card, CardHeader } from "../../../ui/card";
import { ConfirmDialog } from "../../../ui/dialog";
import { EmptyState } from "../../../ui/empty-state";
import { DocumentIcon, PlusIcon } from "../../../ui/icons";
import { LoadError } from "../../../ui/load-error";
import { formatDay } from "../../../ui/records/format-day";
import { useLockedEdit } from "../../../ui/records/record-lock";
import { Skeleton } from "../../../ui/skeleton";
import { useDeleteContractUseRight } from "../api/change-contract";
import { contractUseRightsQueryOptions, linkedAssetsQueryOptions } from "../api/contract-queries";
import { useContractPage } from "../components/contract-page";
import { ContractUseRightDialog } from "../components/contract-use-right-dialog";
import { readContractId } from "../lib/read-contract-id";

export function loader(queryClient: QueryClient) {
  return async ({ params }: { params: { contractId?: string } }) => {
    const id = readContractId(params.contractId);
    if (id !== null)
      await Promise.all([
        queryClient.prefetchQuery(contractUseRightsQueryOptions(id)),
        queryClient.prefetchQuery(linkedAssetsQueryOptions(id)),
      ]);
    return null;
  };
}

const link = "font-medium text-indigo-700 hover:underline";

/** The useRights tab: the rights the contract acquires, as use rights of its linked assets. */
export function Component() {
  const { contract, canEdit } = useContractPage();
  const rights = useQuery(contractUseRightsQueryOptions(contract.id));
  const assets = useQuery(linkedAssetsQueryOptions(contract.id));
  const remove = useDeleteContractUseRight(contract.id);
  const { begin, end, lock } = useLockedEdit("contract-use-rights");
  const [editing, setEditing] = useState<ContractUseRightRecord | "new" | null>(null);
  const [deleting, setDeleting] = useState<ContractUseRightRecord | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const linked = assets.data?.records ?? [];
  const open = async (next: ContractUseRightRecord | "new") => {
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
      toast.success("Right acquired deleted.");
      setDeleting(null);
    } catch (error) {
      setDeleteError(describeError(error, "The right acquired could not be deleted."));
    }
  };
  const linkFirst = assets.isSuccess && linked.length === 0;
  return (
    <Card aria-labelledby="use-rights-title">
      <CardHeader
        titleId="use-rights-title"
        title="Rights acquired"
        description="Use rights of the linked assets held by this contract's talent; each shows in its asset's rights tracker."
        action={
          canEdit && !linkFirst ? (
            <Button
              variant="secondary"
              disabled={lock.isLockedByOther || !assets.isSuccess}
              onClick={() => void open("new")}
            >
              <PlusIcon className="size-4" />
              Add right acquired
            </Button>
          ) : undefined
        }
      />
      {rights.isPending ? (
        <div className="space-y-2 p-5">
          <Skeleton className="h-6 w-full" />
        </div>
      ) : rights.isError ? (
        <LoadError
          title="The rights acquired could not be loaded"
          error={rights.error}
          retrying={rights.isFetching}
          onRetry={() => void rights.refetch()}
        />
      ) : rights.data.records.length === 0 ? (
        linkFirst ? (
          <EmptyState
            icon={<DocumentIcon className="size-5" />}
            title="Link an asset first"
            action={
              <Link
                to={paths.app.contract.getHref(contract.id, "linked-assets")}
                className={buttonClassName("secondary")}
              >
                Go to Linked assets
              </Link>
            }
          >
            Rights acquired are use rights of the contract's linked assets: link the commercial first.
          </EmptyState>
        ) : (
          <EmptyState icon={<DocumentIcon className="size-5" />} title="No rights acquired">
            Add the use rights this contract buys on its linked assets.
          </EmptyState>
        )
      ) : (
        <div className="overflow-x-auto">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <caption className="sr-only">Rights acquired</caption>
            <thead className="bg-slate-50 text-left text-slate-600">
              <tr>
                {["Asset", "Type", "Media", "Cycle start", "Cycle end", "Length", "Note", ""].map(
                  (label, index) => (
                    <th key={index} scope="col" className="px-4 py-2 font-medium">
                      {label}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rights.data.records.map((right) => (
                <tr key={right.id}>
                  <td className="px-4 py-2">
                    <Link to={paths.app.asset.getHref(right.assetId, "rights-tracker")} className={link}>
                      {right.adId}
                    </Link>
                    <span className="block text-slate-500">{right.assetTitle}</span>
                  </td>
                  <td className="px-4 py-2">{right.useRightType}</td>
                  <td className="px-4 py-2">
                    {right.mediaType ?? "—"}
                    {right.mediaSubTypes.length > 0 && (
                      <span className="block text-xs text-slate-500">{right.mediaSubTypes.join(", ")}</span>
                    )}
                  </td>
                  <td className="px-4 py-2 whitespace-nowrap">{formatDay(right.startCycleDate)}</td>
                  <td className="px-4 py-2 whitespace-nowrap">{formatDay(right.cycleExpireDate)}</td>
                  <td className="px-4 py-2">{right.cycleLength ?? "—"}</td>
                  <td className="px-4 py-2">{right.note || "—"}</td>
                  <td className="px-4 py-2 text-right whitespace-nowrap">
                    {canEdit && (
                      <>
                        <Button
                          variant="ghost"
                          disabled={lock.isLockedByOther}
                          onClick={() => void open(right)}
                        >
                          Edit
                        </Button>
                        <Button variant="ghost" onClick={() => setDeleting(right)}>
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
        <ContractUseRightDialog
          contractId={contract.id}
          right={editing === "new" ? null : editing}
          assets={linked}
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
        title="Delete this right acquired?"
        confirmLabel="Delete right"
        busyLabel="Deleting…"
        busy={remove.isPending}
        error={deleteError}
      >
        The use right is removed from this contract and from its asset's rights tracker.
      </ConfirmDialog>
    </Card>
  );
}
