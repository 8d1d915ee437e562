import type { ApiClient } from "@rightsdesk/api-client";
import { PersonImportRequestSchema, type PersonCreateRequest } from "@rightsdesk/domain";
import { columnForPersonField, type CheckedPersonRow } from "./person-row-request.js";
import type { ImportRecordNames, ImportTarget } from "./send-import.js";

/** A person row's outcome names the person by their full name. */
export type PersonIdentity = { fullName: string };

export const personImportNames: ImportRecordNames<PersonIdentity> = {
  one: "person",
  many: "people",
  nameOf: (row) => row.fullName,
};

/**
 * POST /People/Import, its fields read as the people file's columns. With `confirmDuplicates`
 * the server imports rows that match a stored person too, instead of failing them.
 */
export function personImportTarget(
  api: ApiClient,
  confirmDuplicates: boolean,
): ImportTarget<PersonCreateRequest, CheckedPersonRow, PersonIdentity> {
  return {
    requestSchema: PersonImportRequestSchema,
    send: (batch) => api.importPeople({ body: { ...batch, confirmDuplicates } }),
    columnForField: columnForPersonField,
    identify: (row) => ({ fullName: row.fullName }),
  };
}
