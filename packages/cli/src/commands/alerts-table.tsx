import { Box, Text } from "ink";
import {
  alertKindLabels,
  alertViewLabels,
  formatDisplayDate,
  type Alert,
  type AlertListResult,
  type AlertView,
} from "@rightsdesk/domain";
import { Table, type TableColumn } from "../ui/table.js";

/** "due today", "in 3 days", "1 day overdue". */
export function describeDaysLeft(daysLeft: number): string {
  if (daysLeft === 0) return "due today";
  const days = Math.abs(daysLeft) === 1 ? "day" : "days";
  return daysLeft > 0 ? `in ${daysLeft} ${days}` : `${-daysLeft} ${days} overdue`;
}

const columns: readonly TableColumn<Alert>[] = [
  { header: "Kind", value: (a) => alertKindLabels[a.kind] },
  { header: "Title", value: (a) => a.title },
  { header: "What to do", value: (a) => a.detail },
  { header: "State", value: (a) => (a.mark ? `${a.state} by ${a.mark.by.name}` : a.state) },
  { header: "Key", value: (a) => a.key },
];

interface AlertGroup {
  dueDate: Alert["dueDate"];
  daysLeft: number;
  alerts: Alert[];
}

/** The alerts of each due date together, dates in order, each headed with its days left. */
export function groupByDueDate(alerts: readonly Alert[]): AlertGroup[] {
  const groups = new Map<string, AlertGroup>();
  for (const alert of alerts) {
    const group = groups.get(alert.dueDate) ?? {
      dueDate: alert.dueDate,
      daysLeft: alert.daysLeft,
      alerts: [],
    };
    group.alerts.push(alert);
    groups.set(alert.dueDate, group);
  }
  return [...groups.values()].sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0));
}

/** The window a listing covers, as its first line says. */
export function AlertsHeading({
  view,
  result,
}: {
  view: AlertView;
  result: Pick<AlertListResult, "today" | "from" | "to">;
}) {
  return (
    <Text bold>
      {`${alertViewLabels[view]}: due ${formatDisplayDate(result.from)} to ${formatDisplayDate(result.to)} ` +
        `(today ${formatDisplayDate(result.today)})`}
    </Text>
  );
}

export interface AlertsTableProps {
  alerts: readonly Alert[];
  /** The due date the rows printed before these ended on: its group goes on without a new heading. */
  continuesDate: string | null;
}

/** Alerts grouped by due date, each group headed with its days left (a page of a longer listing). */
export function AlertsTable({ alerts, continuesDate }: AlertsTableProps) {
  return (
    <Box flexDirection="column">
      {groupByDueDate(alerts).map((group) => (
        <Box key={group.dueDate} flexDirection="column" marginTop={group.dueDate === continuesDate ? 0 : 1}>
          {group.dueDate === continuesDate ? null : (
            <Text bold color={group.daysLeft < 0 ? "red" : group.daysLeft === 0 ? "yellow" : undefined}>
              {formatDisplayDate(group.dueDate)}, {describeDaysLeft(group.daysLeft)}
            </Text>
          )}
          <Table columns={columns} rows={group.alerts} empty="" />
        </Box>
      ))}
    </Box>
  );
}

/** What a listing printed so far: how many alerts, how many open, the last due date. */
export interface AlertsTally {
  alerts: number;
  open: number;
  lastDueDate: string | null;
}

/** The listing's last line: how many it held (and of how many, when more pages were left unread). */
export function AlertsFooter({ tally, total }: { tally: AlertsTally; total: number | null }) {
  if (tally.alerts === 0) return <Text>No alerts in the window.</Text>;
  const counted = `${tally.alerts} ${tally.alerts === 1 ? "alert" : "alerts"}, ${tally.open} open.`;
  return (
    <Box marginTop={1} flexDirection="column">
      <Text dimColor>{counted}</Text>
      {total !== null && total > tally.alerts ? (
        <Text
          dimColor
        >{`The first ${tally.alerts} of ${total.toLocaleString("en-US")}: --all lists every one.`}</Text>
      ) : null}
    </Box>
  );
}
