/** A workbook does not tell an empty cell from a missing one, so a row ends at its last value. */
export function withoutTrailingBlanks(cells: string[]): string[] {
  let length = cells.length;
  while (length > 0 && cells[length - 1] === "") length -= 1;
  return cells.slice(0, length);
}
