/** Delimiters CSV exports use: comma, semicolon (where the comma is the decimal mark), tab, pipe. */
const CANDIDATES = [",", ";", "\t", "|"] as const;
/** Records looked at: enough to see past a title block above the header. */
const SAMPLE_RECORDS = 100;

/**
 * The delimiter of a CSV, from a sample of its text: the candidate that splits the most records
 * into the same number of fields, counted outside quoted values. Title lines above the header and
 * stray commas in values count for little against a table's steady rows. A file with none of them
 * is one column, read with the comma.
 */
export function delimiterOf(sample: string): string {
  let best: { delimiter: string; records: number; fields: number } = {
    delimiter: ",",
    records: 0,
    fields: 0,
  };
  for (const delimiter of CANDIDATES) {
    const { count, records } = commonCount(countsPerRecord(sample, delimiter));
    if (count === 0) continue;
    if (records > best.records || (records === best.records && count > best.fields)) {
      best = { delimiter, records, fields: count };
    }
  }
  return best.delimiter;
}

/** The most frequent non-zero count and how many records have it. */
function commonCount(counts: readonly number[]): { count: number; records: number } {
  const frequency = new Map<number, number>();
  for (const count of counts) if (count > 0) frequency.set(count, (frequency.get(count) ?? 0) + 1);
  let common = { count: 0, records: 0 };
  for (const [count, records] of frequency) {
    if (records > common.records || (records === common.records && count > common.count))
      common = { count, records };
  }
  return common;
}

/** How many delimiters each non-blank record of the sample holds outside quoted values. */
function countsPerRecord(sample: string, delimiter: string): number[] {
  const counts: number[] = [];
  let count = 0;
  let inQuotes = false;
  let atFieldStart = true;
  let hasContent = false;
  for (let index = 0; index < sample.length && counts.length < SAMPLE_RECORDS; index += 1) {
    const char = sample.charAt(index);
    if (inQuotes) {
      if (char !== '"') continue;
      if (sample.charAt(index + 1) === '"') index += 1;
      else inQuotes = false;
    } else if (char === '"' && atFieldStart) {
      inQuotes = true;
      hasContent = true;
    } else if (char === delimiter) {
      count += 1;
      atFieldStart = true;
      hasContent = true;
    } else if (char === "\n" || char === "\r") {
      if (hasContent) counts.push(count);
      count = 0;
      atFieldStart = true;
      hasContent = false;
    } else {
      // A quote opens a value only at its start (spaces aside): `30" screen` is plain text.
      if (char !== " ") atFieldStart = false;
      hasContent = true;
    }
  }
  if (hasContent) counts.push(count);
  return counts;
}
