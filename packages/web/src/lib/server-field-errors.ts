import { isApiError } from "@rightsdesk/api-client";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

export interface ServerFieldError<F extends string> {
  field: F;
  message: string;
}

/**
 * The field errors of a failed call that belong to fields the form shows. The server names a
 * field by its path in the request ("body.email", "profiles.0.roleId"); the "body." part goes.
 * Errors for fields the form does not show are left to its general message.
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
): ServerFieldError<F>[] {
  if (!isApiError(error)) return [];
  return error.errors.flatMap((fieldError) => {
    const path = fieldError.field.replace(/^body\./, "");
    const field = fields.find((candidate) => candidate === path);
    return field ? [{ field, message: fieldError.message }] : [];
  });
}

/** Whether the server refused an update because the record changed since it was loaded. */
export function isStaleVersionError(error: unknown): boolean {
  return (
    isApiError(error) && error.type === "InvalidData" && serverFieldErrors(error, ["version"]).length > 0
  );
}

/**
 * Puts the server's messages beside the fields they name, and with `focusFirst` moves focus to
 * the first of them so the user lands on what to fix.
 */
export function placeFieldErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, "setError" | "setFocus">,
  fieldErrors: readonly ServerFieldError<Path<T>>[],
  focusFirst = false,
): void {
  for (const { field, message } of fieldErrors) form.setError(field, { type: "server", message });
  const [first] = fieldErrors;
  if (focusFirst && first) form.setFocus(first.field);
}
