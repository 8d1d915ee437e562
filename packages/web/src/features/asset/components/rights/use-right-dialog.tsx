import { zodResolver } from "@hookform/resolvers/zod";
import {
  cycleLengthLabels,
  knownUsageTypes,
  mediaCatalogue,
  type AssetUseRightAddRequest,
  type AssetUseRightRecord,
} from "@rightsdesk/domain";
import { useEffect, useId, useRef, useState } from "react";
import { api } from "../../../../lib/api-client";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { explainSaveProblem, type SaveProblem } from "../../../../lib/save-problem";
import { serverFieldErrors } from "../../../../lib/server-field-errors";
import { Button } from "../../../../ui/button";
import { CheckboxGroupField } from "../../../../ui/checkbox-group-field";
import { Modal } from "../../../../ui/dialog";
import { SaveProblemAlert } from "../../../../ui/save-problem-alert";
import { SelectField } from "../../../../ui/select-field";
import { TextField } from "../../../../ui/text-field";
import { TextareaField } from "../../../../ui/textarea-field";
import { useAddAssetUseRight, useUpdateAssetUseRight } from "../../api/asset-use-rights";
import {
  UseRightFormSchema,
  useRightFormFieldNames,
  useRightFormValues,
  type UseRightFormValues,
} from "../../lib/use-right-form";

/**
 * Fills the cycle end from the type, start and length by asking the domain's rule
 * (`POST /Asset/Rules/UseRightExpiry`), as long as the user has not typed an end of their own.
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
        // The user may have typed an end while the answer was on its way: theirs wins.
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

export interface CastOption {
  id: number;
  name: string;
}

const usageTypes = knownUsageTypes();

/**
 * Adds or changes a use right of the asset: its type, media (from the catalogue) and sub types,
 * cycle, length and note, and optionally the cast member it belongs to. The domain's rules check
 * it first; the server's answer for a field lands on that field.
 */
export function UseRightDialog({
  assetId,
  right,
  cast,
  onClose,
}: {
  assetId: number;
  /** The right to change, or null for a new one. */
  right: AssetUseRightRecord | null;
  cast: readonly CastOption[];
  onClose: () => void;
}) {
  const add = useAddAssetUseRight(assetId);
  const update = useUpdateAssetUseRight(assetId);
  const [problem, setProblem] = useState<SaveProblem>(null);
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

  const onSubmit = handleSubmit(async (body) => {
    setProblem(null);
    try {
      if (right)
        await update.mutateAsync({ useRightId: right.id, body: { ...body, version: right.version } });
      else await add.mutateAsync(body);
      toast.success(right ? "Use right saved." : "Use right added.");
      onClose();
    } catch (error) {
      const prefixed = useRightFormFieldNames.map((name) => `useRight.${name}` as const);
      const fieldErrors = [
        ...serverFieldErrors(error, prefixed).map(({ field, message }) => ({
          field: field.replace(/^useRight\./, "") as (typeof useRightFormFieldNames)[number],
          message,
        })),
        ...serverFieldErrors(error, ["castItemId"] as const),
      ];
      for (const { field, message } of fieldErrors) setError(field, { type: "server", message });
      setProblem(explainSaveProblem(error, fieldErrors.length, "The use right could not be saved."));
    }
  });

  const saving = isSubmitting || add.isPending || update.isPending;
  return (
    <Modal
      open
      onClose={onClose}
      busy={saving}
      size="md"
      title={right ? "Edit use right" : "Add use right"}
      description="The cycle end is the last day the right covers; it is filled in from the start and length, and the asset's earliest expiration follows."
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form="use-right-form" busy={saving} busyLabel="Saving…">
            {right ? "Save use right" : "Add use right"}
          </Button>
        </>
      }
    >
      <form
        id="use-right-form"
        onSubmit={onSubmit}
        noValidate
        aria-label={right ? "Edit use right" : "Add use right"}
      >
        {problem && (
          <div className="mb-4">
            <SaveProblemAlert problem={problem} onReload={onClose} reloading={false} />
          </div>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
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
            label="Cast member (optional)"
            hint="A performer's own right; leave empty for the asset's right."
            error={errors.castItemId?.message}
            {...register("castItemId")}
          >
            <option value="">The asset itself</option>
            {cast.map((member) => (
              <option key={member.id} value={String(member.id)}>
                {member.name}
              </option>
            ))}
          </SelectField>
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
          <SelectField label="Cycle length" error={errors.cycleLength?.message} {...register("cycleLength")}>
            <option value="">None</option>
            {cycleLengthLabels.map((label) => (
              <option key={label} value={label}>
                {label}
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
