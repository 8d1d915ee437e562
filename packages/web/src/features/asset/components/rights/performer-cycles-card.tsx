import type { AssetTimeline, CastCycle } from "@rightsdesk/domain";
import { Badge } from "../../../../ui/badge";
import { formatCents, formatDay } from "../../../../ui/records/format-day";
import { TitledCard } from "../../../../ui/titled-card";
import { ColumnHeaderRow } from "../../../../ui/column-header-row";

const paidByLabels = {
  sessionFee: "session fee",
  holdingFee: "holding fee",
  useRight: "a recorded right",
} as const;

const amountOf = (cycle: CastCycle) =>
  cycle.amountCents === null ? "amount unknown" : formatCents(cycle.amountCents);

function CurrentCycle({ cycle }: { cycle: CastCycle | null }) {
  if (cycle === null)
    return <span className="text-slate-500">None (before the session or after the MPU)</span>;
  return (
    <span className="flex flex-col">
      <span>
        Cycle {cycle.number}:{" "}
        <span className="whitespace-nowrap">
          {formatDay(cycle.start)} – {formatDay(cycle.expire)}
        </span>
      </span>
      <span>
        {cycle.paidBy === null ? (
          <Badge tone="red">Unpaid</Badge>
        ) : (
          <span className="text-xs text-slate-500">Paid by {paidByLabels[cycle.paidBy]}</span>
        )}
      </span>
    </span>
  );
}

function Owed({ unpaid, today }: { unpaid: readonly CastCycle[]; today: string }) {
  if (unpaid.length === 0) return <span className="text-slate-500">Nothing</span>;
  return (
    <ul className="space-y-1">
      {unpaid.map((cycle) => (
        <li key={cycle.number}>
          Cycle {cycle.number}, due {formatDay(cycle.dueDate)}, {amountOf(cycle)}
          {cycle.dueDate < today && (
            <>
              {" "}
              <Badge tone="red">Overdue</Badge>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * Each union principal's fixed 13-week cycles, counted from their session: the cycle holding today
 * and how it is paid, the unbroken run paid so far, every holding fee owed (however old) and the
 * next to pay. The same figures the alerts, the dashboard, the reports and "Can it air?" use.
 */
export function PerformerCyclesCard({ timeline }: { timeline: AssetTimeline }) {
  return (
    <TitledCard
      titleId="performer-cycles-title"
      title="Performers' cycles"
      description="Union principals hold their rights in fixed 13-week cycles from the session date; a holding fee pays each cycle after the first."
    >
      {timeline.cast.length === 0 ? (
        <p className="px-5 py-5 text-sm text-slate-600 sm:px-6">
          No union principal or voice-over with a session date: no performer here holds fixed cycles.
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <caption className="sr-only">
              Fixed cycles of each union performer, on {formatDay(timeline.today)}
            </caption>
            <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
              <ColumnHeaderRow
                columns={[
                  { label: "Performer", className: "px-5 py-3 sm:px-6" },
                  { label: "Session", className: "px-3 py-3" },
                  { label: "Current cycle", className: "px-3 py-3" },
                  { label: "Paid through", className: "px-3 py-3" },
                  { label: "Owed", className: "px-3 py-3" },
                  { label: "Next to pay", className: "px-5 py-3 sm:px-6" },
                ]}
              />
            </thead>
            <tbody className="divide-y divide-slate-100 align-top text-slate-700">
              {timeline.cast.map((member) => (
                <tr key={member.castItemId}>
                  <th scope="row" className="px-5 py-3 text-left font-medium text-slate-900 sm:px-6">
                    {member.performer}
                  </th>
                  <td className="px-3 py-3 whitespace-nowrap">{formatDay(member.sessionDate)}</td>
                  <td className="px-3 py-3">
                    <CurrentCycle cycle={member.currentCycle} />
                  </td>
                  <td className="px-3 py-3 whitespace-nowrap">{formatDay(member.paidThrough)}</td>
                  <td className="px-3 py-3">
                    <Owed unpaid={member.unpaid} today={timeline.today} />
                  </td>
                  <td className="px-5 py-3 sm:px-6">
                    {member.nextDue === null
                      ? "—"
                      : `Cycle ${member.nextDue.number}, due ${formatDay(member.nextDue.dueDate)}, ${amountOf(member.nextDue)}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </TitledCard>
  );
}
