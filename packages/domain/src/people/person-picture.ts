import { z } from "zod";
import { CastCycleSchema } from "../asset/cast-cycles.js";
import { IsoDateSchema } from "../dates/iso-date.js";

/** A spot the person is cast in: the asset's Cast item naming them. */
export const PersonSpotSchema = z.object({
  castItemId: z.number().int().positive(),
  assetId: z.number().int().positive(),
  adId: z.string(),
  title: z.string(),
  /** The asset's rights status code (ACTIVE, EXPIRED (TALENT)...). */
  status: z.string(),
  role: z.string().nullable(),
  union: z.string().nullable(),
  performerCategory: z.string().nullable(),
  /** Edited out of the spot: they do not appear in it. */
  editedOut: z.boolean(),
  archived: z.boolean(),
});
export type PersonSpot = z.infer<typeof PersonSpotSchema>;

/** A contract with the person as its talent. */
export const PersonContractSchema = z.object({
  id: z.number().int().positive(),
  contractNumber: z.string(),
  title: z.string(),
  family: z.string(),
  status: z.string(),
  startDate: IsoDateSchema.nullable(),
  expirationDate: IsoDateSchema.nullable(),
  termCount: z.number().int().nullable(),
  termUnit: z.string().nullable(),
  sessionFeeCents: z.number().int().nullable(),
  holdingFeeCents: z.number().int().nullable(),
});
export type PersonContract = z.infer<typeof PersonContractSchema>;

/** A use right held for the person on one of their spots. */
export const PersonUseRightSchema = z.object({
  id: z.number().int().positive(),
  assetId: z.number().int().positive(),
  adId: z.string(),
  assetTitle: z.string(),
  useRightType: z.string(),
  mediaType: z.string().nullable(),
  startCycleDate: IsoDateSchema.nullable(),
  cycleExpireDate: IsoDateSchema.nullable(),
  /** The last day the right covers, fixed cycles paid since included. */
  coveredThrough: IsoDateSchema.nullable(),
});
export type PersonUseRight = z.infer<typeof PersonUseRightSchema>;

/**
 * The holding fees of one spot the person holds fixed cycles on: the same standing the asset's
 * performer cycles and the alerts give (the domain's standCastCycles), amounts only from the
 * contract's agreed fee or a confirmed scale rate.
 */
export const PersonHoldingFeeSchema = z.object({
  castItemId: z.number().int().positive(),
  assetId: z.number().int().positive(),
  adId: z.string(),
  assetTitle: z.string(),
  union: z.string(),
  paidThrough: z.string(),
  /** Cycles owed up to today, oldest first. */
  unpaid: z.array(CastCycleSchema),
  /** The next cycle to pay; null past the MPU. */
  nextDue: CastCycleSchema.nullable(),
});
export type PersonHoldingFee = z.infer<typeof PersonHoldingFeeSchema>;

/**
 * A person's whole picture (`GET /People/Picture/{id}`). Each part is null when the caller's role
 * does not read its module (spots, use rights and holding fees: Asset; contracts: Contracts).
 */
export const PersonPictureSchema = z.object({
  today: IsoDateSchema,
  spots: z.array(PersonSpotSchema).nullable(),
  contracts: z.array(PersonContractSchema).nullable(),
  useRights: z.array(PersonUseRightSchema).nullable(),
  holdingFees: z.array(PersonHoldingFeeSchema).nullable(),
});
export type PersonPicture = z.infer<typeof PersonPictureSchema>;
