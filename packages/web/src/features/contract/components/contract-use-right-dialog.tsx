import { zodResolver } from "@hookform/resolvers/zod";
import {
  cycleLengthLabels,
  knownUsageTypes,
  mediaCatalogue,
  type AssetUseRightAddRequest,
  type ContractUseRightRecord,
  type LinkedContractAsset,
} from "@rightsdesk/domain";
import { useEffect, useId, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { api } from "../../../lib/api-client";
import { explainSaveProblem, type SaveProblem } from "../../../lib/save-problem";
import { serverFieldErrors } from "../../../lib/server-field-errors";
import { Button } from "../../../ui/button";
import { CheckboxGroupField } from "../../../ui/checkbox-group-field";
import { Modal } from "../../../ui/dialog";
import { SaveProblemAlert } from "../../../ui/save-problem-alert";
import { SelectField } from "../../../ui/select-field";
import { TextField } from "../../../ui/text-field";
import { TextareaField } from "../../../ui/textarea-field";
import {
  UseRightFormSchema,
  useRightFormFieldNames,
  useRightFormValues,
  type UseRightFormValues,
} from "../../asset/lib/use-right-form";
import { useSaveContractUseRight } from "../api/change-contract";

const usageTypes = knownUsageTypes();

/**
 * Fills the cycle end from the type, start and length by asking the domain's rule, as long as the
 * user has not typed an end of their own (as the asset rights tracker does).
 */
function useSuggestedCycleEnd(
  form: ReturnType<typeof useForm<UseRightFormValues, unknown, AssetUseRightAddRequest>>,
) {
  const { control, getValues, setValue } = form;
  const [useRightType, startCycleDate, cycleLength] = useWatch({
    control,
    name: ["useRightType", "startCycleDate", "cycleLength"],
  });
  const suggested = useRef<string | null>(null);
  useEffect(() => {
    const current = getValues("cycleExpireDate");
    const untouched = current === "" || current === suggested.current;
    const length = cycleLengthLabels.find((label) => label === cycleLength);
    if (!untouched || useRightType.trim() === "" || startCycleDate === "" || length === undefined) return;
    let stale = false;
    api
      .calculateUseRightExpiry({ body: { useRightType, startCycleDate, cycleLength: length } })
      .then((answer) => {
        if (stale || answer.expireDate === null || getValues("cycleExpireDate") !== current) return;
        suggested.current = answer.expireDate;
        setValue("cycleExpireDate", answer.expireDate, { shouldDirty: true, shouldValidate: true });
      })
      .catch(() => {
        // Only a suggestion: the user can still type the end date.
      });
    return () => {
      stale = true;
    };
  }, [useRightType, startCycleDate, cycleLength, getValues, setValue]);
}

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
  const [problem, setProblem] = useState<SaveProblem>(null);
  const [assetId, setAssetId] = useState(String(right?.assetId ?? assets[0]?.assetId ?? ""));
  const typesId = useId();
  const form = useForm<UseRightFormValues, unknown, AssetUseRightAddRequest>({
    resolver: zodResolver(UseRightFormSchema),
    defaultValues: useRightFormValues(right),
  });
  const {
    register,
    handleSubmit,
    control,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const mediaType = useWatch({ control, name: "mediaType" });
  const subTypes = useWatch({ control, name: "mediaSubTypes" });
  const subTypeOptions = mediaCatalogue.find((media) => media.name === mediaType)?.subtypes ?? [];
  useSuggestedCycleEnd(form);

  const onSubmit = handleSubmit(async ({ useRight }) => {
    setProblem(null);
    try {
      if (right)
        await save.mutateAsync({ kind: "update", useRightId: right.id, useRight, version: right.version });
      else await save.mutateAsync({ kind: "add", body: { assetId: Number(assetId), useRight } });
      toast.success(right ? "Right acquired saved." : "Right acquired added.");
      onClose();
    } catch (error) {
      const prefixed = useRightFormFieldNames.map((name) => `useRight.${name}` as const);
      const fieldErrors = serverFieldErrors(error, prefixed).map(({ field, message }) => ({
        field: field.replace(/^useRight\./, "") as (typeof useRightFormFieldNames)[number],
        message,
      }));
      for (const { field, message } of fieldErrors) setError(field, { type: "server", message });
      setProblem(explainSaveProblem(error, fieldErrors.length, "The right acquired could not be saved."));
    }
  });
  const saving = isSubmitting || save.isPending;
  return (
    <Modal
      open
      onClose={onClose}
      busy={saving}
      size="md"
      title={right ? "Edit right acquired" : "Add right acquired"}
      description="A use right of a linked asset, held by the contract's talent; the asset's rights tracker and earliest expiration follow."
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form="contract-use-right-form" busy={saving} busyLabel="Saving…">
            Save right
          </Button>
        </>
      }
    >
      <form
        id="contract-use-right-form"
        onSubmit={onSubmit}
        noValidate
        aria-label={right ? "Edit right acquired" : "Add right acquired"}
      >
        {problem && (
          <div className="mb-4">
            <SaveProblemAlert problem={problem} onReload={onClose} reloading={false} />
          </div>
        )}
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
          <TextField
            label="Use right type"
            list={typesId}
            autoComplete="off"
            placeholder="WILDSPOT, CABLE, SESSION…"
            error={errors.useRightType?.message}
            {...register("useRightType")}
          />
          <datalist id={typesId}>
            {usageTypes.map((type) => (
              <option key={type} value={type} />
            ))}
          </datalist>
          <SelectField
            label="Media type (optional)"
            error={errors.mediaType?.message}
            {...register("mediaType", { onChange: () => setValue("mediaSubTypes", []) })}
          >
            <option value="">None</option>
            {mediaCatalogue.map((media) => (
              <option key={media.id} value={media.name}>
                {media.name}
              </option>
            ))}
          </SelectField>
          {subTypeOptions.length > 0 && (
            <CheckboxGroupField
              className="sm:col-span-2"
              label="Media sub types (optional)"
              options={subTypeOptions.map((subtype) => ({ value: subtype.name, label: subtype.name }))}
              value={subTypes}
              onChange={(next) => setValue("mediaSubTypes", [...next], { shouldDirty: true })}
              error={errors.mediaSubTypes?.message}
            />
          )}
          <SelectField label="Cycle length" error={errors.cycleLength?.message} {...register("cycleLength")}>
            <option value="">None</option>
            {cycleLengthLabels.map((label) => (
              <option key={label} value={label}>
                {label}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Cycle start"
            type="date"
            error={errors.startCycleDate?.message}
            {...register("startCycleDate")}
          />
          <TextField
            label="Cycle end"
            type="date"
            error={errors.cycleExpireDate?.message}
            {...register("cycleExpireDate")}
          />
          <TextareaField
            label="Note"
            className="sm:col-span-2"
            rows={2}
            error={errors.note?.message}
            {...register("note")}
          />
        </div>
      </form>
    </Modal>
  );
}
