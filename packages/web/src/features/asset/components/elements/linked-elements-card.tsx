import type { z } from "zod";
import type { LinkedElementSchema } from "@rightsdesk/domain";
import { useState } from "react";
import { Link } from "react-router-dom";
import { toast } from "sonner";
import { paths } from "../../../../app/paths";
import { describeError } from "../../../../lib/describe-error";
import { Button } from "../../../../ui/button";
import { Card, CardHeader } from "../../../../ui/card";
import { cx } from "../../../../ui/cx";
import { ConfirmDialog, Modal } from "../../../../ui/dialog";
import { focusRing } from "../../../../ui/focus-ring";
import { PlusIcon } from "../../../../ui/icons";
import { LoadError } from "../../../../ui/load-error";
import { formatDay } from "../../../../ui/records/format-day";
import { formatCatalogueName } from "../../../../ui/records/record-labels";
import { useLockedEdit } from "../../../../ui/records/record-lock";
import type { PickedRecord } from "../../../../ui/records/reference-picker";
import { RightsStatusBadge } from "../../../../ui/records/rights-status-badge";
import { Skeleton } from "../../../../ui/skeleton";
import { useAssetElements, useLinkAssetElement, useUnlinkAssetElement } from "../../api/asset-elements";
import { useAssetPage } from "../detail/asset-page";
import { ElementPicker } from "./element-picker";

type LinkedElement = z.infer<typeof LinkedElementSchema>;
type Editing = { kind: "link" } | { kind: "unlink"; element: LinkedElement };

function LinkElementDialog({ assetId, onClose }: { assetId: number; onClose: () => void }) {
  const link = useLinkAssetElement(assetId);
  const [picked, setPicked] = useState<PickedRecord | null>(null);
  const [missing, setMissing] = useState(false);
  const onLink = async () => {
    if (!picked) {
      setMissing(true);
      return;
    }
    try {
      await link.mutateAsync(picked.id);
      toast.success(`${picked.name} was linked.`);
      onClose();
    } catch {
      // Shown in the dialog.
    }
  };
  return (
    <Modal
      open
      onClose={onClose}
      busy={link.isPending}
      title="Link element"
      description="Its licences join what can end this asset."
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={link.isPending}>
            Cancel
          </Button>
          <Button onClick={() => void onLink()} busy={link.isPending} busyLabel="Linking…">
            Link element
          </Button>
        </>
      }
    >
      <ElementPicker
        label="Element"
        value={picked}
        onChange={(next) => {
          setPicked(next);
          setMissing(false);
        }}
        error={
          missing
            ? "Choose the element to link."
            : link.error
              ? describeError(link.error, "The element could not be linked.")
              : undefined
        }
      />
    </Modal>
  );
}

/** The elements in the spot (music, footage, fonts...): each one's status and when it ends it. */
export function LinkedElementsCard() {
  const { asset, canEdit } = useAssetPage();
  const elements = useAssetElements(asset.id);
  const unlink = useUnlinkAssetElement(asset.id);
  const { begin, end, lock } = useLockedEdit("asset-elements");
  const [editing, setEditing] = useState<Editing | null>(null);
  const open = async (next: Editing) => {
    try {
      if (await begin()) setEditing(next);
    } catch {
      lock.check();
    }
  };
  const close = () => {
    unlink.reset();
    setEditing(null);
    end();
  };
  const confirmUnlink = async (element: LinkedElement) => {
    try {
      await unlink.mutateAsync(element.elementId);
      toast.success(`${element.title} was removed from the asset.`);
      close();
    } catch {
      // Shown in the dialog.
    }
  };
  const records = elements.data?.records ?? [];
  return (
    <Card aria-labelledby="asset-elements-title">
      <CardHeader
        titleId="asset-elements-title"
        title="Elements"
        description="Music, footage, images and other licensed material in this spot."
        action={
          canEdit ? (
            <Button
              variant="secondary"
              disabled={lock.isLockedByOther}
              onClick={() => void open({ kind: "link" })}
            >
              <PlusIcon className="size-4" />
              Link element
            </Button>
          ) : undefined
        }
      />
      {elements.isPending ? (
        <div role="status" aria-label="Loading the elements…" className="space-y-3 px-5 py-5 sm:px-6">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ) : elements.isError ? (
        <LoadError
          title="The elements could not be loaded"
          error={elements.error}
          retrying={elements.isFetching}
          onRetry={() => void elements.refetch()}
        />
      ) : records.length === 0 ? (
        <p className="px-5 py-6 text-sm text-slate-600 sm:px-6">
          No elements linked.{canEdit ? ' Use "Link element" to add one.' : ""}
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <caption className="sr-only">Elements of {asset.title}</caption>
            <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
              <tr>
                <th scope="col" className="px-5 py-2.5 sm:px-6">
                  Code
                </th>
                <th scope="col" className="px-3 py-2.5">
                  Title
                </th>
                <th scope="col" className="px-3 py-2.5">
                  Type
                </th>
                <th scope="col" className="px-3 py-2.5">
                  Status
                </th>
                <th scope="col" className="px-3 py-2.5">
                  Earliest expiration
                </th>
                {canEdit && (
                  <th scope="col" className="px-5 py-2.5 sm:px-6">
                    <span className="sr-only">Actions</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {records.map((element) => (
                <tr key={element.elementId}>
                  <td className="px-5 py-3 font-mono text-xs text-slate-600 sm:px-6">{element.code}</td>
                  <th scope="row" className="px-3 py-3 text-left font-medium">
                    <Link
                      to={paths.app.element.getHref(element.elementId)}
                      className={cx("rounded text-indigo-700 hover:underline", focusRing)}
                    >
                      {element.title}
                    </Link>
                  </th>
                  <td className="px-3 py-3 text-slate-700">{formatCatalogueName(element.elementType)}</td>
                  <td className="px-3 py-3">
                    <RightsStatusBadge status={element.status} />
                  </td>
                  <td className="px-3 py-3 text-slate-700">
                    {formatDay(element.earliestExpireDate, "No end")}
                    {element.earliestExpireLabel && (
                      <span className="block text-xs text-slate-500">{element.earliestExpireLabel}</span>
                    )}
                  </td>
                  {canEdit && (
                    <td className="px-5 py-3 text-right sm:px-6">
                      <Button
                        variant="ghost"
                        className="px-2 py-1 text-red-700! hover:bg-red-50"
                        disabled={lock.isLockedByOther}
                        aria-label={`Remove ${element.title}`}
                        onClick={() => void open({ kind: "unlink", element })}
                      >
                        Remove
                      </Button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing?.kind === "link" && <LinkElementDialog assetId={asset.id} onClose={close} />}
      {editing?.kind === "unlink" && (
        <ConfirmDialog
          open
          onClose={close}
          onConfirm={() => void confirmUnlink(editing.element)}
          title={`Remove ${editing.element.title} from this asset?`}
          confirmLabel="Remove element"
          busyLabel="Removing…"
          busy={unlink.isPending}
          error={unlink.error ? describeError(unlink.error, "The element could not be removed.") : null}
        >
          <p>The element itself stays; its licences no longer count for this asset.</p>
        </ConfirmDialog>
      )}
    </Card>
  );
}
