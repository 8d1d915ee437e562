import type { ContractUseRightRecord, LinkedContractAsset } from "@rightsdesk/domain";
import { useState } from "react";
import { toast } from "sonner";
import { SelectField } from "../../../ui/select-field";
import {
  CycleDatesAndNoteFields,
  CycleLengthField,
  MediaSubTypesField,
  MediaTypeField,
  UseRightTypeField,
  useUseRightEditor,
} from "../../asset";
import { FormDialog } from "../../../ui/form-dialog";
import { useSaveContractUseRight } from "../api/change-contract";

/**
 * Adds or changes a right acquired: one of the contract's linked assets, then the same use-right
 * fields and cycle-end fill as the asset's rights tracker. It is held by the contract's talent on
 * that asset's cast, so the asset's tracker counts it.
 */
export function ContractUseRightDialog({
  contractId,
  right,
  assets,
  onClose,
}: {
  contractId: number;
  right: ContractUseRightRecord | null;
  assets: readonly LinkedContractAsset[];
  onClose: () => void;
}) {
  const save = useSaveContractUseRight(contractId);
  const [assetId, setAssetId] = useState(String(right?.assetId ?? assets[0]?.assetId ?? ""));
  const { form, problem, onSubmit } = useUseRightEditor({
    right,
    failure: "The right acquired could not be saved.",
    save: async ({ useRight }) => {
      if (right)
        await save.mutateAsync({ kind: "update", useRightId: right.id, useRight, version: right.version });
      else await save.mutateAsync({ kind: "add", body: { assetId: Number(assetId), useRight } });
      toast.success(right ? "Right acquired saved." : "Right acquired added.");
      onClose();
    },
  });

  return (
    <FormDialog
      title={right ? "Edit right acquired" : "Add right acquired"}
      description="A use right of a linked asset, held by the contract's talent; the asset's rights tracker and earliest expiration follow."
      formId="contract-use-right-form"
      submitLabel="Save right"
      saving={form.formState.isSubmitting || save.isPending}
      problem={problem}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Asset"
          className="sm:col-span-2"
          disabled={right !== null}
          value={assetId}
          onChange={(event) => setAssetId(event.target.value)}
        >
          {assets.map((asset) => (
            <option key={asset.assetId} value={String(asset.assetId)}>
              {`${asset.adId} · ${asset.title}`}
            </option>
          ))}
        </SelectField>
        <UseRightTypeField form={form} />
        <MediaTypeField form={form} />
        <MediaSubTypesField form={form} />
        <CycleLengthField form={form} />
        <CycleDatesAndNoteFields form={form} />
      </div>
    </FormDialog>
  );
}
