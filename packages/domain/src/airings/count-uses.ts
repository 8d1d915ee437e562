import { addDays, diffDays } from "../dates/date-arithmetic.js";
import type { IsoDate } from "../dates/iso-date.js";
import type { FeeCategory, FeeUnion } from "../fees/fee-schedule.js";
import type { RateCardEntry } from "../fees/rate-card-entry.js";
import { paymentFeeAmount, paymentFeeNote, priceFee, type PaymentFee } from "../rights/clearance-reason.js";
import type { AiringUseKind } from "./reconcile-airing.js";
import { wildSpotMarket, WILD_SPOT_WEIGHTS_SOURCE, type MajorMarket } from "./wild-spot-markets.js";

/** A use cycle is 13 weeks from the first use (reference §6, Class A and wild spot alike). */
export const USE_CYCLE_DAYS = 91;

/** An airing that counts: it aired (missed and pre-empted rows never reach here). */
export interface CountedAiring {
  readonly airDate: IsoDate;
  readonly outlet: string | null;
  readonly market: string | null;
  readonly useKind: AiringUseKind;
}

/** Class A uses within one cycle, in the tiers the per-use scale declines by. */
export interface ProgramUseTiers {
  readonly first: number;
  readonly second: number;
  readonly thirdToThirteenth: number;
  readonly fourteenthOn: number;
}

export interface WildSpotMarketCount {
  readonly name: string;
  readonly major: MajorMarket | null;
  readonly units: number;
  /** False when the market is not in the weight table (counted as one unit). */
  readonly listed: boolean;
  readonly airings: number;
}

export interface UseCycleCount {
  readonly cycleNumber: number;
  readonly start: IsoDate;
  readonly end: IsoDate;
  readonly airings: number;
  readonly program: { readonly uses: number; readonly tiers: ProgramUseTiers };
  readonly wildSpot: {
    readonly markets: readonly WildSpotMarketCount[];
    readonly majors: readonly MajorMarket[];
    /** Units of the non-major markets; the majors are paid apart. */
    readonly units: number;
    readonly weightsSource: string;
  };
  /** One unit per network (subscriber units beyond the first 350,000 need counts we do not hold). */
  readonly cable: { readonly networks: readonly { readonly name: string; readonly airings: number }[] };
  readonly digital: { readonly airings: number };
}

/** The tiers of the first `uses` Class A uses of a cycle: 1st, 2nd, 3rd–13th, 14th and on. */
export function programUseTiers(uses: number): ProgramUseTiers {
  return {
    first: Math.min(uses, 1),
    second: uses >= 2 ? 1 : 0,
    thirdToThirteenth: Math.max(0, Math.min(uses, 13) - 2),
    fourteenthOn: Math.max(0, uses - 13),
  };
}

function cycleIndex(start: IsoDate, airDate: IsoDate): number {
  return Math.floor(diffDays(start, airDate) / USE_CYCLE_DAYS);
}

/**
 * Counts a spot's uses per 13-week cycle from its first use (the recorded first use, or the
 * earliest airing when that is earlier or none is recorded): Class A program uses in their
 * tiers, wild-spot markets with their unit weights, cable networks, digital airings. Pure; the
 * order of the airings does not matter.
 */
export function countUses(airings: readonly CountedAiring[], firstUse: IsoDate | null): UseCycleCount[] {
  const [head, ...rest] = airings;
  if (head === undefined) return [];
  const earliest = rest.reduce((min, airing) => (airing.airDate < min ? airing.airDate : min), head.airDate);
  const start = firstUse === null || earliest < firstUse ? earliest : firstUse;
  const byCycle = new Map<number, CountedAiring[]>();
  for (const airing of airings) {
    const index = cycleIndex(start, airing.airDate);
    const cycle = byCycle.get(index);
    if (cycle === undefined) byCycle.set(index, [airing]);
    else cycle.push(airing);
  }
  return [...byCycle.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, cycleAirings]) => countCycle(index, start, cycleAirings));
}

function countCycle(index: number, start: IsoDate, airings: readonly CountedAiring[]): UseCycleCount {
  const cycleStart = addDays(start, index * USE_CYCLE_DAYS);
  const markets = new Map<string, WildSpotMarketCount>();
  const networks = new Map<string, number>();
  let program = 0;
  let digital = 0;
  for (const airing of airings) {
    if (airing.useKind === "program") program += 1;
    if (airing.useKind === "digital") digital += 1;
    if (airing.useKind === "wildSpot") {
      const market = wildSpotMarket(airing.market ?? airing.outlet ?? "Unknown market");
      const current = markets.get(market.name);
      markets.set(market.name, { ...market, airings: (current?.airings ?? 0) + 1 });
    }
    if (airing.useKind === "cable") {
      const name = (airing.outlet ?? "Unknown network").trim();
      networks.set(name, (networks.get(name) ?? 0) + 1);
    }
  }
  const marketList = [...markets.values()].sort((a, b) => a.name.localeCompare(b.name));
  return {
    cycleNumber: index + 1,
    start: cycleStart,
    end: addDays(cycleStart, USE_CYCLE_DAYS - 1),
    airings: airings.length,
    program: { uses: program, tiers: programUseTiers(program) },
    wildSpot: {
      markets: marketList,
      majors: marketList.flatMap((market) => (market.major === null ? [] : [market.major])),
      units: marketList.reduce((sum, market) => sum + market.units, 0),
      weightsSource: WILD_SPOT_WEIGHTS_SOURCE,
    },
    cable: {
      networks: [...networks.entries()]
        .map(([name, count]) => ({ name, airings: count }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    },
    digital: { airings: digital },
  };
}

/** A principal performer of the spot, paid for its uses. */
export interface UsePerformer {
  readonly id: string;
  readonly label: string;
  readonly union: FeeUnion | null;
  readonly sessionDate: IsoDate | null;
  /** The person: their over-scale entry on the client's rate card, when kept, prices their use fees. */
  readonly performerId?: number | null;
}

export interface PerformerUseFee {
  readonly performer: { readonly id: string; readonly label: string };
  readonly cycleNumber: number;
  /** Null unless a figure exists (client rate card or confirmed scale); `note` then says why ("no confirmed rate"). */
  readonly amountCents: number | null;
  readonly note: string;
}

const NO_CONFIRMED_RATE = "No confirmed rate";

function feeOf(fee: PaymentFee, units: number): { amountCents: number | null; note: string } {
  const amount = paymentFeeAmount(fee);
  if (amount === null) return { amountCents: null, note: `${NO_CONFIRMED_RATE}: ${paymentFeeNote(fee)}` };
  return { amountCents: amount * units, note: paymentFeeNote(fee) };
}

/**
 * What each performer is owed for a cycle's uses, only where a figure exists (the performer's
 * over-scale entry or the client's rate card, `rateCard`, else the shipped confirmed scale): the
 * wild spot's flat cycle fee (New Structure); Class A per use, cable units and non-union
 * performers say "No confirmed rate" with the reason — counts are shown, amounts never invented.
 */
export function performerUseFees(
  cycle: UseCycleCount,
  performers: readonly UsePerformer[],
  rateCard: readonly RateCardEntry[] = [],
): PerformerUseFee[] {
  return performers.map((performer) => {
    const ref = { id: performer.id, label: performer.label };
    const base = { performer: ref, cycleNumber: cycle.cycleNumber };
    if (performer.union === null || performer.sessionDate === null)
      return {
        ...base,
        amountCents: null,
        note: `${NO_CONFIRMED_RATE}: the performer has no union scale or session date.`,
      };
    const key = { union: performer.union, keyOn: "sessionDate" as const, sessionDate: performer.sessionDate };
    const parts: { amountCents: number | null; note: string }[] = [];
    const pricing = { rateCard, performerId: performer.performerId ?? null };
    const price = (category: FeeCategory) => priceFee({ ...key, category }, pricing);
    const ask = (category: FeeCategory, units: number) => parts.push(feeOf(price(category), units));
    if (cycle.program.uses > 0) {
      // The scale declines by tier (1st, 2nd, 3rd–13th, 14th+): one per-use figure cannot price them.
      const fee = price("classAUse");
      parts.push({
        amountCents: null,
        note: `${NO_CONFIRMED_RATE}: ${paymentFeeAmount(fee) !== null ? "Class A per-use figures by tier are not recorded." : paymentFeeNote(fee)}`,
      });
    }
    if (cycle.wildSpot.markets.length > 0) ask("wildSpotFlat", 1);
    if (cycle.cable.networks.length > 0)
      parts.push({
        amountCents: null,
        note: `${NO_CONFIRMED_RATE}: cable units need subscriber counts and a confirmed unit rate.`,
      });
    if (parts.length === 0)
      return { ...base, amountCents: null, note: "No union use fee counted for these airings." };
    const amounts = parts.map((part) => part.amountCents);
    const total = amounts.every((amount) => amount !== null)
      ? amounts.reduce<number>((sum, amount) => sum + (amount ?? 0), 0)
      : null;
    return { ...base, amountCents: total, note: [...new Set(parts.map((part) => part.note))].join(" ") };
  });
}
