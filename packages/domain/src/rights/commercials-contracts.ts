import { isDateInRange } from "../dates/date-arithmetic.js";
import { toIsoDate, type IsoDate } from "../dates/iso-date.js";

export type ContractConfidence = "V" | "D" | "H" | "NF" | "?";

/** A SAG-AFTRA Commercials Contract edition and the MPU rules it sets (reference section 1). */
export interface CommercialsContract {
  readonly contractYear: 2022 | 2025;
  readonly effectiveFrom: IsoDate;
  /** Last day in force; null = end not known yet. */
  readonly effectiveTo: IsoDate | null;
  readonly mpuMonths: number;
  readonly mpuMonthsSource: string;
  /** MPU starts at the earlier of first use and 13 weeks after the last production day. */
  readonly mpuStartRule: "earlierOfFirstUseOr13WeeksAfterLastProductionDay";
  /** V = seen in the source; NF = not found, the 2022 rule is assumed unchanged. */
  readonly mpuStartRuleConfidence: ContractConfidence;
  readonly mpuStartRuleAssumed: boolean;
  readonly termSource: string;
}

const IHAFORUM = "https://www.ihaforum.org/blog/sag-aftra-contract-changes-what-you-need-to-know";

/** The cut-overs: 2022 runs 2022-04-01 to 2025-03-31, 2025 from 2025-04-01 (end not found). */
export const commercialsContracts: readonly CommercialsContract[] = [
  {
    contractYear: 2022,
    effectiveFrom: toIsoDate("2022-04-01"),
    effectiveTo: toIsoDate("2025-03-31"),
    mpuMonths: 21,
    mpuMonthsSource: "https://sagaftra.org/contract/commercials?page=4",
    mpuStartRule: "earlierOfFirstUseOr13WeeksAfterLastProductionDay",
    mpuStartRuleConfidence: "V",
    mpuStartRuleAssumed: false,
    termSource: IHAFORUM,
  },
  {
    contractYear: 2025,
    effectiveFrom: toIsoDate("2025-04-01"),
    effectiveTo: null,
    mpuMonths: 24,
    mpuMonthsSource: "https://www.cmsproductions.com/blog/2025-sag-aftra-commercials-contract-changes",
    mpuStartRule: "earlierOfFirstUseOr13WeeksAfterLastProductionDay",
    mpuStartRuleConfidence: "NF",
    mpuStartRuleAssumed: true,
    termSource: "https://online.flippingbook.com/view/400053797",
  },
];

export type CommercialsContractLookup =
  | { readonly status: "found"; readonly contract: CommercialsContract }
  | { readonly status: "noContract"; readonly reason: string };

/**
 * The contract edition in force on `date` (for MPU purposes pass the session date: a commercial
 * keeps the terms it was made under for its whole MPU). Before 2022-04-01 is an explicit miss, never a guess.
 */
export function findCommercialsContract(date: IsoDate): CommercialsContractLookup {
  const contract = commercialsContracts.find((candidate) =>
    isDateInRange(date, candidate.effectiveFrom, candidate.effectiveTo),
  );
  if (contract) return { status: "found", contract };
  return {
    status: "noContract",
    reason: `No Commercials Contract edition is loaded for ${date}: the earliest known starts 2022-04-01 (older MPU rules are not modelled).`,
  };
}
