import { zodResolver } from "@hookform/resolvers/zod";
import {
  paymentModes,
  paymentTimings,
  termUnits,
  type GuaranteeRecord,
  type GuaranteeSaveRequest,
} from "@rightsdesk/domain";
import { useState } from "react";
import { useFieldArray, useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { isApiError } from "@rightsdesk/api-client";
import { explainSaveProblem, type SaveProblem } from "../../../lib/save-problem";
import { Button } from "../../../ui/button";
import { Modal } from "../../../ui/dialog";
import { formatCents } from "../../../ui/records/format-day";
import { formatCatalogueName } from "../../../ui/records/record-labels";
import { SaveProblemAlert } from "../../../ui/save-problem-alert";
import { SelectField } from "../../../ui/select-field";
import { TextField } from "../../../ui/text-field";
import { useSaveGuarantee } from "../api/change-contract";
import {
  GuaranteeFormSchema,
  guaranteeControlOf,
  guaranteeFormValues,
  splitEvenly,
  sumPaymentCents,
  type GuaranteeFormValues,
} from "../lib/guarantee-form";
import { centsToDollars, dollarsToCents } from "../../../lib/money";

/**
 * Adds or changes a guarantee with its payments: term, amount, mode, and one row per payment
 * (due date, amount, paid on, note). An installment guarantee can be split evenly; the rows'
 * sum is shown against the amount. The domain's messages land on the row they are about.
 */
export function GuaranteeDialog({
  contractId,
  guarantee,
  onClose,
}: {
  contractId: number;
  guarantee: GuaranteeRecord | null;
  onClose: () => void;
}) {
  const save = useSaveGuarantee(contractId);
  const [problem, setProblem] = useState<SaveProblem>(null);
  const form = useForm<GuaranteeFormValues, unknown, GuaranteeSaveRequest>({
    resolver: zodResolver(GuaranteeFormSchema),
    defaultValues: guaranteeFormValues(guarantee),
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const payments = useFieldArray({ control, name: "payments" });
  const [mode, amount, rows] = useWatch({ control, name: ["paymentMode", "amount", "payments"] });
  const amountCents = dollarsToCents(amount);
  const sum = sumPaymentCents(rows);

  const splitEvenlyNow = () => {
    const total = dollarsToCents(getValues("amount"));
    const count = Math.max(getValues("payments").length, 2);
    if (total === null || Number.isNaN(total)) {
      setError("amount", { type: "manual", message: "Enter the amount first." });
      return;
    }
    while (getValues("payments").length < count)
      payments.append({ dueDate: getValues("startDate"), amount: "", paidOn: "", note: "" });
    splitEvenly(total, count).forEach((cents, index) =>
      setValue(`payments.${index}.amount`, centsToDollars(cents), { shouldDirty: true }),
    );
  };

  const onSubmit = handleSubmit(async (body) => {
    setProblem(null);
    try {
      await save.mutateAsync({ guaranteeId: guarantee?.id ?? null, body, version: guarantee?.version });
      toast.success(guarantee ? `${guarantee.guaranteeNumber} saved.` : "Guarantee added.");
      onClose();
    } catch (error) {
      let shown = 0;
      if (isApiError(error)) {
        for (const fieldError of error.errors) {
          const path = fieldError.field.replace(/^body\./, "").split(".");
          if (path[0] === "version") continue;
          setError(guaranteeControlOf(path) as never, { type: "server", message: fieldError.message });
          shown += 1;
        }
      }
      setProblem(explainSaveProblem(error, shown, "The guarantee could not be saved."));
    }
  });
  const saving = isSubmitting || save.isPending;
  return (
    <Modal
      open
      onClose={onClose}
      busy={saving}
      size="md"
      title={guarantee ? `Edit ${guarantee.guaranteeNumber}` : "Add guarantee"}
      description="Installments must add up to the guarantee's amount, and none may fall due before it starts."
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form="guarantee-form" busy={saving} busyLabel="Saving…">
            {guarantee ? "Save guarantee" : "Add guarantee"}
          </Button>
        </>
      }
    >
      <form id="guarantee-form" onSubmit={onSubmit} noValidate aria-label="Guarantee">
        {problem && (
          <div className="mb-4">
            <SaveProblemAlert problem={problem} onReload={onClose} reloading={false} />
          </div>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Description (optional)"
            className="sm:col-span-2"
            error={errors.description?.message}
            {...register("description")}
          />
          <TextField
            label="Start date"
            type="date"
            error={errors.startDate?.message}
            {...register("startDate")}
          />
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label="Term"
              type="number"
              min={1}
              error={errors.termCount?.message}
              {...register("termCount")}
            />
            <SelectField label="Unit" error={errors.termUnit?.message} {...register("termUnit")}>
              {termUnits.map((unit) => (
                <option key={unit} value={unit}>
                  {formatCatalogueName(unit)}
                </option>
              ))}
            </SelectField>
          </div>
          <TextField
            label="Amount ($)"
            inputMode="decimal"
            error={errors.amount?.message}
            {...register("amount")}
          />
          <SelectField label="Payment mode" error={errors.paymentMode?.message} {...register("paymentMode")}>
            {paymentModes.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Payment timing (optional)"
            error={errors.paymentTiming?.message}
            {...register("paymentTiming")}
          >
            <option value="">None</option>
            {paymentTimings.map((value) => (
              <option key={value} value={value}>
                {formatCatalogueName(value)}
              </option>
            ))}
          </SelectField>
        </div>
        <fieldset className="mt-5">
          <legend className="text-sm font-semibold text-slate-900">Payments</legend>
          {payments.fields.length === 0 && <p className="mt-1 text-sm text-slate-500">No payments yet.</p>}
          <div className="mt-2 space-y-3">
            {payments.fields.map((field, index) => {
              const rowErrors = errors.payments?.[index];
              return (
                <div
                  key={field.id}
                  className="grid items-end gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-3"
                >
                  <TextField
                    label={`Payment ${index + 1} due`}
                    type="date"
                    error={rowErrors?.dueDate?.message}
                    {...register(`payments.${index}.dueDate`)}
                  />
                  <TextField
                    label={`Payment ${index + 1} amount ($)`}
                    inputMode="decimal"
                    error={rowErrors?.amount?.message}
                    {...register(`payments.${index}.amount`)}
                  />
                  <TextField
                    label="Paid on"
                    type="date"
                    error={rowErrors?.paidOn?.message}
                    {...register(`payments.${index}.paidOn`)}
                  />
                  <TextField
                    label="Note"
                    className="sm:col-span-2"
                    error={rowErrors?.note?.message}
                    {...register(`payments.${index}.note`)}
                  />
                  <Button
                    variant="ghost"
                    aria-label={`Remove payment ${index + 1}`}
                    onClick={() => payments.remove(index)}
                  >
                    Remove
                  </Button>
                </div>
              );
            })}
          </div>
          {errors.payments?.root?.message && (
            <p className="mt-2 text-sm text-red-700">{errors.payments.root.message}</p>
          )}
          {errors.payments?.message && <p className="mt-2 text-sm text-red-700">{errors.payments.message}</p>}
          <div className="mt-3 flex flex-wrap items-center gap-3">
            {mode !== "P&H ONLY" && (
              <Button
                variant="secondary"
                onClick={() =>
                  payments.append({ dueDate: getValues("startDate"), amount: "", paidOn: "", note: "" })
                }
              >
                Add payment
              </Button>
            )}
            {mode === "INSTALLMENT" && (
              <Button variant="secondary" onClick={splitEvenlyNow}>
                Split evenly
              </Button>
            )}
            <p className="ml-auto text-sm text-slate-600" role="status">
              {`Payments add up to ${formatCents(sum)}`}
              {amountCents !== null && !Number.isNaN(amountCents) ? ` of ${formatCents(amountCents)}` : ""}
            </p>
          </div>
        </fieldset>
      </form>
    </Modal>
  );
}
