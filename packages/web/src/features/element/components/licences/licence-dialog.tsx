import { zodResolver } from "@hookform/resolvers/zod";
import {
  mediaCatalogue,
  numberOfUsesChoices,
  rightsKinds,
  type ElementLicenceInput,
  type ElementLicenceRecord,
} from "@rightsdesk/domain";
import { useState } from "react";
import { useFieldArray, useForm, useWatch, type UseFormReturn } from "react-hook-form";
import { toast } from "sonner";
import { explainSaveProblem, type SaveProblem } from "../../../../lib/save-problem";
import { serverFieldErrors } from "../../../../lib/server-field-errors";
import { Button } from "../../../../ui/button";
import { CheckboxField } from "../../../../ui/checkbox-field";
import { CheckboxGroupField } from "../../../../ui/checkbox-group-field";
import { Modal } from "../../../../ui/dialog";
import { AlertCircleIcon, PlusIcon } from "../../../../ui/icons";
import { formatCatalogueName } from "../../../../ui/records/record-labels";
import { SaveProblemAlert } from "../../../../ui/save-problem-alert";
import { SelectField } from "../../../../ui/select-field";
import { TextField } from "../../../../ui/text-field";
import { TextareaField } from "../../../../ui/textarea-field";
import { useAddElementLicence, useUpdateElementLicence } from "../../api/element-licences";
import { LicenceFormSchema, licenceFormValues, type LicenceFormValues } from "../../lib/licence-form";

const serverFields = [
  "label",
  "rightsKind",
  "termStart",
  "termEnd",
  "territory",
  "usesAllowed",
  "notes",
] as const;

/** One media grant: the main type and, when it has any, its sub types. */
function MediaGrant({
  index,
  onRemove,
  form,
}: {
  index: number;
  onRemove: () => void;
  form: UseFormReturn<LicenceFormValues, unknown, ElementLicenceInput>;
}) {
  const { register, control, setValue } = form;
  const type = useWatch({ control, name: `media.${index}.type` });
  const chosen = useWatch({ control, name: `media.${index}.subtypes` });
  const subtypes = mediaCatalogue.find((media) => media.name === type)?.subtypes ?? [];
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <div className="flex items-end gap-3">
        <SelectField
          label={`Media ${index + 1}`}
          className="flex-1"
          {...register(`media.${index}.type`, {
            onChange: () => setValue(`media.${index}.subtypes`, []),
          })}
        >
          <option value="">Choose the media</option>
          {mediaCatalogue.map((media) => (
            <option key={media.id} value={media.name}>
              {media.name}
            </option>
          ))}
        </SelectField>
        <Button
          variant="ghost"
          className="text-red-700"
          aria-label={`Remove media ${index + 1}`}
          onClick={onRemove}
        >
          Remove
        </Button>
      </div>
      {subtypes.length > 0 && (
        <CheckboxGroupField
          className="mt-3"
          label={`Sub types of media ${index + 1} (optional)`}
          options={subtypes.map((subtype) => ({ value: subtype.name, label: subtype.name }))}
          value={chosen}
          onChange={(next) => setValue(`media.${index}.subtypes`, next, { shouldDirty: true })}
        />
      )}
    </li>
  );
}

/**
 * Adds or changes a licence (rights contracted): its term (no end = in perpetuity), the media it
 * covers (at least one), territory, exclusivity, uses and fee in dollars, sent as cents.
 */
export function LicenceDialog({
  elementId,
  licence,
  onClose,
}: {
  elementId: number;
  licence: ElementLicenceRecord | null;
  onClose: () => void;
}) {
  const add = useAddElementLicence(elementId);
  const update = useUpdateElementLicence(elementId);
  const [problem, setProblem] = useState<SaveProblem>(null);
  const form = useForm<LicenceFormValues, unknown, ElementLicenceInput>({
    resolver: zodResolver(LicenceFormSchema),
    defaultValues: licenceFormValues(licence),
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const media = useFieldArray({ control, name: "media" });
  const numberOfUses = useWatch({ control, name: "numberOfUses" });
  const termEnd = useWatch({ control, name: "termEnd" });

  const onSubmit = handleSubmit(async (body) => {
    setProblem(null);
    try {
      if (licence)
        await update.mutateAsync({ licenceId: licence.id, licence: body, version: licence.version });
      else await add.mutateAsync(body);
      toast.success(licence ? "Licence saved." : "Licence added.");
      onClose();
    } catch (error) {
      const fieldErrors = serverFieldErrors(
        error,
        serverFields.map((field) => `licence.${field}` as const),
      ).map(({ field, message }) => ({ field: field.slice("licence.".length), message }));
      for (const { field, message } of fieldErrors) {
        const known = serverFields.find((candidate) => candidate === field);
        if (known) setError(known, { type: "server", message });
      }
      setProblem(explainSaveProblem(error, fieldErrors.length, "The licence could not be saved."));
    }
  });

  const saving = isSubmitting || add.isPending || update.isPending;
  const mediaError = errors.media?.message ?? errors.media?.root?.message;
  return (
    <Modal
      open
      onClose={onClose}
      busy={saving}
      size="md"
      title={licence ? "Edit licence" : "Add licence"}
      description="Its last day ends the element, and every spot it is linked to, unless another licence ends first."
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form="licence-form" busy={saving} busyLabel="Saving…">
            {licence ? "Save licence" : "Add licence"}
          </Button>
        </>
      }
    >
      <form
        id="licence-form"
        onSubmit={onSubmit}
        noValidate
        aria-label={licence ? "Edit licence" : "Add licence"}
      >
        {problem && (
          <div className="mb-4">
            <SaveProblemAlert problem={problem} onReload={onClose} reloading={false} />
          </div>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Licence name (optional)"
            autoComplete="off"
            placeholder="Named after the rights kind when empty"
            error={errors.label?.message}
            {...register("label")}
          />
          <SelectField
            label="Rights kind (optional)"
            error={errors.rightsKind?.message}
            {...register("rightsKind")}
          >
            <option value="">None</option>
            {rightsKinds.map((kind) => (
              <option key={kind} value={kind}>
                {formatCatalogueName(kind)}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Term start"
            type="date"
            error={errors.termStart?.message}
            {...register("termStart")}
          />
          <TextField
            label="Term end (optional)"
            type="date"
            error={errors.termEnd?.message}
            {...register("termEnd")}
          />
          {!termEnd && (
            <p className="-mt-2 text-sm text-slate-500 sm:col-span-2">No end date: in perpetuity.</p>
          )}
          <fieldset
            className="sm:col-span-2"
            aria-describedby={mediaError ? "licence-media-error" : undefined}
          >
            <legend className="text-sm font-medium text-slate-800">Media covered</legend>
            <ul className="mt-2 space-y-3">
              {media.fields.map((field, index) => (
                <MediaGrant key={field.id} index={index} form={form} onRemove={() => media.remove(index)} />
              ))}
            </ul>
            <Button
              variant="secondary"
              className="mt-3"
              onClick={() => media.append({ type: "", subtypes: [] })}
            >
              <PlusIcon className="size-4" />
              Add media
            </Button>
            {mediaError && (
              <p id="licence-media-error" className="mt-1.5 flex items-start gap-1.5 text-sm text-red-700">
                <AlertCircleIcon className="mt-0.5 size-4 shrink-0" />
                {mediaError}
              </p>
            )}
          </fieldset>
          <TextField
            label="Territory (optional)"
            autoComplete="off"
            placeholder="Worldwide when empty"
            error={errors.territory?.message}
            {...register("territory")}
          />
          <div className="flex items-end pb-2">
            <CheckboxField label="Exclusive" {...register("exclusive")} />
          </div>
          <SelectField label="Number of uses" {...register("numberOfUses")}>
            {numberOfUsesChoices.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </SelectField>
          {numberOfUses === "Number defined" && (
            <TextField
              label="Uses allowed"
              type="number"
              min={1}
              inputMode="numeric"
              error={errors.usesAllowed?.message}
              {...register("usesAllowed")}
            />
          )}
          <TextField
            label="Fee (USD, optional)"
            inputMode="decimal"
            autoComplete="off"
            placeholder="1250.00"
            error={errors.fee?.message}
            {...register("fee")}
          />
          <TextareaField
            label="Notes (optional)"
            className="sm:col-span-2"
            rows={2}
            error={errors.notes?.message}
            {...register("notes")}
          />
        </div>
      </form>
    </Modal>
  );
}
