import { HEADER_SEARCH_ROWS, isHeaderRow, type AiringColumnMapping } from "@rightsdesk/domain";
import type { SheetRow } from "./read-sheet/read-sheet.js";

export interface MappingChoice {
  /** Null: detect the mapping from the header's known aliases. */
  readonly mapping: AiringColumnMapping | null;
  readonly from: "saved" | "detected";
  /** Every row of the file, the ones looked at first included. */
  readonly rows: AsyncGenerator<SheetRow, void, undefined>;
}

/**
 * A source's saved mapping is used when its headers are in the file (a header row within the first
 * sheet's first rows holds every mapped column); a file laid out differently is read by detection,
 * as a first file would be. Only those first rows are held while deciding.
 */
export async function chooseMapping(
  rows: AsyncGenerator<SheetRow, void, undefined>,
  saved: AiringColumnMapping | null,
): Promise<MappingChoice> {
  if (saved === null) return { mapping: null, from: "detected", rows };
  const looked: SheetRow[] = [];
  let fits = false;
  for (;;) {
    const next = await rows.next();
    if (next.done) break;
    looked.push(next.value);
    if (isHeaderRow(next.value.cells, saved)) {
      fits = true;
      break;
    }
    if (next.value.sheet !== looked[0]?.sheet || looked.length >= HEADER_SEARCH_ROWS) break;
  }
  async function* replay(): AsyncGenerator<SheetRow, void, undefined> {
    yield* looked;
    yield* rows;
  }
  return fits
    ? { mapping: saved, from: "saved", rows: replay() }
    : { mapping: null, from: "detected", rows: replay() };
}
