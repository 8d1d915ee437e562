import { zodResolver } from "@hookform/resolvers/zod";
import {
  companyCountries,
  companyFieldLabels,
  companyMainTypes,
  recordStatuses,
  type CompanyCreateRequest,
  type SectionField,
} from "@rightsdesk/domain";
import { useEffect, useRef, useState } from "react";
import { useForm, useWatch, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { Link, useNavigate } from "react-router-dom";
import { toast } from "sonner";
import { paths } from "../../../../app/paths";
import { describeError } from "../../../../lib/describe-error";
import { useUnsavedChanges } from "../../../../lib/unsaved-changes";
import { Alert } from "../../../../ui/alert";
import { Button, buttonClassName } from "../../../../ui/button";
import { Card } from "../../../../ui/card";
import { CheckboxField } from "../../../../ui/checkbox-field";
import { FormSection } from "../../../../ui/form-section";
import { SelectField } from "../../../../ui/select-field";
import { TextField } from "../../../../ui/text-field";
import { useCreateCompany } from "../../api/create-company";
import {
  AddCompanyFormSchema,
  addCompanyDefaults,
  addCompanyFieldErrors,
  firstAddressFields,
  type AddCompanyFormValues,
} from "../../lib/add-company-form";
import { formatCatalogueName, recordStatusLabels } from "../../../../ui/records/record-labels";
import { companySubtypeOptions } from "../../lib/company-subtypes";

/** A field of the first address, from the domain's Address section (selects and text lines). */
function AddressFieldControl({
  field,
  register,
  errors,
}: {
  field: SectionField;
  register: UseFormRegister<AddCompanyFormValues>;
  errors: FieldErrors<AddCompanyFormValues>;
}) {
  const error = errors.address?.[field.name]?.message;
  const message = typeof error === "string" ? error : undefined;
  const required = "required" in field && field.required === true;
  const label = required ? field.label : `${field.label} (optional)`;
  if (field.kind === "select") {
    return (
      <SelectField label={label} error={message} {...register(`address.${field.name}`)}>
        <option value="">{required ? `Choose the ${field.label.toLowerCase()}` : "None"}</option>
        {field.options.map((option) => (
          <option key={option} value={option}>
            {formatCatalogueName(option)}
          </option>
        ))}
      </SelectField>
    );
  }
  return (
    <TextField
      label={label}
      autoComplete="off"
      maxLength={"max" in field ? field.max : undefined}
      className={field.name === "line1" || field.name === "line2" ? "sm:col-span-2" : undefined}
      error={message}
      {...register(`address.${field.name}`)}
    />
  );
}

/**
 * A new company: its names, type and sub type (only the sub types of the chosen main type, none
 * for a type that has none), country, status, and optionally a first address. Then its page.
 */
export function AddCompanyForm() {
  const create = useCreateCompany();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    setValue,
    control,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<AddCompanyFormValues, unknown, CompanyCreateRequest>({
    resolver: zodResolver(AddCompanyFormSchema),
    defaultValues: addCompanyDefaults(),
  });
  const clearDirty = useUnsavedChanges("add-company", isDirty);
  const mainType = useWatch({ control, name: "companyType.mainType" });
  const hasAddress = useWatch({ control, name: "hasAddress" });
  const subtypes = companySubtypeOptions(mainType);
  const typeChosen = Boolean(mainType);
  // A refusal no field explains is announced, and focused so the user starts there.
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      const created = await create.mutateAsync(body);
      clearDirty();
      toast.success(`${created.companyNames[0]} was added.`);
      await navigate(paths.app.company.getHref(created.id), { replace: true });
    } catch (error) {
      const fieldErrors = addCompanyFieldErrors(error);
      for (const { field, message } of fieldErrors) setError(field, { type: "server", message });
      const [first] = fieldErrors;
      if (first) {
        setFocus(first.field);
      } else {
        setFailure(describeError(error, "The company could not be added."));
      }
    }
  });

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate aria-label="Add company">
        {failure && (
          <div className="px-5 pt-5 sm:px-6">
            <Alert ref={failureRef} title="The company was not added">
              {failure}
            </Alert>
          </div>
        )}
        <FormSection
          title="Names"
          description="The legal name is required; the others are how people also know it."
        >
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
            error={errors.companyNames?.[1]?.message}
            {...register("companyNames.1")}
          />
          <TextField
            label={`${companyFieldLabels.dbaName} (optional)`}
            autoComplete="off"
            error={errors.companyNames?.[2]?.message}
            {...register("companyNames.2")}
          />
        </FormSection>
        <FormSection
          title="Type and status"
          description="The main type decides which tabs the company has; the sub type narrows it where the type has sub types."
        >
          <SelectField
            label={companyFieldLabels.mainType}
            error={errors.companyType?.mainType?.message ?? errors.companyType?.message}
            {...register("companyType.mainType", {
              // A sub type belongs to one main type: a new main type starts without one.
              onChange: () => setValue("companyType.subType", ""),
            })}
          >
            <option value="">Choose the main type</option>
            {companyMainTypes.map((type) => (
              <option key={type} value={type}>
                {formatCatalogueName(type)}
              </option>
            ))}
          </SelectField>
          {(!typeChosen || subtypes.length > 0) && (
            <SelectField
              label={`${companyFieldLabels.subType} (optional)`}
              disabled={!typeChosen}
              error={errors.companyType?.subType?.message}
              {...register("companyType.subType")}
            >
              <option value="">{typeChosen ? "None" : "Choose the main type first"}</option>
              {subtypes.map((subtype) => (
                <option key={subtype.value} value={subtype.value}>
                  {subtype.label}
                </option>
              ))}
            </SelectField>
          )}
          <SelectField label="Country" error={errors.country?.message} {...register("country")}>
            {companyCountries.map((country) => (
              <option key={country} value={country}>
                {country === "USA" ? "USA" : "Other"}
              </option>
            ))}
          </SelectField>
          <SelectField label="Status" error={errors.status?.message} {...register("status")}>
            {recordStatuses.map((status) => (
              <option key={status} value={status}>
                {recordStatusLabels[status].label}
              </option>
            ))}
          </SelectField>
        </FormSection>
        <FormSection
          title="First address"
          description="Optional. More addresses, staff and the rest are added on the company's page."
        >
          <CheckboxField label="Add an address now" className="sm:col-span-2" {...register("hasAddress")} />
          {hasAddress &&
            firstAddressFields.map((field) => (
              <AddressFieldControl key={field.name} field={field} register={register} errors={errors} />
            ))}
        </FormSection>
        <div className="flex justify-end gap-3 border-t border-slate-200 bg-slate-50 px-5 py-4 sm:px-6">
          <Link to={paths.app.companies.all.getHref()} className={buttonClassName("secondary")}>
            Cancel
          </Link>
          <Button type="submit" busy={isSubmitting || create.isPending} busyLabel="Adding…">
            Add company
          </Button>
        </div>
      </form>
    </Card>
  );
}
