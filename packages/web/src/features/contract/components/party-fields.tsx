import { payeeKinds } from "@rightsdesk/domain";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { FormSection } from "../../../ui/form-section";
import { CompanyPicker } from "../../../ui/records/company-picker";
import { PersonPicker } from "../../../ui/records/person-picker";
import { SelectField } from "../../../ui/select-field";
import type { ContractFormValues } from "../lib/contract-form";
import { optionElements, type ContractFieldParts } from "./contract-field-parts";

function Picker({
  name,
  label,
  kind,
  mainTypes,
}: {
  name: "talent" | "loanOutCompany" | "payeeAgency" | "vendorCompany" | "advertiser";
  label: string;
  kind: "person" | "company";
  mainTypes?: Parameters<typeof CompanyPicker>[0]["mainTypes"];
}) {
  const form = useFormContext<ContractFormValues>();
  const { control } = form;
  const { errors } = form.formState;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) =>
        kind === "person" ? (
          <PersonPicker
            label={label}
            kinds={["TALENT"]}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors[name]?.message}
          />
        ) : (
          <CompanyPicker
            label={label}
            mainTypes={mainTypes}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors[name]?.message}
          />
        )
      }
    />
  );
}

/** The company a payee kind is paid through: a loan-out corporation or a talent agency. */
const payeeCompanyPickers = [
  {
    payeeKind: "Loan-Out-Corp",
    picker: { name: "loanOutCompany", label: "Loan-out corporation", mainTypes: ["LOAN OUT CORPORATION"] },
  },
  {
    payeeKind: "Talent-Agency",
    picker: { name: "payeeAgency", label: "Talent agency", mainTypes: ["AGENT/REPRESENTATIVE"] },
  },
] as const;

/** The parties: talent and who is paid, or the MSA's vendor; the advertiser. */
export function PartyFields({ parts }: { parts: ContractFieldParts }) {
  const form = useFormContext<ContractFormValues>();
  const { register, control } = form;
  const { errors } = form.formState;
  const [family, payeeKind] = useWatch({ control, name: ["family", "payeeKind"] });
  const msa = family === "MSA";
  const payeePicker = payeeCompanyPickers.find((picker) => picker.payeeKind === payeeKind)?.picker;
  return (
    <FormSection
      title="Parties"
      description={
        msa
          ? "The vendor or production company the master agreement is with."
          : "The performer and who is paid."
      }
    >
      {msa ? (
        <Picker
          name="vendorCompany"
          label="Vendor company"
          kind="company"
          mainTypes={["VENDOR", "PRODUCTION COMPANY"]}
        />
      ) : (
        <>
          {parts.talent !== false && <Picker name="talent" label="Talent" kind="person" />}
          <SelectField label="Payee" error={errors.payeeKind?.message} {...register("payeeKind")}>
            <option value="">Choose who is paid</option>
            {optionElements(payeeKinds)}
          </SelectField>
          {payeePicker && <Picker key={payeePicker.name} {...payeePicker} kind="company" />}
        </>
      )}
      <Picker name="advertiser" label="Advertiser (optional)" kind="company" mainTypes={["ADVERTISER"]} />
    </FormSection>
  );
}
