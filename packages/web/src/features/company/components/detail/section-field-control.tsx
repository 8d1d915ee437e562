import { isMaskedSecret, type CompanyMainType, type SectionField } from "@rightsdesk/domain";
import { useState, type ComponentProps } from "react";
import { Controller, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { CheckboxField } from "../../../../ui/checkbox-field";
import { CheckboxGroupField } from "../../../../ui/checkbox-group-field";
import { SelectField } from "../../../../ui/select-field";
import { TextField } from "../../../../ui/text-field";
import { TextareaField } from "../../../../ui/textarea-field";
import { readNumber, readSelect, type SectionFormValues } from "../../lib/section-form";
import { CompanyPicker, type PickedCompany } from "./company-picker";

const inputTypes = { text: "text", email: "email", phone: "tel", url: "url" } as const;

type SectionFieldControlProps = {
  field: SectionField;
  register: UseFormRegister<SectionFormValues>;
  control: Control<SectionFormValues>;
  errors: FieldErrors<SectionFormValues>;
  /** Company names for the item's company fields, from its `labels`. */
  labels: Readonly<Record<string, string>>;
  /** The value the item had (a masked secret is kept when sent back unchanged). */
  savedValue: unknown;
  companyId: number;
};

/** The form control for one field of a section, built from its declaration. */
export function SectionFieldControl({
  field,
  register,
  control,
  errors,
  labels,
  savedValue,
  companyId,
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
              {option}
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
              options={field.options.map((option) => ({ value: option, label: option }))}
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
    case "company":
      return (
        <Controller
          control={control}
          name={field.name}
          render={({ field: control }) => (
            <CompanyFieldPicker
              label={label}
              value={typeof control.value === "number" ? control.value : undefined}
              savedName={labels[field.name]}
              onChange={control.onChange}
              onBlur={control.onBlur}
              mainTypes={field.mainTypes as readonly CompanyMainType[] | undefined}
              excludeId={companyId}
              error={message}
            />
          )}
        />
      );
  }
}

/** A company field: the id in the form, the picked company's name remembered to show it. */
function CompanyFieldPicker({
  value,
  savedName,
  onChange,
  ...props
}: Omit<ComponentProps<typeof CompanyPicker>, "value" | "onChange"> & {
  value: number | undefined;
  savedName: string | undefined;
  onChange: (id: number | undefined) => void;
}) {
  const [picked, setPicked] = useState<PickedCompany | null>(null);
  const name = picked?.id === value ? picked?.name : savedName;
  return (
    <CompanyPicker
      {...props}
      value={value === undefined ? null : { id: value, name: name ?? `Company #${value}` }}
      onChange={(company) => {
        setPicked(company);
        onChange(company?.id);
      }}
    />
  );
}
