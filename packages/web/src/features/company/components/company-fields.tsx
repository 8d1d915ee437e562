import {
  companyCountries,
  companyFieldLabels,
  type CompanyCountry,
  type RecordStatus,
} from "@rightsdesk/domain";
import { useFormContext } from "react-hook-form";
import { SelectField } from "../../../ui/select-field";
import { TextField } from "../../../ui/text-field";
import { RecordStatusField } from "../../../ui/records/record-status-field";
import { bindField } from "../../../ui/bind-field";

/** What the add and the profile forms share: the names, the country and the status. */
type CompanyNamesForm = {
  companyNames: [string, string?, string?];
  country?: CompanyCountry;
  status?: RecordStatus;
};

/** The legal name (required) and the two other names a company is known by. */
export function CompanyNameFields() {
  const form = useFormContext<CompanyNamesForm>();
  const { register } = form;
  const { errors } = form.formState;
  const field = bindField(form);
  return (
    <>
      <TextField
        label={companyFieldLabels.legalName}
        autoComplete="off"
        className="sm:col-span-2"
        error={errors.companyNames?.[0]?.message ?? errors.companyNames?.message}
        {...register("companyNames.0")}
      />
      <TextField
        label={`${companyFieldLabels.businessName} (optional)`}
        autoComplete="off"
        {...field("companyNames.1")}
      />
      <TextField
        label={`${companyFieldLabels.dbaName} (optional)`}
        autoComplete="off"
        {...field("companyNames.2")}
      />
    </>
  );
}

/** The country (the USA or elsewhere) and the status. */
export function CompanyCountryStatusFields() {
  const field = bindField(useFormContext<CompanyNamesForm>());
  return (
    <>
      <SelectField
        label="Country"
        {...field("country")}
        options={companyCountries}
        optionLabel={(country) => (country === "USA" ? "USA" : "Other")}
      />
      <RecordStatusField />
    </>
  );
}
