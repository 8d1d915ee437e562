import type { ModuleName } from "../access/modules.js";
import type { RecordOwnerKind } from "../records/record-ref.js";

/**
 * The module whose rights cover each kind of record that has a documents tab (spec 000
 * section 2): reading its documents needs read on that module, adding them write, removing
 * them delete.
 */
export const documentOwnerModules = {
  company: "Company",
  people: "People",
  asset: "Asset",
  element: "Element",
  "completion-report": "Completion Report",
  contract: "Contracts",
} as const satisfies Record<RecordOwnerKind, ModuleName>;

/** The modules that own documents, each once. */
export const documentModules: readonly ModuleName[] = [...new Set(Object.values(documentOwnerModules))];

/** The module whose rights cover the documents of a kind of record. */
export function documentOwnerModule(kind: RecordOwnerKind): ModuleName {
  return documentOwnerModules[kind];
}
