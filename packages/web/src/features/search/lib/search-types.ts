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

/** What an empty result says: "No person matches “Ada”" (whichever of the type's fields it searched). */
export function noMatchText(type: SearchType, text: string): string {
  return `No ${searchTypeDefinition(type).name.toLowerCase()} matches “${text}”`;
}

/** "2 people match “quint”", "1 contract matches “quint”", "99+ assets match…": the other-type hint. */
export function elsewhereText(type: SearchType, count: number, more: boolean, text: string): string {
  const definition = searchTypeDefinition(type);
  const noun = count === 1 && !more ? definition.name.toLowerCase() : definition.plural;
  return `${count}${more ? "+" : ""} ${noun} ${count === 1 && !more ? "matches" : "match"} “${text}”`;
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
