import {
  audioOrigins,
  elementProperties,
  elementTypeCatalogue,
  elementTypeShowsProperty,
  elementTypes,
  licenceTypes,
  musicOrigins,
} from "@rightsdesk/domain";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { FormSection } from "../../../ui/form-section";
import { CompanyPicker } from "../../../ui/records/company-picker";
import { formatCatalogueName } from "../../../ui/records/record-labels";
import { SelectField } from "../../../ui/select-field";
import { TextField } from "../../../ui/text-field";
import { TextareaField } from "../../../ui/textarea-field";
import type { ElementFormValues } from "../lib/element-profile-form";
import { bindField } from "../../../ui/bind-field";

const propertyInput = { url: "url", date: "date", count: "number", year: "number", text: "text" } as const;

/** "URL LINK" → "URL link", as the spec's property names read in a form. */
const propertyLabel = (label: string) => (label.startsWith("URL") ? "URL link" : formatCatalogueName(label));

/** Title, type, sub type, the type's properties, origin and description. */
function ProfileFields() {
  const form = useFormContext<ElementFormValues>();
  const { register, control, setValue } = form;
  const { errors } = form.formState;
  const field = bindField(form);
  const typeValue = useWatch({ control, name: "elementType" });
  const type = elementTypes.find((candidate) => candidate === typeValue);
  const subtypes = type ? elementTypeCatalogue[type].subtypes : [];
  const shown = type
    ? elementProperties.filter((property) => elementTypeShowsProperty(type, property.key))
    : [];
  return (
    <FormSection title="Element" description="What it is. The type decides which details and tabs it has.">
      <TextField
        label="Title"
        autoComplete="off"
        error={errors.title?.message}
        className="sm:col-span-2"
        {...register("title")}
      />
      <SelectField
        label="Element type"
        {...field("elementType", { onChange: () => setValue("subType", "") })}
        placeholder="Choose the type"
        options={elementTypes}
        optionLabel={formatCatalogueName}
      />
      <SelectField
        label="Sub type (optional)"
        disabled={!type}
        {...field("subType")}
        placeholder="None"
        options={subtypes}
        optionLabel={formatCatalogueName}
      />
      {type === "MUSIC" && (
        <SelectField
          label="Music origin"
          {...field("musicOrigin")}
          placeholder="Choose the origin"
          options={musicOrigins}
          optionLabel={formatCatalogueName}
        />
      )}
      {type === "AUDIO" && (
        <SelectField
          label="Audio origin"
          {...field("audioOrigin")}
          placeholder="Choose the origin"
          options={audioOrigins}
          optionLabel={formatCatalogueName}
        />
      )}
      {shown.map((property) => (
        <TextField
          key={property.key}
          label={`${propertyLabel(property.label)} (optional)`}
          type={propertyInput[property.kind]}
          autoComplete="off"
          error={errors.properties?.[property.key]?.message}
          {...register(`properties.${property.key}`)}
        />
      ))}
      <TextareaField
        label="Description (optional)"
        className="sm:col-span-2"
        rows={3}
        {...field("description")}
      />
    </FormSection>
  );
}

/** The licence type, the vendor (a company record) and the licensor (a name and e-mail). */
function VendorFields() {
  const form = useFormContext<ElementFormValues>();
  const { control } = form;
  const field = bindField(form);
  return (
    <FormSection
      title="Vendor and licensor"
      description="Who supplies the element and who grants its rights."
    >
      <SelectField
        label="Licence type (optional)"
        {...field("licenceType")}
        placeholder="None"
        options={licenceTypes}
        optionLabel={formatCatalogueName}
      />
      <Controller
        control={control}
        name="vendor"
        render={({ field }) => (
          <CompanyPicker
            label="Vendor (optional)"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <TextField label="Licensor name (optional)" autoComplete="off" {...field("licensorName")} />
      <TextField
        label="Licensor e-mail (optional)"
        type="email"
        autoComplete="off"
        {...field("licensorEmail")}
      />
    </FormSection>
  );
}

/** The element's fields, under the form around them: the profile, the vendor and licensor, or both. */
export function ElementFields({ parts }: { parts: readonly ("profile" | "vendor")[] }) {
  return (
    <>
      {parts.includes("profile") && <ProfileFields />}
      {parts.includes("vendor") && <VendorFields />}
    </>
  );
}
