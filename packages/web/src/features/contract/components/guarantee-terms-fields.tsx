import { paymentModes, paymentTimings, termUnits } from "@rightsdesk/domain";
import { useFormState } from "react-hook-form";
import { formatCatalogueName } from "../../../ui/records/record-labels";
import { SelectField } from "../../../ui/select-field";
import { TextField } from "../../../ui/text-field";
import type { GuaranteeForm } from "../lib/guarantee-form";
import { bindField } from "../../../ui/bind-field";

/** The guarantee's own terms: description, start, term, amount, payment mode and timing. */
export function GuaranteeTermsFields({ form }: { form: GuaranteeForm }) {
  const { control } = form;
  const formState = useFormState({ control });
  const field = bindField({ ...form, formState });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label="Description (optional)" className="sm:col-span-2" {...field("description")} />
      <TextField label="Start date" type="date" {...field("startDate")} />
      <div className="grid grid-cols-2 gap-3">
        <TextField label="Term" type="number" min={1} {...field("termCount")} />
        <SelectField
          label="Unit"
          {...field("termUnit")}
          options={termUnits}
          optionLabel={formatCatalogueName}
        />
      </div>
      <TextField label="Amount ($)" inputMode="decimal" {...field("amount")} />
      <SelectField label="Payment mode" {...field("paymentMode")} options={paymentModes} />
      <SelectField
        label="Payment timing (optional)"
        {...field("paymentTiming")}
        placeholder="None"
        options={paymentTimings}
        optionLabel={formatCatalogueName}
      />
    </div>
  );
}
