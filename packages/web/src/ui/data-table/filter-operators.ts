import { isListOperatorAllowed, listValuedOperators, type ListOperator } from "@rightsdesk/domain";

/** The kinds of column a data table can sort and filter on. */
export const dataColumnKinds = ["text", "number", "date", "enum"] as const;
export type DataColumnKind = (typeof dataColumnKinds)[number];

/**
 * The operators a column's filter offers, in the order its menu lists them. Each must also be
 * one the domain's catalogue allows for the kind (`listOperatorsByKind`): the server refuses the
 * rest. Text offers no `in`/`ni` (a list of exact names is not how people search text) and an
 * enum only `in`/`ni`, which cover "is" and "is not" with one checkbox list.
 */
const offeredOperators: Readonly<Record<DataColumnKind, readonly ListOperator[]>> = {
  text: ["cn", "nc", "eq", "nq", "sw", "ew"],
  number: ["eq", "nq", "lt", "lte", "gt", "gte"],
  date: ["eq", "nq", "lt", "lte", "gt", "gte"],
  enum: ["in", "ni"],
};

export function filterOperatorsFor(kind: DataColumnKind): readonly ListOperator[] {
  return offeredOperators[kind].filter((operator) => isListOperatorAllowed(kind, operator));
}

/** The operator a new filter on the column starts with. */
export function defaultFilterOperator(kind: DataColumnKind): ListOperator {
  const [first] = filterOperatorsFor(kind);
  if (!first) throw new Error(`No filter operator fits a ${kind} column.`);
  return first;
}

export function isListValuedOperator(operator: ListOperator): boolean {
  return listValuedOperators.includes(operator);
}

const operatorLabels: Readonly<Record<DataColumnKind, Partial<Record<ListOperator, string>>>> = {
  text: {
    cn: "contains",
    nc: "does not contain",
    eq: "is",
    nq: "is not",
    sw: "starts with",
    ew: "ends with",
  },
  number: {
    eq: "equals",
    nq: "does not equal",
    lt: "is less than",
    lte: "is at most",
    gt: "is more than",
    gte: "is at least",
  },
  date: {
    eq: "is on",
    nq: "is not on",
    lt: "is before",
    lte: "is on or before",
    gt: "is after",
    gte: "is on or after",
  },
  enum: { in: "is any of", ni: "is none of" },
};

/** The operator in words, as the filter's menu and its summary say it: "contains". */
export function describeOperator(kind: DataColumnKind, operator: ListOperator): string {
  return operatorLabels[kind][operator] ?? operator;
}
