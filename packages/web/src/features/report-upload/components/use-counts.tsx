import type { ReactNode } from "react";
import { airingUseKindLabels, type AiringUseCount } from "@rightsdesk/domain";
import { paths } from "../../../routing/paths";
import { cx } from "../../../ui/cx";
import { focusRing } from "../../../ui/focus-ring";
import { ModuleLink } from "../../../ui/module-link";
import { formatCents, formatDay } from "../../../ui/records/format-day";

type Cycle = AiringUseCount["cycles"][number];
type Fee = AiringUseCount["fees"][number];

const NO_RATE = "No confirmed rate";

/** A fee's note without the "No confirmed rate:" its amount already says. */
function feeReason(note: string): string {
  return note.startsWith(`${NO_RATE}: `) ? note.slice(NO_RATE.length + 2) : note;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{term}</dt>
      <dd className="mt-1 text-sm text-slate-800">{children}</dd>
    </div>
  );
}

/** Class A uses in the tiers the per-use scale declines by. */
function ProgramUses({ program }: { program: Cycle["program"] }) {
  const { tiers } = program;
  return (
    <Fact term="Class A uses">
      <span className="font-medium tabular-nums">{program.uses}</span>
      <span className="block text-xs text-slate-600">
        1st {tiers.first} · 2nd {tiers.second} · 3rd–13th {tiers.thirdToThirteenth} · 14th+{" "}
        {tiers.fourteenthOn}
      </span>
    </Fact>
  );
}

function WildSpotUses({ wildSpot }: { wildSpot: Cycle["wildSpot"] }) {
  return (
    <Fact term="Wild spot markets">
      <ul className="space-y-0.5">
        {wildSpot.markets.map((market) => (
          <li key={market.name}>
            {market.name}
            <span className="text-slate-500">
              {" "}
              ·{" "}
              {market.major
                ? "major market, paid apart"
                : `${market.units} ${market.units === 1 ? "unit" : "units"}`}
              {!market.listed && " (not in the weight table)"}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-1 font-medium">
        {wildSpot.units} {wildSpot.units === 1 ? "unit" : "units"}{" "}
        <span className="font-normal text-slate-600">(weights: confidence M)</span>
      </p>
      <p className="text-xs text-slate-500">{wildSpot.weightsSource}</p>
    </Fact>
  );
}

/** What a performer is owed for the cycle, or "No confirmed rate" with why: never a made-up zero. */
function FeeLine({ fee }: { fee: Fee }) {
  return (
    <li className="flex flex-col gap-0.5 py-1.5 sm:flex-row sm:items-baseline sm:gap-3">
      <span className="font-medium text-slate-900 sm:w-48 sm:shrink-0">{fee.performer.label}</span>
      {fee.amountCents === null ? (
        <span>
          <span className="font-medium text-slate-900">{NO_RATE}</span>
          <span className="block text-xs text-slate-600">{feeReason(fee.note)}</span>
        </span>
      ) : (
        <span>
          <span className="font-medium tabular-nums">{formatCents(fee.amountCents)}</span>
          {fee.note && <span className="block text-xs text-slate-600">{fee.note}</span>}
        </span>
      )}
    </li>
  );
}

function CycleUses({ cycle, fees }: { cycle: Cycle; fees: readonly Fee[] }) {
  return (
    <div className="rounded-lg border border-slate-200 px-4 py-3">
      <h4 className="text-sm font-semibold text-slate-900">
        Cycle {cycle.cycleNumber}{" "}
        <span className="font-normal text-slate-600">
          {formatDay(cycle.start)} – {formatDay(cycle.end)} · {cycle.airings}{" "}
          {cycle.airings === 1 ? "airing" : "airings"}
        </span>
      </h4>
      <dl className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cycle.program.uses > 0 && <ProgramUses program={cycle.program} />}
        {cycle.wildSpot.markets.length > 0 && <WildSpotUses wildSpot={cycle.wildSpot} />}
        {cycle.cable.networks.length > 0 && (
          <Fact term="Cable networks">
            <ul className="space-y-0.5">
              {cycle.cable.networks.map((network) => (
                <li key={network.name}>
                  {network.name} <span className="text-slate-500">· {network.airings} airings</span>
                </li>
              ))}
            </ul>
          </Fact>
        )}
        {cycle.digital.airings > 0 && (
          <Fact term="Digital airings">
            <span className="font-medium tabular-nums">{cycle.digital.airings}</span>
          </Fact>
        )}
      </dl>
      {fees.length > 0 && (
        <div className="mt-3 border-t border-slate-100 pt-2">
          <h5 className="text-xs font-medium tracking-wide text-slate-500 uppercase">Performers</h5>
          <ul className="divide-y divide-slate-100 text-sm">
            {fees.map((fee) => (
              <FeeLine key={fee.performer.id} fee={fee} />
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** The uses counted for each spot the upload names, across every upload, cycle by cycle. */
export function UseCounts({ useCounts }: { useCounts: readonly AiringUseCount[] }) {
  if (useCounts.length === 0) {
    return (
      <p className="px-5 py-5 text-sm text-slate-600 sm:px-6">No airing of this upload matched a spot.</p>
    );
  }
  return (
    <ul className="divide-y divide-slate-200">
      {useCounts.map((spot) => (
        <li key={spot.assetId} className="space-y-3 px-5 py-4 sm:px-6" aria-label={`Uses of ${spot.title}`}>
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <ModuleLink
              to={paths.app.asset.getHref(spot.assetId)}
              className={cx("rounded font-semibold text-indigo-700 hover:underline", focusRing)}
              plainClassName="font-semibold text-slate-900"
            >
              {spot.title}
            </ModuleLink>
            <span className="font-mono text-xs text-slate-600">{spot.adId}</span>
            <span className="text-xs text-slate-500">
              {spot.useKinds.map((kind) => airingUseKindLabels[kind]).join(", ")}
            </span>
          </div>
          {spot.cycles.map((cycle) => (
            <CycleUses
              key={cycle.cycleNumber}
              cycle={cycle}
              fees={spot.fees.filter((fee) => fee.cycleNumber === cycle.cycleNumber)}
            />
          ))}
        </li>
      ))}
    </ul>
  );
}
