import { termUnits } from "@rightsdesk/domain";
import { useFormContext } from "react-hook-form";
import { FormSection } from "../../../ui/form-section";
import { SelectField } from "../../../ui/select-field";
import { TextField } from "../../../ui/text-field";
import type { ContractFormValues } from "../lib/contract-form";
import { bindField } from "../../../ui/bind-field";
import { optionElements, type ContractFieldParts } from "./contract-field-parts";

/** Contract, start, expiration and renewal dates; the term; signed date for a contract signed elsewhere. */
export function DateFields({ parts }: { parts: ContractFieldParts }) {
  const form = useFormContext<ContractFormValues>();
  const { register } = form;
  const { errors } = form.formState;
  const field = bindField(form);
  return (
    <FormSection
      title="Dates and term"
      description="The expiration date must be on or after the contract and start dates."
    >
      <TextField label="Contract date" type="date" {...field("contractDate")} />
      <TextField label="Start date (optional)" type="date" {...field("startDate")} />
      <TextField label="Expiration date" type="date" {...field("expirationDate")} />
      <TextField label="Renewal date (optional)" type="date" {...field("renewalDate")} />
      <TextField label="Term (optional)" type="number" min={1} {...field("termCount")} />
      <SelectField label="Term unit" error={errors.termUnit?.message} {...register("termUnit")}>
        <option value="">None</option>
        {optionElements(termUnits, true)}
      </SelectField>
      {parts.existing && (
        <TextField label="Signed on" type="date" error={errors.signedOn?.message} {...register("signedOn")} />
      )}
    </FormSection>
  );
}
