import { z } from "zod";

/**
 * Ad-ID codes (see the package README and the shared Ad-ID reference): a
 * 4-character prefix that does not start with 0, then 7 characters, then an optional H (HD)
 * or D (3D). The 7 characters follow a format fixed per prefix that we cannot know, so any
 * letters and digits are accepted there.
 */
export const AD_ID_PATTERN = /^[A-Z1-9][A-Z0-9]{3}[A-Z0-9]{7}[HD]?$/;

/** Pre-2012 shapes: 8-character ISCI (4 letters, 4 digits, optional H) and 12-character codes. */
const LEGACY_PATTERNS = [/^[A-Z]{4}\d{4}H?$/, /^[A-Z0-9]{12}$/];

export type AdIdVariant = "SD" | "HD" | "3D";

export type AdIdCheck =
  | { kind: "current"; code: string; prefix: string; creative: string; variant: AdIdVariant }
  | { kind: "legacy"; code: string; warning: string }
  | { kind: "invalid"; message: string };

export const AD_ID_MISSING_MESSAGE = "Enter the Ad-ID.";
export const AD_ID_SHAPE_MESSAGE =
  "Enter the Ad-ID as 11 letters or digits (a 4-character prefix not starting with 0, then 7 characters), with H or D at the end only for HD or 3D.";
export const AD_ID_LEGACY_WARNING =
  "This is a legacy ISCI-style code, not an 11-character Ad-ID; check it with the advertiser.";

export function normaliseAdId(input: string): string {
  return input.trim().toUpperCase();
}

/** Classifies a code as a current Ad-ID, a legacy code (accepted on import) or invalid. */
export function checkAdId(input: string): AdIdCheck {
  const code = normaliseAdId(input);
  if (code === "") return { kind: "invalid", message: AD_ID_MISSING_MESSAGE };
  if (AD_ID_PATTERN.test(code)) {
    const suffix = code.length === 12 ? code.slice(11) : "";
    const variant: AdIdVariant = suffix === "H" ? "HD" : suffix === "D" ? "3D" : "SD";
    return { kind: "current", code, prefix: code.slice(0, 4), creative: code.slice(0, 11), variant };
  }
  if (LEGACY_PATTERNS.some((pattern) => pattern.test(code))) {
    return { kind: "legacy", code, warning: AD_ID_LEGACY_WARNING };
  }
  return { kind: "invalid", message: AD_ID_SHAPE_MESSAGE };
}

/** Whether two codes are SD/HD/3D versions of one creative (same first 11 characters). */
export function isSameCreative(a: string, b: string): boolean {
  const [left, right] = [checkAdId(a), checkAdId(b)];
  return left.kind === "current" && right.kind === "current" && left.creative === right.creative;
}

/** An Ad-ID as entered on an asset: current shape only, stored upper case. */
export const AdIdSchema = z
  .string({ error: AD_ID_MISSING_MESSAGE })
  .transform(normaliseAdId)
  .superRefine((code, ctx) => {
    const check = checkAdId(code);
    if (check.kind === "invalid") ctx.addIssue({ code: "custom", message: check.message });
    if (check.kind === "legacy") ctx.addIssue({ code: "custom", message: AD_ID_SHAPE_MESSAGE });
  });

/** An Ad-ID arriving by import: legacy codes pass here (the importer shows the warning). */
export const ImportedAdIdSchema = z
  .string({ error: AD_ID_MISSING_MESSAGE })
  .transform(normaliseAdId)
  .superRefine((code, ctx) => {
    const check = checkAdId(code);
    if (check.kind === "invalid") ctx.addIssue({ code: "custom", message: check.message });
  });

/** A licensed Ad-ID prefix on a company's "AD ID prefixes" tab. */
export const AdIdPrefixSchema = z.object({
  prefix: z
    .string({ error: "Enter the Ad-ID prefix." })
    .transform(normaliseAdId)
    .refine(
      (prefix) => /^[A-Z1-9][A-Z0-9]{3}$/.test(prefix),
      "Enter the Ad-ID prefix as 4 letters or digits, not starting with 0.",
    ),
  /** Locked prefixes serve only their own advertiser; unlocked ones may serve several. */
  locked: z.boolean().default(true),
});
export type AdIdPrefix = z.infer<typeof AdIdPrefixSchema>;
