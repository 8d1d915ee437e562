import { z } from "zod";

/** Prefixes of human-facing record numbers (spec 001 section 3). */
export const recordIdPrefixes = {
  person: "PE",
  company: "CY",
  completionReport: "CR",
  contractGuarantee: "GTY",
  guaranteeRecord: "GR00",
} as const;
export type RecordIdPrefix = (typeof recordIdPrefixes)[keyof typeof recordIdPrefixes];
export const RecordIdPrefixSchema = z.enum(
  Object.values(recordIdPrefixes) as [RecordIdPrefix, ...RecordIdPrefix[]],
);

/** Digits a record number is padded to; the spec does not say, so this is ours. */
export const RECORD_ID_MIN_DIGITS = 4;

/** "PE" and 42 give "PE0042"; numbers wider than the padding are kept whole. */
export function formatRecordId(prefix: RecordIdPrefix, n: number): string {
  if (!Number.isSafeInteger(n) || n < 1) {
    throw new RangeError(`A record number must be a positive whole number, not ${n}.`);
  }
  return `${prefix}${String(n).padStart(RECORD_ID_MIN_DIGITS, "0")}`;
}

/** Reads a record number back; undefined when it does not start with a known prefix and digits. */
export function parseRecordId(text: string): { prefix: RecordIdPrefix; n: number } | undefined {
  // Longest prefix first, so "GR00" wins over a hypothetical "GR".
  const prefixes = Object.values(recordIdPrefixes).sort((a, b) => b.length - a.length);
  for (const prefix of prefixes) {
    if (text.startsWith(prefix) && /^\d+$/.test(text.slice(prefix.length))) {
      const n = Number(text.slice(prefix.length));
      if (n >= 1 && Number.isSafeInteger(n)) return { prefix, n };
    }
  }
  return undefined;
}
