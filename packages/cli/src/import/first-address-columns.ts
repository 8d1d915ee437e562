/** The columns of an import file's first address but its country, which each record kind names its own way. */
export const addressCsvColumns = ["addressType", "line1", "line2", "city", "state", "postalCode"] as const;

/** A section the domain must declare: its absence is a programming error, not a bad file. */
export function requireSection<Section>(section: Section | undefined, name: string): Section {
  if (!section) throw new Error(`The domain declares no ${name} section.`);
  return section;
}

/**
 * The first address of an import row, whose country is in the column `countryColumn`: the Address
 * section's fields and the file's column for each, the request's field paths (`items.0.data.city`)
 * as those columns, and how a row's cells become the section's data.
 */
export function firstAddressColumns<Country extends string>(countryColumn: Country) {
  const columns = {
    type: "addressType",
    line1: "line1",
    line2: "line2",
    city: "city",
    state: "state",
    postalCode: "postalCode",
    country: countryColumn,
  } as const;
  return {
    columnOfPath: Object.fromEntries(
      Object.entries(columns).map(([field, column]) => [`items.0.data.${field}`, column] as const),
    ),
    /** The row's address cells as the section's fields (the type upper case); null when it gives none. */
    dataOf(
      values: Readonly<Partial<Record<(typeof columns)[keyof typeof columns], string>>>,
    ): Record<string, string> | null {
      const entries = Object.entries(columns).flatMap(([field, column]) => {
        const value = values[column];
        return value === undefined ? [] : [[field, field === "type" ? value.toUpperCase() : value] as const];
      });
      return entries.length === 0 ? null : Object.fromEntries(entries);
    },
  };
}
