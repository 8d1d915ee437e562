import { expiringItemKindLabels, expiringItemKinds, type AssetTimeline } from "@rightsdesk/domain";
import { useState } from "react";
import { cx } from "../../../../ui/cx";
import { focusRing } from "../../../../ui/focus-ring";
import { formatDay } from "../../../../ui/records/format-day";
import {
  defaultTimelineZoom,
  layoutTimeline,
  type TimelineBar,
  type TimelineZoom,
} from "../../lib/timeline-layout";
import { TitledCard } from "../../../../ui/titled-card";

function kindLabel(kind: string): string {
  const known = expiringItemKinds.find((candidate) => candidate === kind);
  return known ? expiringItemKindLabels[known] : kind;
}

function barClass(bar: TimelineBar): string {
  if (bar.earliest) return "bg-red-500 ring-2 ring-red-700/40";
  if (bar.ended) return "bg-slate-300";
  if (bar.kind === "assetMpu") return "bg-slate-500";
  if (bar.kind === "element") return "bg-emerald-500";
  return "bg-indigo-500";
}

const ends = (bar: TimelineBar) => (bar.end ? formatDay(bar.end) : "no end");

/** "Earliest expiry: 09/30/2025 — Use right "Cable"", or why nothing ends the asset. */
export function earliestExpiryText(timeline: AssetTimeline): string {
  const earliest = timeline.items.find((item) => item.earliest);
  if (timeline.earliestExpireDate === null || !earliest) return "Earliest expiry: none — nothing here ends.";
  return `Earliest expiry: ${formatDay(timeline.earliestExpireDate)} — ${earliest.label}`;
}

/** What the chart shows, for a screen reader: every item and when it ends, the earliest named. */
function describeTimeline(timeline: AssetTimeline, bars: readonly TimelineBar[]): string {
  const items = bars.map((bar) => `${bar.label} ends ${ends(bar)}`).join("; ");
  return `Expiration timeline, today ${formatDay(timeline.today)}. ${earliestExpiryText(timeline)}. ${items}.`;
}

/**
 * The expiration dashboard: one bar per item that can end the asset (its MPU, each use right
 * with its holder, each element licence), a line for today and the bar that ends it first in
 * red. The chart is one image to a screen reader, described in words; a table under it lists
 * the same items with their dates.
 */
export function ExpirationTimeline({ timeline }: { timeline: AssetTimeline }) {
  const [zoom, setZoom] = useState<TimelineZoom>(() => defaultTimelineZoom(timeline));
  const layout = layoutTimeline(timeline, zoom);
  return (
    <TitledCard
      titleId="timeline-title"
      title="Expiration timeline"
      description="Each item that can end the asset, from its start to its last covered day."
      action={timeline.items.length > 0 ? <ZoomControl zoom={zoom} onChange={setZoom} /> : undefined}
    >
      <div className="px-5 py-5 sm:px-6">
        {layout.bars.length === 0 ? (
          <p className="text-sm text-slate-600">
            Nothing can end this asset yet: add use rights, link elements or set its MPU end.
          </p>
        ) : (
          <div role="img" aria-label={describeTimeline(timeline, layout.bars)} className="text-xs">
            <div className="grid grid-cols-[minmax(8rem,18rem)_1fr] gap-x-4">
              <div />
              <div className="relative h-5">
                <span
                  className="absolute -translate-x-1/2 font-semibold whitespace-nowrap text-amber-700"
                  style={{ left: `${layout.todayAt}%` }}
                >
                  Today
                </span>
              </div>
              {layout.bars.map((bar) => (
                <TimelineRow key={bar.id} bar={bar} todayAt={layout.todayAt} />
              ))}
              <div />
              <div className="relative mt-1 h-5 border-t border-slate-200 text-slate-500">
                {layout.ticks.map((tick) => (
                  <span
                    key={tick.day}
                    className="absolute top-1 -translate-x-1/2 whitespace-nowrap"
                    style={{ left: `${tick.at}%` }}
                  >
                    {tick.label}
                  </span>
                ))}
              </div>
            </div>
          </div>
        )}
        <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p
            data-testid="earliest-expiry"
            className={cx(
              "text-sm font-medium",
              timeline.earliestExpireDate ? "text-red-700" : "text-slate-600",
            )}
          >
            {earliestExpiryText(timeline)}
          </p>
          <ul aria-label="Legend" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
            <LegendEntry swatch="bg-red-500" label="Ends first" />
            <LegendEntry swatch="bg-slate-500" label="Asset MPU" />
            <LegendEntry swatch="bg-indigo-500" label="Use right" />
            <LegendEntry swatch="bg-emerald-500" label="Element licence" />
            <LegendEntry swatch="bg-slate-300" label="Already ended" />
          </ul>
        </div>
        <TimelineTable timeline={timeline} />
      </div>
    </TitledCard>
  );
}

const zoomLabels: Readonly<Record<TimelineZoom, string>> = { nextTwoYears: "Next 2 years", all: "All" };

/** Two toggle buttons: the chart's span, the pressed one showing. */
function ZoomControl({ zoom, onChange }: { zoom: TimelineZoom; onChange: (zoom: TimelineZoom) => void }) {
  return (
    <div role="group" aria-label="Timeline range" className="inline-flex rounded-md shadow-xs">
      {(["nextTwoYears", "all"] as const).map((choice, index) => (
        <button
          key={choice}
          type="button"
          aria-pressed={zoom === choice}
          onClick={() => onChange(choice)}
          className={cx(
            "border px-3 py-1.5 text-sm font-medium",
            index === 0 ? "rounded-l-md" : "-ml-px rounded-r-md",
            zoom === choice
              ? "relative z-10 border-indigo-600 bg-indigo-600 text-white"
              : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50",
            focusRing,
          )}
        >
          {zoomLabels[choice]}
        </button>
      ))}
    </div>
  );
}

function LegendEntry({ swatch, label }: { swatch: string; label: string }) {
  return (
    <li className="flex items-center gap-1.5">
      <span aria-hidden="true" className={cx("inline-block size-2.5 rounded-sm", swatch)} />
      {label}
    </li>
  );
}

function TimelineRow({ bar, todayAt }: { bar: TimelineBar; todayAt: number }) {
  return (
    <>
      <div className="flex min-w-0 flex-col justify-center py-1.5">
        <span
          title={bar.label}
          className={cx("truncate font-medium", bar.earliest ? "text-red-700" : "text-slate-800")}
        >
          {bar.label}
        </span>
        <span className="text-slate-500">
          {kindLabel(bar.kind)} · {bar.start ? formatDay(bar.start) : "…"} – {ends(bar)}
        </span>
      </div>
      <div className="relative my-1 h-8 rounded bg-slate-50">
        <div
          className={cx(
            "absolute top-1.5 h-5 rounded",
            barClass(bar),
            bar.cutStart && "rounded-l-none",
            bar.cutEnd && "rounded-r-none",
          )}
          style={{ left: `${bar.left}%`, width: `${bar.width}%` }}
        />
        <div className="absolute inset-y-0 w-px bg-amber-500" style={{ left: `${todayAt}%` }} />
      </div>
    </>
  );
}

/** The same items as a table, for screen readers (the chart above is one image to them). */
function TimelineTable({ timeline }: { timeline: AssetTimeline }) {
  return (
    <table className="sr-only">
      <caption>Items that can end the asset</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Kind</th>
          <th scope="col">Starts</th>
          <th scope="col">Ends</th>
          <th scope="col">Ends first</th>
        </tr>
      </thead>
      <tbody>
        {timeline.items.map((item) => (
          <tr key={item.id}>
            <th scope="row">{item.label}</th>
            <td>{kindLabel(item.kind)}</td>
            <td>{formatDay(item.start)}</td>
            <td>{item.end ? formatDay(item.end) : "No end"}</td>
            <td>{item.earliest ? "Yes" : "No"}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
