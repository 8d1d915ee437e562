import { AD_ID_SHAPE_MESSAGE, type AssetProfileInput } from "@rightsdesk/domain";
import { useFormContext } from "react-hook-form";
import { cx } from "../../../ui/cx";
import { FieldLabel, FieldMessages, fieldBorder, useFieldIds } from "../../../ui/field-parts";

/**
 * The Ad-ID, with the domain's own rule said under it before anything is typed, and checked as
 * soon as the user leaves the field (then at every keystroke), not only on save.
 */
export function AdIdField() {
  const form = useFormContext<AssetProfileInput>();
  const error = form.getFieldState("adId", form.formState).error?.message;
  const { inputId, errorId, hintId, describedBy } = useFieldIds(undefined, error, AD_ID_SHAPE_MESSAGE);
  const check = () => void form.trigger("adId");
  return (
    <div>
      <FieldLabel htmlFor={inputId}>Ad-ID</FieldLabel>
      <input
        id={inputId}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cx(
          "mt-1.5 block w-full rounded-md border bg-white px-3 py-2 font-mono text-sm text-slate-900 uppercase shadow-xs placeholder:font-sans placeholder:text-slate-400 placeholder:normal-case",
          "focus:outline-2 focus:-outline-offset-1",
          fieldBorder(error),
        )}
        placeholder="For example ABCD1234000H"
        {...form.register("adId", {
          onBlur: check,
          onChange: () => {
            if (form.getFieldState("adId").isTouched) check();
          },
        })}
      />
      <FieldMessages errorId={errorId} error={error} hintId={hintId} hint={AD_ID_SHAPE_MESSAGE} />
    </div>
  );
}
