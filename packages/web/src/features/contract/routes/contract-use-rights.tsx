import type { ContractUseRightRecord } from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router-dom";
import { paths } from "../../../routing/paths";
import { Button, buttonClassName } from "../../../ui/button";
import { TitledCard } from "../../../ui/titled-card";
import { actionOn, ConfirmActionDialog } from "../../../ui/confirm-action-dialog";
import { EmptyState } from "../../../ui/empty-state";
import { DocumentIcon, PlusIcon } from "../../../ui/icons";
import { formatDay } from "../../../ui/records/format-day";
import { useLockedItemEdit } from "../../../ui/records/record-list-card";
import { useDeleteContractUseRight } from "../api/change-contract";
import { contractUseRightsQueryOptions, linkedAssetsQueryOptions } from "../api/contract-queries";
import { ContractItemsTable, ItemRowActions } from "../components/contract-items";
import { ContractUseRightDialog } from "../components/contract-use-right-dialog";
import { readRecordId } from "../../../lib/read-record-id";
import { useRecordPage } from "../../../ui/records/record-page";
import { contractKind } from "../api/contract-kind";
import { LoadingBars, QueryView } from "../../../ui/query-view";

export function loader(queryClient: QueryClient) {
  return async ({ params }: { params: { contractId?: string } }) => {
    const id = readRecordId(params.contractId);
    if (id !== null)
      await Promise.all([
        queryClient.prefetchQuery(contractUseRightsQueryOptions(id)),
        queryClient.prefetchQuery(linkedAssetsQueryOptions(id)),
      ]);
    return null;
  };
}

const link = "font-medium text-indigo-700 hover:underline";
const headings = ["Asset", "Type", "Media", "Cycle start", "Cycle end", "Length", "Note", ""];

/** The useRights tab: the rights the contract acquires, as use rights of its linked assets. */
export function Component() {
  const { record: contract, canEdit } = useRecordPage(contractKind);
  const rights = useQuery(contractUseRightsQueryOptions(contract.id));
  const assets = useQuery(linkedAssetsQueryOptions(contract.id));
  const remove = useDeleteContractUseRight(contract.id);
  const { editing, open, close, lock } = useLockedItemEdit<ContractUseRightRecord | "new">(
    "contract-use-rights",
  );
  const [deleting, setDeleting] = useState<ContractUseRightRecord | null>(null);
  const linked = assets.data?.records ?? [];
  const linkFirst = assets.isSuccess && linked.length === 0;
  return (
    <TitledCard
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
    >
      <QueryView
        query={rights}
        loading={<LoadingBars bars={["h-6 w-full"]} className="space-y-2 p-5" />}
        errorTitle="The rights acquired could not be loaded"
        isEmpty={(data) => data.records.length === 0}
        empty={
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
        }
      >
        {(data) => (
          <ContractItemsTable caption="Rights acquired" headings={headings}>
            {data.records.map((right) => (
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
                <ItemRowActions
                  canEdit={canEdit}
                  lockedByOther={lock.isLockedByOther}
                  onEdit={() => void open(right)}
                  onDelete={() => setDeleting(right)}
                />
              </tr>
            ))}
          </ContractItemsTable>
        )}
      </QueryView>
      {editing && (
        <ContractUseRightDialog
          contractId={contract.id}
          right={editing === "new" ? null : editing}
          assets={linked}
          onClose={close}
        />
      )}
      <ConfirmActionDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        action={actionOn(remove, deleting?.id ?? 0)}
        title="Delete this right acquired?"
        confirmLabel="Delete right"
        busyLabel="Deleting…"
        successText="Right acquired deleted."
        failureText="The right acquired could not be deleted."
      >
        The use right is removed from this contract and from its asset's rights tracker.
      </ConfirmActionDialog>
    </TitledCard>
  );
}
