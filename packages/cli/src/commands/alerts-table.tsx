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

export interface AlertsTableProps {
  view: AlertView;
  result: Pick<AlertListResult, "today" | "from" | "to" | "alerts">;
}

/** The alert list under its window, grouped by due date with the days left. */
export function AlertsTable({ view, result }: AlertsTableProps) {
  const heading =
    `${alertViewLabels[view]}: due ${formatDisplayDate(result.from)} to ${formatDisplayDate(result.to)} ` +
    `(today ${formatDisplayDate(result.today)})`;
  const groups = groupByDueDate(result.alerts);
  const open = result.alerts.filter((a) => a.state === "OPEN").length;
  return (
    <Box flexDirection="column">
      <Text bold>{heading}</Text>
      {groups.length === 0 ? <Text>No alerts in the window.</Text> : null}
      {groups.map((group) => (
        <Box key={group.dueDate} flexDirection="column" marginTop={1}>
          <Text bold color={group.daysLeft < 0 ? "red" : group.daysLeft === 0 ? "yellow" : undefined}>
            {formatDisplayDate(group.dueDate)}, {describeDaysLeft(group.daysLeft)}
          </Text>
          <Table columns={columns} rows={group.alerts} empty="" />
        </Box>
      ))}
      {groups.length > 0 ? (
        <Box marginTop={1}>
          <Text dimColor>
            {result.alerts.length} {result.alerts.length === 1 ? "alert" : "alerts"}, {open} open.
          </Text>
        </Box>
      ) : null}
    </Box>
  );
}
