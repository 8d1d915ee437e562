import { searchTypeDefinitions, type SearchType, type SearchTypeDefinition } from "@rightsdesk/domain";

/** The types a user can search today, in the order Alt+1… picks them. */
export const searchableTypes: readonly SearchTypeDefinition[] = searchTypeDefinitions.filter(
  (definition) => definition.available,
);

export function searchTypeDefinition(type: SearchType): SearchTypeDefinition {
  const found = searchTypeDefinitions.find((definition) => definition.type === type);
  if (!found) throw new Error(`Unknown search type ${type}`);
  return found;
}

/** What an empty result says: "No person named “Ada”". */
export function noMatchText(type: SearchType, text: string): string {
  const quoted = `“${text}”`;
  switch (type) {
    case "asset":
      return `No asset titled ${quoted}`;
    case "person":
      return `No person named ${quoted}`;
    case "company":
      return `No company named ${quoted}`;
    case "contract":
      return `No contract named ${quoted}`;
    case "completion-report":
      return `No completion report named ${quoted}`;
  }
}

const storageKey = "rightsdesk.search.lastType";
const fallback: SearchType = "asset";

/** The type the user searched last, or assets; anything stored that cannot be searched is ignored. */
export function readLastSearchType(storage: Pick<Storage, "getItem"> | undefined): SearchType {
  try {
    const stored = storage?.getItem(storageKey);
    return searchableTypes.find((definition) => definition.type === stored)?.type ?? fallback;
  } catch {
    return fallback;
  }
}

export function writeLastSearchType(storage: Pick<Storage, "setItem"> | undefined, type: SearchType): void {
  try {
    storage?.setItem(storageKey, type);
  } catch {
    // A browser that refuses storage just starts from assets next time.
  }
}
