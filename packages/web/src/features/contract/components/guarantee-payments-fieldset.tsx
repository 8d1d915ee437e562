import { useFieldArray, useFormState, useWatch } from "react-hook-form";
import { centsToDollars, dollarsToCents } from "../../../lib/money";
import { Button } from "../../../ui/button";
import { formatCents } from "../../../ui/records/format-day";
import { TextField } from "../../../ui/text-field";
import { splitEvenly, sumPaymentCents, type GuaranteeForm } from "../lib/guarantee-form";

/**
 * The guarantee's payments, one row each (due date, amount, paid on, note). An installment
 * guarantee can be split evenly; the rows' sum is shown against the amount.
 */
export function GuaranteePaymentsFieldset({ form }: { form: GuaranteeForm }) {
  const { register, control, setError, getValues, setValue } = form;
  const { errors } = useFormState({ control });
  const payments = useFieldArray({ control, name: "payments" });
  const [mode, amount, rows] = useWatch({ control, name: ["paymentMode", "amount", "payments"] });
  const amountCents = dollarsToCents(amount);
  const sum = sumPaymentCents(rows);

  const addPayment = () =>
    payments.append({ dueDate: getValues("startDate"), amount: "", paidOn: "", note: "" });

  const splitEvenlyNow = () => {
    const total = dollarsToCents(getValues("amount"));
    const count = Math.max(getValues("payments").length, 2);
    if (total === null || Number.isNaN(total)) {
      setError("amount", { type: "manual", message: "Enter the amount first." });
      return;
    }
    while (getValues("payments").length < count) addPayment();
    splitEvenly(total, count).forEach((cents, index) =>
      setValue(`payments.${index}.amount`, centsToDollars(cents), { shouldDirty: true }),
    );
  };

  return (
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
          <Button variant="secondary" onClick={addPayment}>
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
  );
}
