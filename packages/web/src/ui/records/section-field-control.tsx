import { isMaskedSecret, sectionOptionLabel, type SectionField } from "@rightsdesk/domain";
import { useState, type ReactNode } from "react";
import { Controller, useWatch, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { CheckboxField } from "../checkbox-field";
import { CheckboxGroupField } from "../checkbox-group-field";
import { SelectField } from "../select-field";
import { TextField } from "../text-field";
import { TextareaField } from "../textarea-field";
import { CompanyPicker } from "./company-picker";
import { ContractPicker } from "./contract-picker";
import { ElementPicker } from "./element-picker";
import { PersonPicker } from "./person-picker";
import type { RecordOwner } from "./record-section";
import type { PickedRecord } from "./reference-picker";
import { readMoney, readNumber, readSelect, type SectionFormValues } from "./section-form";

const inputTypes = { text: "text", email: "email", phone: "tel", url: "url" } as const;

type SectionFieldControlProps = {
  field: SectionField;
  register: UseFormRegister<SectionFormValues>;
  control: Control<SectionFormValues>;
  errors: FieldErrors<SectionFormValues>;
  /** Names for the item's reference fields, from its `labels`. */
  labels: Readonly<Record<string, string>>;
  /** The value the item had (a masked secret is kept when sent back unchanged). */
  savedValue: unknown;
  /** The record the item belongs to: it is not offered in its own reference fields. */
  owner: RecordOwner;
};

/** The form control for one field of a section, built from its declaration. */
export function SectionFieldControl({
  field,
  register,
  control,
  errors,
  labels,
  savedValue,
  owner,
}: SectionFieldControlProps) {
  const error = errors[field.name]?.message;
  const message = typeof error === "string" ? error : undefined;
  const label = "required" in field && field.required ? field.label : `${field.label} (optional)`;
  switch (field.kind) {
    case "text":
    case "email":
    case "phone":
    case "url":
      return (
        <TextField
          label={label}
          type={inputTypes[field.kind]}
          autoComplete="off"
          maxLength={field.max}
          className={field.uppercase ? "[&_input]:uppercase" : undefined}
          error={message}
          {...register(field.name)}
        />
      );
    case "textarea":
      return <TextareaField label={label} maxLength={field.max} error={message} {...register(field.name)} />;
    case "secret":
      return (
        <div>
          <TextField
            label={label}
            autoComplete="off"
            spellCheck={false}
            error={message}
            {...register(field.name)}
          />
          {isMaskedSecret(savedValue) && !message && (
            <p className="mt-1.5 text-sm text-slate-500">
              Leave it as it is to keep the saved value, or type a new one to replace it.
            </p>
          )}
        </div>
      );
    case "select":
      return (
        <SelectField label={label} error={message} {...register(field.name, { setValueAs: readSelect })}>
          <option value="">{field.required ? `Choose the ${field.label.toLowerCase()}` : "None"}</option>
          {field.options.map((option) => (
            <option key={option} value={option}>
              {sectionOptionLabel(field, option)}
            </option>
          ))}
        </SelectField>
      );
    case "multiselect":
      return (
        <Controller
          control={control}
          name={field.name}
          render={({ field: control }) => (
            <CheckboxGroupField
              label={field.label}
              options={field.options.map((option) => ({
                value: option,
                label: sectionOptionLabel(field, option),
              }))}
              value={Array.isArray(control.value) ? (control.value as string[]) : []}
              onChange={control.onChange}
              onBlur={control.onBlur}
              error={message}
            />
          )}
        />
      );
    case "date":
      return <TextField label={label} type="date" error={message} {...register(field.name)} />;
    case "boolean":
      return <CheckboxField label={field.label} {...register(field.name)} />;
    case "number":
      return (
        <TextField
          label={label}
          type="number"
          inputMode="decimal"
          min={field.min}
          max={field.max}
          step="any"
          error={message}
          {...register(field.name, { setValueAs: readNumber })}
        />
      );
    case "money":
      return (
        <TextField
          label={`${field.label} in USD${field.required ? "" : " (optional)"}`}
          inputMode="decimal"
          error={message}
          {...register(field.name, { setValueAs: readMoney })}
        />
      );
    case "company":
    case "person":
    case "element":
    case "contract":
      return (
        <ReferenceControl
          field={field}
          control={control}
          label={label}
          error={message}
          savedName={labels[field.name]}
          owner={owner}
        />
      );
  }
}

type ReferenceField = Extract<SectionField, { kind: "company" | "person" | "element" | "contract" }>;

const referenceNouns: Readonly<Record<ReferenceField["kind"], string>> = {
  company: "Company",
  person: "Person",
  element: "Element",
  contract: "Contract",
};

/**
 * A field naming another record, picked by its name. A contract field offers the contracts of
 * the performer the form has chosen first, when the field says which field holds them.
 */
function ReferenceControl({
  field,
  control,
  label,
  error,
  savedName,
  owner,
}: {
  field: ReferenceField;
  control: Control<SectionFormValues>;
  label: string;
  error: string | undefined;
  savedName: string | undefined;
  owner: RecordOwner;
}) {
  const talentField = field.kind === "contract" ? field.talentField : undefined;
  const talent = useWatch({ control, name: talentField ?? field.name, disabled: !talentField });
  const talentId = talentField && typeof talent === "number" ? talent : undefined;
  const excludeId = owner.kind === field.kind ? owner.id : undefined;
  return (
    <Controller
      control={control}
      name={field.name}
      render={({ field: input }) => (
        <ReferenceFieldPicker
          value={typeof input.value === "number" ? input.value : undefined}
          savedName={savedName}
          fallbackName={(id) => `${referenceNouns[field.kind]} #${id}`}
          onChange={input.onChange}
          render={(value, onChange) => {
            const picker = { label, value, onChange, onBlur: input.onBlur, excludeId, error };
            switch (field.kind) {
              case "company":
                return <CompanyPicker {...picker} mainTypes={field.mainTypes} />;
              case "person":
                return <PersonPicker {...picker} kinds={field.personKinds} />;
              case "element":
                return <ElementPicker {...picker} />;
              case "contract":
                return <ContractPicker {...picker} talentId={talentId} />;
            }
          }}
        />
      )}
    />
  );
}

/** A reference field: the id in the form, the picked record's name remembered to show it. */
function ReferenceFieldPicker({
  value,
  savedName,
  fallbackName,
  onChange,
  render,
}: {
  value: number | undefined;
  savedName: string | undefined;
  fallbackName: (id: number) => string;
  onChange: (id: number | undefined) => void;
  render: (value: PickedRecord | null, onChange: (picked: PickedRecord | null) => void) => ReactNode;
}) {
  const [picked, setPicked] = useState<PickedRecord | null>(null);
  const name = picked?.id === value ? picked?.name : savedName;
  return render(value === undefined ? null : { id: value, name: name ?? fallbackName(value) }, (record) => {
    setPicked(record);
    onChange(record?.id);
  });
}
