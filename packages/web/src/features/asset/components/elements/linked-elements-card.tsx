import type { z } from "zod";
import { codeLabel, type LinkedElementSchema } from "@rightsdesk/domain";
import { useState } from "react";
import { toast } from "sonner";
import { paths } from "../../../../routing/paths";
import { describeError } from "../../../../lib/describe-error";
import { Button } from "../../../../ui/button";
import { cx } from "../../../../ui/cx";
import { ConfirmDialog, Modal } from "../../../../ui/dialog";
import { focusRing } from "../../../../ui/focus-ring";
import { formatDay } from "../../../../ui/records/format-day";
import {
  RecordListCard,
  RecordRowAction,
  RecordTable,
  useLockedItemEdit,
} from "../../../../ui/records/record-list-card";
import type { PickedRecord } from "../../../../ui/records/reference-picker";
import { RightsStatusBadge } from "../../../../ui/records/rights-status-badge";
import { useAssetElements, useLinkAssetElement, useUnlinkAssetElement } from "../../api/asset-elements";
import { useModuleRights } from "../../../../ui/records/record-queries";
import { CreateElementDialog } from "../pickers/create-element-dialog";
import { ElementPicker } from "./element-picker";
import { useRecordPage } from "../../../../ui/records/record-page";
import { assetKind } from "../../api/asset-kind";
import { ModuleLink } from "../../../../ui/module-link";

type LinkedElement = z.infer<typeof LinkedElementSchema>;
type Editing = { kind: "link" } | { kind: "unlink"; element: LinkedElement };

function LinkElementDialog({ assetId, onClose }: { assetId: number; onClose: () => void }) {
  const link = useLinkAssetElement(assetId);
  const canCreate = useModuleRights("Element").canWrite;
  const [picked, setPicked] = useState<PickedRecord | null>(null);
  const [missing, setMissing] = useState(false);
  const [creating, setCreating] = useState<string | null>(null);
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
      description={
        canCreate
          ? "Its licences join what can end this asset. An element not yet recorded can be created here."
          : "Its licences join what can end this asset."
      }
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
        onCreate={canCreate ? setCreating : null}
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
      {creating !== null && (
        <CreateElementDialog
          typedName={creating}
          onClose={() => setCreating(null)}
          onCreated={(element) => {
            setPicked(element);
            setMissing(false);
            setCreating(null);
          }}
        />
      )}
    </Modal>
  );
}

const elementColumns = ["Code", "Title", "Type", "Status", "Earliest expiration"].map((label) => ({ label }));

/** The elements in the spot (music, footage, fonts...): each one's status and when it ends it. */
export function LinkedElementsCard() {
  const { record: asset, canEdit } = useRecordPage(assetKind);
  const elements = useAssetElements(asset.id);
  const unlink = useUnlinkAssetElement(asset.id);
  const { editing, open, close, lock } = useLockedItemEdit<Editing>("asset-elements", unlink.reset);
  const confirmUnlink = async (element: LinkedElement) => {
    try {
      await unlink.mutateAsync(element.elementId);
      toast.success(`${element.title} was removed from the asset.`);
      close();
    } catch {
      // Shown in the dialog.
    }
  };
  const disabled = lock.isLockedByOther;
  return (
    <RecordListCard
      titleId="asset-elements-title"
      title="Elements"
      description="Music, footage, images and other licensed material in this spot."
      itemsNoun="elements"
      items={elements}
      addLabel="Link element"
      onAdd={canEdit ? () => void open({ kind: "link" }) : undefined}
      disabled={disabled}
      emptyText={<>No elements linked.{canEdit ? ' Use "Link element" to add one.' : ""}</>}
      dialogs={
        <>
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
        </>
      }
    >
      {(records) => (
        <RecordTable caption={`Elements of ${asset.title}`} columns={elementColumns} hasActions={canEdit}>
          {records.map((element) => (
            <tr key={element.elementId}>
              <td className="px-5 py-3 font-mono text-xs text-slate-600 sm:px-6">{element.code}</td>
              <th scope="row" className="px-3 py-3 text-left font-medium">
                <ModuleLink
                  to={paths.app.element.getHref(element.elementId)}
                  className={cx("rounded text-indigo-700 hover:underline", focusRing)}
                >
                  {element.title}
                </ModuleLink>
              </th>
              <td className="px-3 py-3 text-slate-700">{codeLabel(element.elementType)}</td>
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
                  <RecordRowAction
                    label="Remove"
                    ariaLabel={`Remove ${element.title}`}
                    danger
                    disabled={disabled}
                    onClick={() => void open({ kind: "unlink", element })}
                  />
                </td>
              )}
            </tr>
          ))}
        </RecordTable>
      )}
    </RecordListCard>
  );
}
