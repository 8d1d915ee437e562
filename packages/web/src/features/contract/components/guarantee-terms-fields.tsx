import { paymentModes, paymentTimings, termUnits } from "@rightsdesk/domain";
import { useFormState } from "react-hook-form";
import { formatCatalogueName } from "../../../ui/records/record-labels";
import { SelectField } from "../../../ui/select-field";
import { TextField } from "../../../ui/text-field";
import type { GuaranteeForm } from "../lib/guarantee-form";

/** The guarantee's own terms: description, start, term, amount, payment mode and timing. */
export function GuaranteeTermsFields({ form }: { form: GuaranteeForm }) {
  const { register, control } = form;
  const { errors } = useFormState({ control });
  return (
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
        <SelectField
          label="Unit"
          error={errors.termUnit?.message}
          {...register("termUnit")}
          options={termUnits}
          optionLabel={formatCatalogueName}
        />
      </div>
      <TextField
        label="Amount ($)"
        inputMode="decimal"
        error={errors.amount?.message}
        {...register("amount")}
      />
      <SelectField
        label="Payment mode"
        error={errors.paymentMode?.message}
        {...register("paymentMode")}
        options={paymentModes}
      />
      <SelectField
        label="Payment timing (optional)"
        error={errors.paymentTiming?.message}
        {...register("paymentTiming")}
        placeholder="None"
        options={paymentTimings}
        optionLabel={formatCatalogueName}
      />
    </div>
  );
}
