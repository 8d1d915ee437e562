import type { AssetUseRightRecord } from "@rightsdesk/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { describeError } from "../../../../lib/describe-error";
import { Button } from "../../../../ui/button";
import { Card, CardHeader } from "../../../../ui/card";
import { ConfirmDialog } from "../../../../ui/dialog";
import { PlusIcon } from "../../../../ui/icons";
import { LoadError } from "../../../../ui/load-error";
import { formatDay } from "../../../../ui/records/format-day";
import { useLockedEdit } from "../../../../ui/records/record-lock";
import { Skeleton } from "../../../../ui/skeleton";
import { assetSectionItemsQueryOptions } from "../../api/asset-section-calls";
import { useAssetUseRights, useDeleteAssetUseRight } from "../../api/asset-use-rights";
import { useAssetPage } from "../detail/asset-page";
import { UseRightDialog, type CastOption } from "./use-right-dialog";

type Editing =
  | { kind: "add" }
  | { kind: "edit"; right: AssetUseRightRecord }
  | { kind: "delete"; right: AssetUseRightRecord };

/** The asset's Cast items as choices for a right's holder. */
function useCastOptions(assetId: number): CastOption[] {
  const cast = useQuery(assetSectionItemsQueryOptions(assetId, "Cast"));
  return (cast.data?.records ?? []).map((item) => ({
    id: item.id,
    name: item.labels.personId ?? `Cast member #${item.id}`,
  }));
}

const media = (right: AssetUseRightRecord) =>
  right.mediaType
    ? `${right.mediaType}${right.mediaSubTypes.length > 0 ? ` (${right.mediaSubTypes.join(", ")})` : ""}`
    : "—";

/**
 * The asset's use rights (its own and its cast members'): a table with Add, Edit and Delete,
 * each under the asset's edit lock.
 */
export function UseRightsCard() {
  const { asset, canEdit } = useAssetPage();
  const rights = useAssetUseRights(asset.id);
  const cast = useCastOptions(asset.id);
  const remove = useDeleteAssetUseRight(asset.id);
  const { begin, end, lock } = useLockedEdit("asset-use-rights");
  const [editing, setEditing] = useState<Editing | null>(null);

  const open = async (next: Editing) => {
    try {
      if (await begin()) setEditing(next);
    } catch {
      lock.check();
    }
  };
  const close = () => {
    remove.reset();
    setEditing(null);
    end();
  };
  const confirmDelete = async (right: AssetUseRightRecord) => {
    try {
      await remove.mutateAsync(right.id);
      toast.success("Use right deleted.");
      close();
    } catch {
      // Shown in the dialog.
    }
  };
  const records = rights.data?.records ?? [];
  const disabled = lock.isLockedByOther;

  return (
    <Card aria-labelledby="use-rights-title">
      <CardHeader
        titleId="use-rights-title"
        title="Use rights"
        description="What the spot may air in, for how long: the asset's own rights and its performers'."
        action={
          canEdit ? (
            <Button variant="secondary" disabled={disabled} onClick={() => void open({ kind: "add" })}>
              <PlusIcon className="size-4" />
              Add use right
            </Button>
          ) : undefined
        }
      />
      {rights.isPending ? (
        <div role="status" aria-label="Loading the use rights…" className="space-y-3 px-5 py-5 sm:px-6">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ) : rights.isError ? (
        <LoadError
          title="The use rights could not be loaded"
          error={rights.error}
          retrying={rights.isFetching}
          onRetry={() => void rights.refetch()}
        />
      ) : records.length === 0 ? (
        <p className="px-5 py-6 text-sm text-slate-600 sm:px-6">
          No use rights yet.{canEdit ? ' Use "Add use right" to record one.' : ""}
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <caption className="sr-only">Use rights of {asset.title}</caption>
            <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
              <tr>
                <th scope="col" className="px-5 py-2.5 sm:px-6">
                  Type
                </th>
                <th scope="col" className="px-3 py-2.5">
                  Holder
                </th>
                <th scope="col" className="px-3 py-2.5">
                  Media
                </th>
                <th scope="col" className="px-3 py-2.5">
                  Cycle
                </th>
                <th scope="col" className="px-3 py-2.5">
                  Length
                </th>
                <th scope="col" className="px-3 py-2.5">
                  Note
                </th>
                {canEdit && (
                  <th scope="col" className="px-5 py-2.5 text-right sm:px-6">
                    <span className="sr-only">Actions</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {records.map((right) => (
                <tr key={right.id}>
                  <th scope="row" className="px-5 py-3 text-left font-medium text-slate-900 sm:px-6">
                    {right.useRightType}
                  </th>
                  <td className="px-3 py-3 text-slate-700">{right.holderName ?? "Asset"}</td>
                  <td className="px-3 py-3 text-slate-700">{media(right)}</td>
                  <td className="px-3 py-3 whitespace-nowrap text-slate-700">
                    {formatDay(right.startCycleDate)} – {formatDay(right.cycleExpireDate)}
                  </td>
                  <td className="px-3 py-3 text-slate-700">{right.cycleLength ?? "—"}</td>
                  <td className="max-w-64 px-3 py-3 text-slate-600">{right.note || "—"}</td>
                  {canEdit && (
                    <td className="px-5 py-3 text-right whitespace-nowrap sm:px-6">
                      <Button
                        variant="ghost"
                        className="px-2 py-1"
                        disabled={disabled}
                        aria-label={`Edit use right ${right.useRightType}${right.holderName ? ` of ${right.holderName}` : ""}`}
                        onClick={() => void open({ kind: "edit", right })}
                      >
                        Edit
                      </Button>
                      <Button
                        variant="ghost"
                        className="px-2 py-1 text-red-700! hover:bg-red-50"
                        disabled={disabled}
                        aria-label={`Delete use right ${right.useRightType}${right.holderName ? ` of ${right.holderName}` : ""}`}
                        onClick={() => void open({ kind: "delete", right })}
                      >
                        Delete
                      </Button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing && editing.kind !== "delete" && (
        <UseRightDialog
          assetId={asset.id}
          right={editing.kind === "edit" ? editing.right : null}
          cast={cast}
          onClose={close}
        />
      )}
      {editing?.kind === "delete" && (
        <ConfirmDialog
          open
          onClose={close}
          onConfirm={() => void confirmDelete(editing.right)}
          title={`Delete the ${editing.right.useRightType} use right?`}
          confirmLabel="Delete use right"
          busyLabel="Deleting…"
          busy={remove.isPending}
          error={remove.error ? describeError(remove.error, "The use right could not be deleted.") : null}
        >
          <p>
            The right stops covering the asset, and its earliest expiration is worked out again without it.
          </p>
        </ConfirmDialog>
      )}
    </Card>
  );
}
