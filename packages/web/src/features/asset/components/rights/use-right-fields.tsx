import {
  codeLabel,
  cycleLengthLabels,
  cycleRequirementOf,
  knownUsageTypes,
  mediaCatalogue,
} from "@rightsdesk/domain";
import { useId } from "react";
import { useWatch } from "react-hook-form";
import { CheckboxGroupField } from "../../../../ui/checkbox-group-field";
import { SelectField } from "../../../../ui/select-field";
import { TextField } from "../../../../ui/text-field";
import { TextareaField } from "../../../../ui/textarea-field";
import type { UseRightForm } from "../../lib/use-use-right-editor";
import { bindField } from "../../../../ui/bind-field";

const usageTypes = knownUsageTypes();

// The use-right fields come as pieces because the asset's and the contract's dialogs lay them out
// in their own order around fields of their own (the cast member, the asset).

/** The use right's type, with the known usage types offered. */
export function UseRightTypeField({ form }: { form: UseRightForm }) {
  const typesId = useId();
  const field = bindField(form);
  return (
    <>
      <TextField
        label="Use right type"
        aria-required
        list={typesId}
        autoComplete="off"
        placeholder="WILDSPOT, CABLE, SESSION…"
        {...field("useRightType")}
      />
      <datalist id={typesId}>
        {usageTypes.map((type) => (
          <option key={type} value={type}>
            {codeLabel(type)}
          </option>
        ))}
      </datalist>
    </>
  );
}

/** The media type from the catalogue; choosing another clears the sub types. */
export function MediaTypeField({ form }: { form: UseRightForm }) {
  const { setValue } = form;
  const field = bindField(form);
  return (
    <SelectField
      label="Media type (optional)"
      {...field("mediaType", { onChange: () => setValue("mediaSubTypes", []) })}
    >
      <option value="">None</option>
      {mediaCatalogue.map((media) => (
        <option key={media.id} value={media.name}>
          {codeLabel(media.name)}
        </option>
      ))}
    </SelectField>
  );
}

/** The chosen media type's sub types, shown only when it has some. */
export function MediaSubTypesField({ form }: { form: UseRightForm }) {
  const { control, setValue } = form;
  const { errors } = form.formState;
  const mediaType = useWatch({ control, name: "mediaType" });
  const subTypes = useWatch({ control, name: "mediaSubTypes" });
  const subTypeOptions = mediaCatalogue.find((media) => media.name === mediaType)?.subtypes ?? [];
  if (subTypeOptions.length === 0) return null;
  return (
    <CheckboxGroupField
      className="sm:col-span-2"
      label="Media sub types (optional)"
      options={subTypeOptions.map((subtype) => ({ value: subtype.name, label: codeLabel(subtype.name) }))}
      value={subTypes}
      onChange={(next) => setValue("mediaSubTypes", [...next], { shouldDirty: true })}
      error={errors.mediaSubTypes?.message}
    />
  );
}

/**
 * Which cycle fields the chosen use right type needs, by the domain's cycle rule: the labels say
 * "(optional)" only where the rule lets it be empty, so what is required shows before a save.
 */
function useCycleNeeds(form: UseRightForm) {
  const [type, length] = useWatch({ control: form.control, name: ["useRightType", "cycleLength"] });
  const requirement = type.trim() === "" ? "required" : cycleRequirementOf(type);
  return {
    start: requirement !== "none",
    length: requirement === "required",
    end: requirement === "required" || (requirement === "optional" && length !== ""),
  };
}

const marked = (label: string, required: boolean) => (required ? label : `${label} (optional)`);

/** The cycle's length, one of the domain's labels. */
export function CycleLengthField({ form }: { form: UseRightForm }) {
  const field = bindField(form);
  const needs = useCycleNeeds(form);
  return (
    <SelectField
      label={marked("Cycle length", needs.length)}
      aria-required={needs.length}
      {...field("cycleLength")}
      placeholder="None"
      options={cycleLengthLabels}
    />
  );
}

/** The cycle's start and end, then the note (always required). */
export function CycleDatesAndNoteFields({ form }: { form: UseRightForm }) {
  const field = bindField(form);
  const needs = useCycleNeeds(form);
  return (
    <>
      <TextField
        label={marked("Cycle start", needs.start)}
        aria-required={needs.start}
        type="date"
        {...field("startCycleDate")}
      />
      <TextField
        label={marked("Cycle end", needs.end)}
        aria-required={needs.end}
        type="date"
        {...field("cycleExpireDate")}
      />
      <TextareaField
        label="Note"
        aria-required
        className="sm:col-span-2"
        rows={2}
        hint="Required: what this right covers, as the agreement words it."
        {...field("note")}
      />
    </>
  );
}
