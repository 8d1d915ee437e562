import { zodResolver } from "@hookform/resolvers/zod";
import {
  feeCategories,
  feeUnions,
  rateConfidences,
  type RateCardEntryInput,
  type RateCardRow,
} from "@rightsdesk/domain";
import { Controller, useForm } from "react-hook-form";
import { serverFieldErrors } from "../../../lib/server-field-errors";
import { bindField } from "../../../ui/bind-field";
import { ItemFormDialog, useFormDialogSubmit } from "../../../ui/form-dialog";
import { PersonPicker } from "../../../ui/records/person-picker";
import { SelectField } from "../../../ui/select-field";
import { TextField } from "../../../ui/text-field";
import { TextareaField } from "../../../ui/textarea-field";
import { useAddRateCardEntry, useUpdateRateCardEntry } from "../api/rate-card";
import {
  rateCardServerFields,
  RateCardFormSchema,
  rateCardRowFormValues,
  type RateCardFormValues,
} from "../lib/rate-card-form";
import { formatConfidence, formatFeeCategory } from "../lib/rate-card-labels";

const requestFields = Object.keys(rateCardServerFields) as (keyof typeof rateCardServerFields)[];

/** The server's refusals, each on the control of the field it names ("amountCents" → the amount). */
function rateCardServerErrors(error: unknown) {
  return serverFieldErrors(error, requestFields).map(({ field, message }) => ({
    field: rateCardServerFields[field],
    message,
  }));
}

export type RateCardDialogSubject =
  { kind: "add"; values: RateCardFormValues } | { kind: "edit"; row: RateCardRow & { version: number } };

/**
 * Adds a client version of a figure, or changes one. The amount is typed in dollars and sent in
 * cents; a figure with no end date stays in force until a later version starts.
 */
export function RateCardDialog({
  subject,
  onClose,
}: {
  subject: RateCardDialogSubject;
  onClose: () => void;
}) {
  const add = useAddRateCardEntry();
  const update = useUpdateRateCardEntry();
  const editing = subject.kind === "edit";
  const form = useForm<RateCardFormValues, unknown, RateCardEntryInput>({
    resolver: zodResolver(RateCardFormSchema),
    defaultValues: editing ? rateCardRowFormValues(subject.row) : subject.values,
  });
  const field = bindField(form);
  // Selects get their first value from React too: a select filled by registration alone can show its placeholder.
  const initial = form.formState.defaultValues;
  const { onSubmit, problem } = useFormDialogSubmit({
    form,
    serverErrors: rateCardServerErrors,
    save: async (body) => {
      if (subject.kind === "edit") {
        await update.mutateAsync({ id: subject.row.id, body, version: subject.row.version });
        return "Figure saved.";
      }
      await add.mutateAsync(body);
      return "Client figure added.";
    },
    failureText: "The figure could not be saved.",
    onClose,
  });
  const saving = form.formState.isSubmitting || add.isPending || update.isPending;
  return (
    <ItemFormDialog
      noun="client figure"
      editing={editing}
      description="Your own version of a figure, used before the shipped card. Say where it comes from: only figures marked V (seen in the source) price a payment."
      saving={saving}
      onClose={onClose}
      submission={{ problem, onSubmit }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Union"
          placeholder="Choose…"
          options={feeUnions}
          defaultValue={initial?.union}
          {...field("union")}
        />
        <TextField label="Contract year" inputMode="numeric" autoComplete="off" {...field("contractYear")} />
        <SelectField
          label="Category"
          className="sm:col-span-2"
          placeholder="Choose…"
          options={feeCategories}
          optionLabel={formatFeeCategory}
          defaultValue={initial?.category}
          {...field("category")}
        />
        <TextField
          label="Agreement (optional)"
          autoComplete="off"
          placeholder="Every agreement when empty"
          {...field("agreement")}
        />
        <TextField
          label="Medium (optional)"
          autoComplete="off"
          placeholder="Every medium when empty"
          {...field("medium")}
        />
        <TextField label="Effective from" type="date" {...field("effectiveFrom")} />
        <TextField label="Effective to (optional)" type="date" {...field("effectiveTo")} />
        <TextField
          label="Amount (USD)"
          inputMode="decimal"
          autoComplete="off"
          placeholder="1250.00"
          {...field("amount")}
        />
        <SelectField
          label="Confidence"
          options={rateConfidences}
          optionLabel={formatConfidence}
          defaultValue={initial?.confidence}
          {...field("confidence")}
        />
        <Controller
          control={form.control}
          name="performer"
          render={({ field: performer, fieldState }) => (
            <PersonPicker
              className="sm:col-span-2"
              label="Performer (optional, an over-scale rate)"
              hint="Leave empty for every performer's figure."
              kinds={["TALENT"]}
              value={performer.value}
              onChange={performer.onChange}
              onBlur={performer.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <TextareaField
          label="Source"
          className="sm:col-span-2"
          rows={2}
          placeholder="The rate sheet, contract or page it comes from"
          {...field("source")}
        />
      </div>
    </ItemFormDialog>
  );
}
