/** How far away a due date is, as the alert list says it: "today", "in 3 days", "2 days overdue". */
export function describeDaysLeft(daysLeft: number): string {
  if (daysLeft === 0) return "today";
  const days = Math.abs(daysLeft);
  const unit = days === 1 ? "day" : "days";
  return daysLeft > 0 ? `in ${days} ${unit}` : `${days} ${unit} overdue`;
}
