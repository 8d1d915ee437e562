/**
 * Catalogue and enum codes in words, for every client: "ON_CAMERA" → "On camera", "SAG AFTRA" →
 * "SAG-AFTRA", "PRINCIPAL COMMERCIAL" → "Principal commercial". A code is stored and sent as the
 * specification spells it; only what is read changes.
 */

/** Words that stay in capitals wherever they appear. */
const acronyms = new Set([
  "ACTRA",
  "AFM",
  "AFTRA",
  "ASCAP",
  "BMI",
  "CA",
  "CSV",
  "E&O",
  "EIN",
  "HD",
  "ID",
  "ISCI",
  "ITIN",
  "LLC",
  "MPU",
  "MSA",
  "LA",
  "NY",
  "OTT",
  "P&H",
  "PDF",
  "PRO",
  "PSA",
  "SAG",
  "SESEC",
  "SSN",
  "TIN",
  "TSA",
  "TV",
  "UDA",
  "UK",
  "US",
  "USA",
  "UTMA",
  "XLSX",
]);

/** Codes whose words alone would read wrong. */
const exceptions: Readonly<Record<string, string>> = {
  "SAG AFTRA": "SAG-AFTRA",
  "SAG-AFTRA": "SAG-AFTRA",
  AFTRA: "AFTRA (before 2012)",
  SAG: "SAG (before 2012)",
  "NON UNION": "Non-union",
  NON_PROFIT: "Non-profit",
  NA: "Not applicable",
  F: "Female",
  M: "Male",
  NB: "Non-binary",
  "MOVED FROM NU TO UNION": "Moved from non-union to union",
  "RE CLASSIFY": "Reclassify",
  MPU_EXPIRE: "MPU expiring",
  ELEMENT_EXPIRE: "Element expiring",
  BEAUTY_COSMETICS: "Beauty & cosmetics",
  BEVERAGES_ALCOHOLIC: "Beverages (alcoholic)",
  ENERGY_UTILITIES: "Energy & utilities",
  MEDIA_PUBLISHING: "Media & publishing",
  SPORTS_FITNESS: "Sports & fitness",
  TRAVEL_HOSPITALITY: "Travel & hospitality",
  BOTH: "On and off camera",
  "C-CORP": "C corporation",
  "S-CORP": "S corporation",
  "LLC (C-CORP)": "LLC (taxed as a C corporation)",
  "LLC (S-CORP)": "LLC (taxed as an S corporation)",
  "LLC (PARTNERSHIP)": "LLC (taxed as a partnership)",
  "RE-RECORDED": "Re-recorded",
  W4: "W-4",
  W8: "W-8",
  W9: "W-9",
  W8BEN: "W-8BEN",
  "W8 BEN": "W-8BEN",
};

/** Tax forms keep their official spelling inside longer codes ("W4 PART 1" → "W-4 part 1"). */
const taxForms: Readonly<Record<string, string>> = { W4: "W-4", W8: "W-8", W9: "W-9", W8BEN: "W-8BEN" };

/** A short code of one or two letters (an abbreviation such as "SA" or "VO") reads as it is. */
const abbreviation = /^[A-Z]{1,2}$/;

function wordLabel(word: string, first: boolean): string {
  // "STREAMING/OTT", "HAIR/MAKE-UP", "C-CORP": each part of a joined word on its own.
  const parts = word.split(/([/-])/);
  return parts
    .map((part, index) => {
      if (part === "/" || part === "-") return part;
      const open = part.startsWith("(") ? "(" : "";
      const close = part.endsWith(")") ? ")" : "";
      const bare = part.slice(open.length, part.length - close.length);
      if (taxForms[bare]) return `${open}${taxForms[bare]}${close}`;
      if (acronyms.has(bare)) return `${open}${bare}${close}`;
      const lower = bare.toLowerCase();
      const capital = first && index === 0 && !open;
      return `${open}${capital ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower}${close}`;
    })
    .join("");
}

/** A code as read. Text that is not a code (mixed case) comes back unchanged. */
export function codeLabel(code: string): string {
  const exception = exceptions[code];
  if (exception) return exception;
  if (code !== code.toUpperCase() || abbreviation.test(code)) return code;
  const words = code.replaceAll("_", " ").split(" ").filter(Boolean);
  const label = words.map((word, index) => wordLabel(word, index === 0)).join(" ");
  // A label that opens with a bracket or a lower-case word still starts with a capital.
  return label.charAt(0).toUpperCase() + label.slice(1);
}
