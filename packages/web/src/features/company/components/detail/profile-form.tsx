import { zodResolver } from "@hookform/resolvers/zod";
import {
  CompanyUpdateRequestSchema,
  companyMainTypes,
  companySubtypesOf,
  type CompanyRecord,
} from "@rightsdesk/domain";
import { useState } from "react";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { serverFieldErrors } from "../../../../lib/server-field-errors";
import { CompanyPicker } from "../../../../ui/records/company-picker";
import { RecordProfileForm } from "../../../../ui/records/profile-form-frame";
import { formatCatalogueName } from "../../../../ui/records/record-labels";
import { SelectField } from "../../../../ui/select-field";
import { useUpdateCompany } from "../../api/update-company";
import { companyProfileFieldNames } from "../../lib/add-company-form";
import { profileFormValues, type ProfileFormValues } from "../../lib/profile-form";
import { CompanyCountryStatusFields, CompanyNameFields } from "../company-fields";
import { bindField } from "../../../../ui/bind-field";

const profileFields = [...companyProfileFieldNames, "parentCompanyId"] as const;

/**
 * The profile in edit mode: names, type and subtype, country, status and parent company, saved
 * with the version it was loaded at so a stale save is refused with the server's message.
 */
export function ProfileForm({
  company,
  onDone,
  onReload,
}: {
  company: CompanyRecord;
  /** Leaves edit mode (after saving or cancelling). */
  onDone: () => void;
  /** Loads the latest version of the company. */
  onReload: () => Promise<CompanyRecord | undefined>;
}) {
  const update = useUpdateCompany(company.id);
  return (
    <RecordProfileForm
      record={company}
      editName="company-profile"
      resolver={zodResolver(CompanyUpdateRequestSchema)}
      valuesOf={profileFormValues}
      save={update.mutateAsync}
      saving={update.isPending}
      serverErrors={(error) => serverFieldErrors(error, profileFields)}
      onDone={onDone}
      reload={onReload}
    >
      <div className="grid gap-5 px-5 py-5 sm:grid-cols-2 sm:px-6">
        <CompanyNameFields />
        <CompanyTypeFields />
        <CompanyCountryStatusFields />
        <ParentCompanyField company={company} />
      </div>
    </RecordProfileForm>
  );
}

/** The main type, and the sub types it offers (a sub type the new main type lacks is cleared). */
function CompanyTypeFields() {
  const form = useFormContext<ProfileFormValues>();
  const { register, control, setValue, getValues } = form;
  const { errors } = form.formState;
  const field = bindField(form);
  const mainType = useWatch({ control, name: "companyType.mainType" });
  const subtypes = companySubtypesOf(mainType);
  return (
    <>
      <SelectField
        label="Main type"
        error={errors.companyType?.mainType?.message ?? errors.companyType?.message}
        {...register("companyType.mainType", {
          onChange: (event: { target: { value: string } }) => {
            const next = event.target.value as typeof mainType;
            if (!companySubtypesOf(next).includes(getValues("companyType.subType") ?? "")) {
              setValue("companyType.subType", "", { shouldDirty: true });
            }
          },
        })}
        options={companyMainTypes}
        optionLabel={formatCatalogueName}
      />
      <SelectField
        label="Sub type"
        disabled={subtypes.length === 0}
        hint={subtypes.length === 0 ? "This main type has no sub types." : undefined}
        {...field("companyType.subType")}
        placeholder="None"
        options={subtypes}
        optionLabel={formatCatalogueName}
      />
    </>
  );
}

/** The company this one belongs to, picked by name; its name as loaded until another is picked. */
function ParentCompanyField({ company }: { company: CompanyRecord }) {
  const form = useFormContext<ProfileFormValues>();
  const { control } = form;
  const { errors } = form.formState;
  const [picked, setPicked] = useState<{ id: number; name: string } | null>(null);
  const nameOf = (id: number) =>
    (picked?.id === id ? picked.name : id === company.parentCompanyId ? company.parentCompanyName : null) ??
    `Company #${id}`;
  return (
    <Controller
      control={control}
      name="parentCompanyId"
      render={({ field }) => (
        <CompanyPicker
          label="Parent company (optional)"
          className="sm:col-span-2"
          value={typeof field.value === "number" ? { id: field.value, name: nameOf(field.value) } : null}
          onChange={(next) => {
            setPicked(next);
            field.onChange(next?.id ?? null);
          }}
          onBlur={field.onBlur}
          excludeId={company.id}
          hint="The company this one belongs to in the company hierarchy."
          error={errors.parentCompanyId?.message}
        />
      )}
    />
  );
}
