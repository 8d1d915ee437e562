import {
  allergies,
  ethnicities,
  genders,
  multipleBirthKinds,
  multipleBirthZygosities,
  personKinds,
  skillGroups,
  talentRoles,
} from "@rightsdesk/domain";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { CheckboxGroupField } from "../../../ui/checkbox-group-field";
import { FormSection } from "../../../ui/form-section";
import { formatCatalogueName } from "../../../ui/records/record-labels";
import { readSelect } from "../../../ui/records/section-form";
import { SelectField } from "../../../ui/select-field";
import { TextField } from "../../../ui/text-field";
import { TextareaField } from "../../../ui/textarea-field";
import { useUnions } from "../api/list-unions";
import { genderLabels } from "../lib/person-labels";
import { unionChoices } from "../lib/union-choices";
import type { PersonFieldValues } from "../lib/person-fields";
import { RecordStatusField } from "../../../ui/records/record-status-field";
import { bindField } from "../../../ui/bind-field";

const options = (values: readonly string[]) =>
  values.map((value) => ({ value, label: formatCatalogueName(value) }));

/** A list of choices (ethnicities, skill groups...) as checkboxes, kept in the form as an array. */
function ChoicesField({
  name,
  label,
  values,
}: {
  name: "ethnicities" | "skillGroups" | "allergies" | "talentRoles" | "unions";
  label: string;
  values: readonly { value: string; label: string }[];
}) {
  const { control } = useFormContext<PersonFieldValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CheckboxGroupField
          label={label}
          className="sm:col-span-2"
          options={values}
          value={Array.isArray(field.value) ? field.value : []}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/**
 * The profile fields of a person, shared by the add form and the profile form (through the form's
 * context): names, kinds (several allowed), gender, birth date, status, contact, casting facts.
 * Every message sits beside its field.
 */
export function PersonFields() {
  const form = useFormContext<PersonFieldValues>();
  const { register, control, setValue } = form;
  const { errors } = form.formState;
  const field = bindField(form);
  const unions = useUnions();
  const multiplesKind = useWatch({ control, name: "multiplesKind" });
  // What the record held when the form opened: a merged union stays offered to an old record.
  const heldUnions = form.formState.defaultValues?.unions;
  const unionOptions = unionChoices(
    (unions.data ?? []).filter((union) => union.isUnion).map((union) => union.code),
    (heldUnions ?? []).flatMap((code) => (code === undefined ? [] : [code])),
  );

  return (
    <>
      <FormSection title="Name" description="First and last name are required.">
        <TextField
          label="First name"
          autoComplete="off"
          error={errors.personName?.firstName?.message ?? errors.personName?.message}
          {...register("personName.firstName")}
        />
        <TextField label="Middle name (optional)" autoComplete="off" {...field("personName.middleName")} />
        <TextField label="Last name" autoComplete="off" {...field("personName.lastName")} />
      </FormSection>
      <FormSection
        title="Kinds and details"
        description="The kinds decide which tabs the person has; choose every kind that applies. A date of birth under 18 adds the Minor tab."
      >
        <Controller
          control={control}
          name="kinds"
          render={({ field }) => (
            <CheckboxGroupField
              label="Person kinds"
              className="sm:col-span-2"
              options={options(personKinds)}
              value={Array.isArray(field.value) ? field.value : []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.kinds?.message ?? errors.kinds?.root?.message}
            />
          )}
        />
        <SelectField
          label="Gender (optional)"
          {...field("gender", { setValueAs: readSelect })}
          placeholder="Not given"
          options={genders}
          optionLabel={(gender) => genderLabels[gender]}
        />
        <TextField label="Date of birth (optional)" type="date" {...field("dateOfBirth")} />
        <RecordStatusField />
      </FormSection>
      <FormSection
        title="Contact"
        description="The primary e-mail and phone; more addresses and numbers go on the Addresses & contacts tab."
      >
        <TextField label="E-mail (optional)" type="email" autoComplete="off" {...field("email")} />
        <TextField label="Phone (optional)" type="tel" autoComplete="off" {...field("phone")} />
      </FormSection>
      <FormSection
        title="Casting details"
        description="Optional facts for casting and contracts: unions, ethnicities, multiple birth, skills, allergies and roles."
      >
        {unions.isError ? (
          <p className="text-sm text-red-700 sm:col-span-2">The unions could not be loaded.</p>
        ) : (
          <ChoicesField name="unions" label="Unions" values={unionOptions} />
        )}
        <ChoicesField name="ethnicities" label="Ethnicities" values={options(ethnicities)} />
        <SelectField
          label="Multiple birth (optional)"
          error={errors.multiplesKind?.message}
          {...register("multiplesKind", {
            onChange: (event: { target: { value: string } }) => {
              if (event.target.value === "") setValue("multiplesZygosity", "");
            },
          })}
          placeholder="None"
          options={multipleBirthKinds}
          optionLabel={formatCatalogueName}
        />
        {multiplesKind !== "" && (
          <SelectField
            label="Fraternal or identical"
            {...field("multiplesZygosity")}
            placeholder="Choose one"
            options={multipleBirthZygosities}
            optionLabel={formatCatalogueName}
          />
        )}
        <ChoicesField name="skillGroups" label="Skill groups" values={options(skillGroups)} />
        <ChoicesField name="allergies" label="Allergies" values={options(allergies)} />
        <ChoicesField name="talentRoles" label="Talent roles" values={options(talentRoles)} />
        <TextareaField label="Notes (optional)" className="sm:col-span-2" {...field("notes")} />
      </FormSection>
    </>
  );
}
