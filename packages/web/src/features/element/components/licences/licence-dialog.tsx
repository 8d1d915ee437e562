import { zodResolver } from "@hookform/resolvers/zod";
import {
  mediaCatalogue,
  numberOfUsesChoices,
  rightsKinds,
  type ElementLicenceInput,
  type ElementLicenceRecord,
} from "@rightsdesk/domain";
import { useFieldArray, useForm, useWatch, type UseFormReturn } from "react-hook-form";
import { serverFieldErrors } from "../../../../lib/server-field-errors";
import { CheckboxField } from "../../../../ui/checkbox-field";
import { CheckboxGroupField } from "../../../../ui/checkbox-group-field";
import { Button } from "../../../../ui/button";
import { ItemFormDialog, useFormDialogSubmit } from "../../../../ui/form-dialog";
import { AlertCircleIcon, PlusIcon } from "../../../../ui/icons";
import { formatCatalogueName } from "../../../../ui/records/record-labels";
import { SelectField } from "../../../../ui/select-field";
import { TextField } from "../../../../ui/text-field";
import { TextareaField } from "../../../../ui/textarea-field";
import { useAddElementLicence, useUpdateElementLicence } from "../../api/element-licences";
import { LicenceFormSchema, licenceFormValues, type LicenceFormValues } from "../../lib/licence-form";
import { bindField } from "../../../../ui/bind-field";

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
  const form = useForm<LicenceFormValues, unknown, ElementLicenceInput>({
    resolver: zodResolver(LicenceFormSchema),
    defaultValues: licenceFormValues(licence),
  });
  const { register, control } = form;
  const { errors, isSubmitting } = form.formState;
  const field = bindField(form);
  const media = useFieldArray({ control, name: "media" });
  const numberOfUses = useWatch({ control, name: "numberOfUses" });
  const termEnd = useWatch({ control, name: "termEnd" });

  const { onSubmit, problem } = useFormDialogSubmit({
    form,
    serverErrors: (error) =>
      serverFieldErrors(
        error,
        serverFields.map((field) => `licence.${field}` as const),
      ).flatMap(({ field, message }) => {
        const known = serverFields.find((candidate) => `licence.${candidate}` === field);
        return known ? [{ field: known, message }] : [];
      }),
    save: async (body) => {
      if (licence)
        await update.mutateAsync({ licenceId: licence.id, licence: body, version: licence.version });
      else await add.mutateAsync(body);
      return licence ? "Licence saved." : "Licence added.";
    },
    failureText: "The licence could not be saved.",
    onClose,
  });

  const saving = isSubmitting || add.isPending || update.isPending;
  const mediaError = errors.media?.message ?? errors.media?.root?.message;
  return (
    <ItemFormDialog
      noun="licence"
      editing={Boolean(licence)}
      description="Its last day ends the element, and every spot it is linked to, unless another licence ends first."
      saving={saving}
      onClose={onClose}
      submission={{ problem, onSubmit }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Licence name (optional)"
          autoComplete="off"
          placeholder="Named after the rights kind when empty"
          {...field("label")}
        />
        <SelectField
          label="Rights kind (optional)"
          {...field("rightsKind")}
          placeholder="None"
          options={rightsKinds}
          optionLabel={formatCatalogueName}
        />
        <TextField label="Term start" type="date" {...field("termStart")} />
        <TextField label="Term end (optional)" type="date" {...field("termEnd")} />
        {!termEnd && (
          <p className="-mt-2 text-sm text-slate-500 sm:col-span-2">No end date: in perpetuity.</p>
        )}
        <fieldset className="sm:col-span-2" aria-describedby={mediaError ? "licence-media-error" : undefined}>
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
          {...field("territory")}
        />
        <div className="flex items-end pb-2">
          <CheckboxField label="Exclusive" {...register("exclusive")} />
        </div>
        <SelectField label="Number of uses" {...register("numberOfUses")} options={numberOfUsesChoices} />
        {numberOfUses === "Number defined" && (
          <TextField
            label="Uses allowed"
            type="number"
            min={1}
            inputMode="numeric"
            {...field("usesAllowed")}
          />
        )}
        <TextField
          label="Fee (USD, optional)"
          inputMode="decimal"
          autoComplete="off"
          placeholder="1250.00"
          {...field("fee")}
        />
        <TextareaField label="Notes (optional)" className="sm:col-span-2" rows={2} {...field("notes")} />
      </div>
    </ItemFormDialog>
  );
}
