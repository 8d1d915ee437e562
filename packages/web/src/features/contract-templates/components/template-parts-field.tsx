import { templatePartTypes, type TemplateSaveRequest } from "@rightsdesk/domain";
import { useId } from "react";
import { Controller, useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { Button } from "../../../ui/button";
import { cx } from "../../../ui/cx";
import { focusRing } from "../../../ui/focus-ring";
import { AlertCircleIcon, PlusIcon, TrashIcon } from "../../../ui/icons";
import { RichTextEditor } from "../../../ui/rich-text-editor";
import { SelectField } from "../../../ui/select-field";
import type { TemplateFormValues } from "../lib/template-form";
import {
  describeTemplatePart,
  moveTarget,
  newTemplatePart,
  type MoveDirection,
  type TemplatePartFormValue,
} from "../lib/template-parts";
import { SnippetChoice } from "./snippet-choice";

const iconButton = cx(
  "inline-flex size-8 items-center justify-center rounded-md text-slate-600 ring-1 ring-slate-300 ring-inset hover:bg-slate-50",
  "disabled:cursor-not-allowed disabled:opacity-40",
  focusRing,
);

/**
 * A template's parts in order. Each is a snippet of its part type or a form part with its own
 * text; parts are added, removed and moved up or down with buttons (focus follows the moved part).
 */
export function TemplatePartsField() {
  const baseId = useId();
  const { control, formState } = useFormContext<TemplateFormValues, unknown, TemplateSaveRequest>();
  const { fields, append, remove, swap } = useFieldArray({ control, name: "parts" });
  const parts = useWatch({ control, name: "parts" });
  const partsError = formState.errors.parts?.root?.message ?? formState.errors.parts?.message;

  const buttonId = (index: number, action: MoveDirection | "remove") => `${baseId}-part-${index}-${action}`;
  const focusLater = (id: string, fallback?: string) =>
    window.requestAnimationFrame(() => {
      const wanted = document.getElementById(id);
      const target =
        wanted instanceof HTMLButtonElement && wanted.disabled && fallback
          ? document.getElementById(fallback)
          : wanted;
      target?.focus();
    });

  const move = (index: number, direction: MoveDirection) => {
    const target = moveTarget(index, direction, fields.length);
    if (target === null) return;
    swap(index, target);
    const other = direction === "up" ? "down" : "up";
    focusLater(buttonId(target, direction), buttonId(target, other));
  };

  const add = () => {
    append(newTemplatePart(parts.at(-1)));
    focusLater(`${baseId}-part-${fields.length}-type`);
  };

  return (
    <div className="space-y-4">
      <div>
        <h2 className="text-sm font-semibold text-slate-900">Parts</h2>
        <p className="mt-1 text-sm text-slate-500">
          In the PDF, headers come first, then bodies, legal terms and footers; parts of one type keep this
          order.
        </p>
        {partsError && (
          <p className="mt-2 flex items-start gap-1.5 text-sm text-red-700" role="alert">
            <AlertCircleIcon className="mt-0.5 size-4 shrink-0" />
            {partsError}
          </p>
        )}
      </div>
      <ol className="space-y-4">
        {fields.map((field, index) => {
          const part: TemplatePartFormValue = parts[index] ?? field;
          const name = describeTemplatePart(index, part);
          const errors = formState.errors.parts?.[index];
          return (
            <li key={field.id}>
              <fieldset className="rounded-lg border border-slate-200 bg-white">
                <legend className="sr-only">{name}</legend>
                <div className="flex flex-wrap items-center gap-2 border-b border-slate-100 bg-slate-50 px-4 py-2.5 rounded-t-lg">
                  <span aria-hidden="true" className="text-sm font-semibold text-slate-900">
                    {name}
                  </span>
                  <div className="ml-auto flex gap-1.5">
                    <button
                      type="button"
                      id={buttonId(index, "up")}
                      className={iconButton}
                      aria-label={`Move part ${index + 1} up`}
                      title="Move up"
                      disabled={index === 0}
                      onClick={() => move(index, "up")}
                    >
                      <span aria-hidden="true">↑</span>
                    </button>
                    <button
                      type="button"
                      id={buttonId(index, "down")}
                      className={iconButton}
                      aria-label={`Move part ${index + 1} down`}
                      title="Move down"
                      disabled={index === fields.length - 1}
                      onClick={() => move(index, "down")}
                    >
                      <span aria-hidden="true">↓</span>
                    </button>
                    <button
                      type="button"
                      id={buttonId(index, "remove")}
                      className={iconButton}
                      aria-label={`Remove part ${index + 1}`}
                      title="Remove"
                      onClick={() => remove(index)}
                    >
                      <TrashIcon className="size-4 text-red-600" />
                    </button>
                  </div>
                </div>
                <div className="grid gap-4 p-4 sm:grid-cols-2">
                  <Controller
                    control={control}
                    name={`parts.${index}.partType`}
                    render={({ field: control_, fieldState }) => (
                      <SelectField
                        id={`${baseId}-part-${index}-type`}
                        label={`Part ${index + 1} type`}
                        error={fieldState.error?.message}
                        {...control_}
                        placeholder="Choose…"
                        options={templatePartTypes}
                      />
                    )}
                  />
                  <Controller
                    control={control}
                    name={`parts.${index}.kind`}
                    render={({ field: control_, fieldState }) => (
                      <SelectField
                        label={`Part ${index + 1} kind`}
                        error={fieldState.error?.message}
                        {...control_}
                      >
                        <option value="S">Snippet (shared text)</option>
                        <option value="F">Form part (written here)</option>
                      </SelectField>
                    )}
                  />
                  <div className="sm:col-span-2">
                    {part.kind === "S" ? (
                      <Controller
                        control={control}
                        name={`parts.${index}.snippetId`}
                        render={({ field: control_ }) => (
                          <SnippetChoice
                            label={`Part ${index + 1} snippet`}
                            partType={part.partType}
                            value={control_.value}
                            onChange={control_.onChange}
                            onBlur={control_.onBlur}
                            error={errors?.snippetId?.message}
                          />
                        )}
                      />
                    ) : (
                      <Controller
                        control={control}
                        name={`parts.${index}.content`}
                        render={({ field: control_, fieldState }) => (
                          <RichTextEditor
                            label={`Part ${index + 1} text`}
                            value={control_.value}
                            onChange={control_.onChange}
                            onBlur={control_.onBlur}
                            error={fieldState.error?.message}
                          />
                        )}
                      />
                    )}
                  </div>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <Button variant="secondary" onClick={add}>
        <PlusIcon className="size-4" />
        Add part
      </Button>
    </div>
  );
}
