import { z } from "zod";

/** List filter operators (spec 001 section 3). Semantics per field kind: the package README. */
export const listOperators = [
  "lt",
  "gt",
  "lte",
  "gte",
  "eq",
  "nq",
  "cn",
  "nc",
  "sw",
  "ew",
  "in",
  "ni",
] as const;
export type ListOperator = (typeof listOperators)[number];

export const ListOperatorSchema = z.enum(listOperators, {
  error: () => `Use one of the operators ${listOperators.join(", ")}.`,
});

/** The kinds of field a list can filter and sort on. A "set" field holds a list (castIds). */
export const listFieldKinds = ["text", "number", "date", "enum", "boolean", "set"] as const;
export type ListFieldKind = (typeof listFieldKinds)[number];

/** Which operators each kind allows; anything else is an error naming the field. */
export const listOperatorsByKind: { readonly [K in ListFieldKind]: readonly ListOperator[] } = {
  text: ["eq", "nq", "cn", "nc", "sw", "ew", "in", "ni"],
  number: ["lt", "gt", "lte", "gte", "eq", "nq", "in", "ni"],
  date: ["lt", "gt", "lte", "gte", "eq", "nq", "in", "ni"],
  enum: ["eq", "nq", "in", "ni"],
  boolean: ["eq", "nq"],
  set: ["cn", "nc", "in", "ni"],
};

/** Operators whose value is a list of values. */
export const listValuedOperators: readonly ListOperator[] = ["in", "ni"];

/** Operators that match a missing value: a record without the value is "not equal" to anything. */
export const negatedListOperators: readonly ListOperator[] = ["nq", "nc", "ni"];

export function isListOperatorAllowed(kind: ListFieldKind, operator: ListOperator): boolean {
  return listOperatorsByKind[kind].includes(operator);
}
