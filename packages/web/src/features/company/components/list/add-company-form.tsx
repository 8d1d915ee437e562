import { zodResolver } from "@hookform/resolvers/zod";
import { companyFieldLabels, companyMainTypes, type CompanyCreateRequest } from "@rightsdesk/domain";
import { FormProvider, useForm, useFormContext, useWatch } from "react-hook-form";
import { paths } from "../../../../routing/paths";
import { FormSection } from "../../../../ui/form-section";
import {
  AddRecordForm,
  FirstAddressSection,
  useAddRecordSubmit,
} from "../../../../ui/records/add-record-form";
import { formatCatalogueName } from "../../../../ui/records/record-labels";
import { SelectField } from "../../../../ui/select-field";
import { useCreateCompany } from "../../api/create-company";
import {
  AddCompanyFormSchema,
  addCompanyDefaults,
  addCompanyFieldErrors,
  firstAddressFields,
  type AddCompanyFormValues,
} from "../../lib/add-company-form";
import { companySubtypeOptions } from "../../lib/company-subtypes";
import { CompanyCountryStatusFields, CompanyNameFields } from "../company-fields";
import { bindField } from "../../../../ui/bind-field";

/**
 * A new company: its names, type and sub type (only the sub types of the chosen main type, none
 * for a type that has none), country, status, and optionally a first address. Then its page.
 */
export function AddCompanyForm() {
  const create = useCreateCompany();
  const form = useForm<AddCompanyFormValues, unknown, CompanyCreateRequest>({
    resolver: zodResolver(AddCompanyFormSchema),
    defaultValues: addCompanyDefaults(),
  });
  const { onSubmit, failure, submitting } = useAddRecordSubmit({
    form,
    editName: "add-company",
    create: create.mutateAsync,
    serverErrors: addCompanyFieldErrors,
    failureText: "The company could not be added.",
    added: (company) => ({
      text: `${company.companyNames[0]} was added.`,
      href: paths.app.company.getHref(company.id),
    }),
  });
  return (
    <FormProvider {...form}>
      <AddRecordForm
        label="Add company"
        onSubmit={onSubmit}
        failure={failure}
        failureTitle="The company was not added"
        cancelHref={paths.app.companies.all.getHref()}
        busy={submitting || create.isPending}
      >
        <FormSection
          title="Names"
          description="The legal name is required; the others are how people also know it."
        >
          <CompanyNameFields />
        </FormSection>
        <FormSection
          title="Type and status"
          description="The main type decides which tabs the company has; the sub type narrows it where the type has sub types."
        >
          <CompanyTypeFields />
          <CompanyCountryStatusFields />
        </FormSection>
        <FirstAddressSection
          fields={firstAddressFields}
          description="Optional. More addresses, staff and the rest are added on the company's page."
        />
      </AddRecordForm>
    </FormProvider>
  );
}

/** The main type to choose, then its sub types (hidden for a type that has none). */
function CompanyTypeFields() {
  const form = useFormContext<AddCompanyFormValues>();
  const { register, setValue, control } = form;
  const { errors } = form.formState;
  const field = bindField(form);
  const mainType = useWatch({ control, name: "companyType.mainType" });
  const subtypes = companySubtypeOptions(mainType);
  const typeChosen = Boolean(mainType);
  return (
    <>
      <SelectField
        label={companyFieldLabels.mainType}
        error={errors.companyType?.mainType?.message ?? errors.companyType?.message}
        {...register("companyType.mainType", {
          // A sub type belongs to one main type: a new main type starts without one.
          onChange: () => setValue("companyType.subType", ""),
        })}
        placeholder="Choose the main type"
        options={companyMainTypes}
        optionLabel={formatCatalogueName}
      />
      {(!typeChosen || subtypes.length > 0) && (
        <SelectField
          label={`${companyFieldLabels.subType} (optional)`}
          disabled={!typeChosen}
          {...field("companyType.subType")}
        >
          <option value="">{typeChosen ? "None" : "Choose the main type first"}</option>
          {subtypes.map((subtype) => (
            <option key={subtype.value} value={subtype.value}>
              {subtype.label}
            </option>
          ))}
        </SelectField>
      )}
    </>
  );
}
