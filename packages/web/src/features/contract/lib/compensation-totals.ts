/** One section item's data as the section list answers it. */
type Data = Readonly<Record<string, unknown>>;

const centsOf = (value: unknown) =>
  typeof value === "number" && Number.isFinite(value) ? Math.round(value) : 0;

export interface CompensationTotals {
  compensationCents: number;
  extraPaymentsCents: number;
  expensesCents: number;
  reimbursableCents: number;
  totalCents: number;
}

/**
 * The totals line of the compensation tab, from its items: each compensation line is its rate
 * times its quantity, extra payments and expenses their amounts (reimbursable expenses counted
 * apart as well), all in cents.
 */
export function compensationTotals(
  lines: readonly Data[],
  extras: readonly Data[],
  expenses: readonly Data[],
): CompensationTotals {
  const compensationCents = lines.reduce(
    (sum, line) =>
      sum + Math.round(centsOf(line.rateCents) * (typeof line.quantity === "number" ? line.quantity : 0)),
    0,
  );
  const extraPaymentsCents = extras.reduce((sum, extra) => sum + centsOf(extra.amountCents), 0);
  const expensesCents = expenses.reduce((sum, expense) => sum + centsOf(expense.amountCents), 0);
  const reimbursableCents = expenses
    .filter((expense) => expense.reimbursable === true)
    .reduce((sum, expense) => sum + centsOf(expense.amountCents), 0);
  return {
    compensationCents,
    extraPaymentsCents,
    expensesCents,
    reimbursableCents,
    totalCents: compensationCents + extraPaymentsCents + expensesCents,
  };
}
