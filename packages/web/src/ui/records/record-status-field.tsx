import { recordStatuses, type RecordStatus } from "@rightsdesk/domain";
import { useFormContext } from "react-hook-form";
import { SelectField } from "../select-field";
import { recordStatusLabels } from "./record-labels";

/** The status of a company or a person (active, inactive, blocked), in the form around it. */
export function RecordStatusField() {
  const {
    register,
    formState: { errors },
  } = useFormContext<{ status?: RecordStatus }>();
  return (
    <SelectField
      label="Status"
      error={errors.status?.message}
      {...register("status")}
      options={recordStatuses}
      optionLabel={(status) => recordStatusLabels[status].label}
    />
  );
}
