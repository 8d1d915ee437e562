import type { LinkedContractAsset, RightsStatus } from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router-dom";
import { toast } from "sonner";
import { paths } from "../../../routing/paths";
import { describeError } from "../../../lib/describe-error";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { actionOn, ConfirmActionDialog } from "../../../ui/confirm-action-dialog";
import { EmptyState } from "../../../ui/empty-state";
import { DocumentIcon } from "../../../ui/icons";
import { formatDay } from "../../../ui/records/format-day";
import type { PickedRecord } from "../../../ui/records/reference-picker";
import { useLockedEdit } from "../../../ui/records/record-lock";
import { RightsStatusBadge } from "../../../ui/records/rights-status-badge";
import { useLinkContractAsset, useUnlinkContractAsset } from "../api/change-contract";
import { linkedAssetsQueryOptions } from "../api/contract-queries";
import { AssetPicker } from "../../../ui/records/asset-picker";
import { readRecordId } from "../../../lib/read-record-id";
import { useRecordPage } from "../../../ui/records/record-page";
import { contractKind } from "../api/contract-kind";
import { LoadingBars, QueryView } from "../../../ui/query-view";
import { ContractItemsTable } from "../components/contract-items";
import { TitledCard } from "../../../ui/titled-card";

export function loader(queryClient: QueryClient) {
  return async ({ params }: { params: { contractId?: string } }) => {
    const id = readRecordId(params.contractId);
    if (id !== null) await queryClient.prefetchQuery(linkedAssetsQueryOptions(id));
    return null;
  };
}

const link = "font-medium text-indigo-700 hover:underline";

/** The linked-assets tab: the spots the contract is for; linking one puts the talent on its cast. */
export function Component() {
  const { record: contract, canEdit } = useRecordPage(contractKind);
  const assets = useQuery(linkedAssetsQueryOptions(contract.id));
  const linkAsset = useLinkContractAsset(contract.id);
  const unlink = useUnlinkContractAsset(contract.id);
  const { begin, end, lock } = useLockedEdit("contract-linked-assets");
  const [picked, setPicked] = useState<PickedRecord | null>(null);
  const [linkError, setLinkError] = useState<string | null>(null);
  const [unlinking, setUnlinking] = useState<LinkedContractAsset | null>(null);

  const runLink = async () => {
    if (!picked) return;
    setLinkError(null);
    try {
      if (!(await begin())) return;
      await linkAsset.mutateAsync({ assetId: picked.id });
      toast.success(`${picked.name} was linked.`);
      setPicked(null);
    } catch (error) {
      lock.check();
      setLinkError(describeError(error, "The asset could not be linked."));
    } finally {
      end();
    }
  };
  return (
    <TitledCard
      titleId="linked-assets-title"
      title="Linked assets"
      description="The spots this contract is for. Linking one puts the talent on its cast, so rights acquired can be added for it."
    >
      {canEdit && (
        <div className="flex flex-wrap items-end gap-3 border-b border-slate-100 px-5 py-4 sm:px-6">
          <AssetPicker
            label="Asset (Ad-ID or title)"
            value={picked}
            onChange={setPicked}
            className="min-w-72 flex-1"
          />
          <Button
            disabled={!picked || lock.isLockedByOther}
            busy={linkAsset.isPending}
            busyLabel="Linking…"
            onClick={() => void runLink()}
          >
            Link asset
          </Button>
          {linkError && (
            <div className="w-full">
              <Alert title="Not linked">{linkError}</Alert>
            </div>
          )}
        </div>
      )}
      <QueryView
        query={assets}
        loading={<LoadingBars bars={["h-6 w-full"]} className="space-y-2 p-5" />}
        errorTitle="The linked assets could not be loaded"
        isEmpty={(data) => data.records.length === 0}
        empty={
          <EmptyState icon={<DocumentIcon className="size-5" />} title="No linked assets">
            Link the commercial the contract is for; its rights acquired are added on the Rights acquired tab.
          </EmptyState>
        }
      >
        {(data) => (
          <ContractItemsTable
            caption="Linked assets"
            headings={["Ad-ID", "Title", "Status", "Earliest expiry", ""]}
          >
            {data.records.map((asset) => (
              <tr key={asset.assetId}>
                <td className="px-4 py-2 font-mono text-xs">{asset.adId}</td>
                <td className="px-4 py-2">
                  <Link to={paths.app.asset.getHref(asset.assetId)} className={link}>
                    {asset.title}
                  </Link>
                </td>
                <td className="px-4 py-2">
                  <RightsStatusBadge status={asset.status as RightsStatus} />
                </td>
                <td className="px-4 py-2 whitespace-nowrap">
                  {formatDay(asset.earliestExpireDate, "No end")}
                </td>
                <td className="px-4 py-2 text-right">
                  {canEdit && (
                    <Button variant="ghost" onClick={() => setUnlinking(asset)}>
                      Unlink
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </ContractItemsTable>
        )}
      </QueryView>
      <ConfirmActionDialog
        open={unlinking !== null}
        onClose={() => setUnlinking(null)}
        action={actionOn(unlink, unlinking?.assetId ?? 0)}
        title={`Unlink ${unlinking?.adId ?? "asset"}?`}
        confirmLabel="Unlink asset"
        busyLabel="Unlinking…"
        successText={`${unlinking?.adId ?? "The asset"} was unlinked.`}
        failureText="The asset could not be unlinked."
      >
        The asset is no longer linked to this contract. An asset the contract holds rights acquired on cannot
        be unlinked.
      </ConfirmActionDialog>
    </TitledCard>
  );
}
