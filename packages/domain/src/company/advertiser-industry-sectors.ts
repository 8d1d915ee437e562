import { z } from "zod";

/**
 * Advertiser subtypes are industry sectors, each in a readable and a coded form
 * (spec 001 section 3). The product has about 110; the spec does not list them, so this is
 * a known starter list. Append new sectors at the end; never change an existing code.
 */
export const advertiserIndustrySectors = [
  { code: "AGRICULTURE", label: "Agriculture" },
  { code: "AIRLINES", label: "Airlines" },
  { code: "APPAREL", label: "Apparel" },
  { code: "AUTOMOTIVE", label: "Automotive" },
  { code: "BANKING", label: "Banking" },
  { code: "BEAUTY_COSMETICS", label: "Beauty & cosmetics" },
  { code: "BEVERAGES", label: "Beverages" },
  { code: "BEVERAGES_ALCOHOLIC", label: "Beverages - alcoholic" },
  { code: "CONSUMER_ELECTRONICS", label: "Consumer electronics" },
  { code: "EDUCATION", label: "Education" },
  { code: "ENERGY_UTILITIES", label: "Energy & utilities" },
  { code: "ENTERTAINMENT", label: "Entertainment" },
  { code: "FINANCIAL_SERVICES", label: "Financial services" },
  { code: "FOOD", label: "Food" },
  { code: "GAMING", label: "Gaming" },
  { code: "GOVERNMENT", label: "Government" },
  { code: "HEALTHCARE", label: "Healthcare" },
  { code: "HOME_IMPROVEMENT", label: "Home improvement" },
  { code: "HOUSEHOLD_PRODUCTS", label: "Household products" },
  { code: "INSURANCE", label: "Insurance" },
  { code: "MEDIA_PUBLISHING", label: "Media & publishing" },
  { code: "NON_PROFIT", label: "Non-profit" },
  { code: "PET_CARE", label: "Pet care" },
  { code: "PHARMACEUTICALS", label: "Pharmaceuticals" },
  { code: "POLITICAL", label: "Political" },
  { code: "REAL_ESTATE", label: "Real estate" },
  { code: "RESTAURANTS", label: "Restaurants" },
  { code: "RETAIL", label: "Retail" },
  { code: "SPORTS_FITNESS", label: "Sports & fitness" },
  { code: "TECHNOLOGY", label: "Technology" },
  { code: "TELECOMMUNICATIONS", label: "Telecommunications" },
  { code: "TOBACCO", label: "Tobacco" },
  { code: "TOYS", label: "Toys" },
  { code: "TRAVEL_HOSPITALITY", label: "Travel & hospitality" },
  { code: "OTHER", label: "Other" },
] as const;

/** False: the product's full list (about 110 sectors) is not in the spec. */
export const advertiserIndustrySectorsComplete = false;

export type AdvertiserIndustrySectorEntry = (typeof advertiserIndustrySectors)[number];
export const advertiserIndustrySectorCodes = advertiserIndustrySectors.map((s) => s.code) as [
  AdvertiserIndustrySectorEntry["code"],
  ...AdvertiserIndustrySectorEntry["code"][],
];
export const AdvertiserIndustrySectorSchema = z.enum(advertiserIndustrySectorCodes);
export type AdvertiserIndustrySector = z.infer<typeof AdvertiserIndustrySectorSchema>;
