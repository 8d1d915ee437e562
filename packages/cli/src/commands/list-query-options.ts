import { ListQuerySchema, validateListQuery, type ListFields, type ListQuery } from "@rightsdesk/domain";
import { CliError } from "../cli-io.js";

export interface ListQueryOptions {
  filter?: string[];
  sort?: string;
  desc?: boolean;
  page?: string;
  pageSize?: string;
  caseSensitive?: boolean;
}

/** "userName cn jo" → property, operator and the rest as the value ("in" lists are comma-separated). */
function parseFilter(text: string, caseSensitive: boolean) {
  const match = /^\s*(\S+)\s+(\S+)\s+(.*\S)\s*$/.exec(text);
  if (!match)
    throw new CliError(
      `Write a filter as "PROPERTY OPERATOR VALUE", e.g. "userName cn jo" (got "${text}").`,
      2,
    );
  const [, property = "", operator = "", value = ""] = match;
  return { property, operator, value, caseSensitive };
}

function wholeNumber(text: string | undefined, option: string): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text.trim())) throw new CliError(`${option} takes a whole number (got "${text}").`, 2);
  return Number(text);
}

/**
 * Builds a list query from the command line and checks it with the domain's rules for the
 * list's fields, so a bad property or operator is named before any call (exit status 2).
 */
export function buildListQuery(options: ListQueryOptions, fields: ListFields): ListQuery {
  const pageNumber = wholeNumber(options.page, "--page");
  const pageSize = wholeNumber(options.pageSize, "--page-size");
  const draft = {
    filters: (options.filter ?? []).map((text) => parseFilter(text, options.caseSensitive ?? false)),
    ...(options.sort ? { sortField: options.sort } : {}),
    ...(options.desc ? { sortDescending: true } : {}),
    ...(pageNumber === undefined ? {} : { pageNumber }),
    ...(pageSize === undefined ? {} : { pageSize }),
  };
  const checked = validateListQuery(draft, fields);
  if (!checked.success) {
    const problems = checked.errors.map((error) => `  ${error.field}: ${error.message}`).join("\n");
    throw new CliError(`The list query is not valid:\n${problems}`, 2);
  }
  return ListQuerySchema.parse(draft);
}
