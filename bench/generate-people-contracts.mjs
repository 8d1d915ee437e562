// Generates many fictional people and non-union contracts straight through the database driver,
// one INSERT … SELECT over generate_series each (no API, no audit entries): the people and
// contracts behind bench/list-yardstick.mjs. Names come from short word lists, so a "contains"
// filter matches a steady share of them.
import { contractTemplateNames } from "../packages/domain/dist/index.js";

const firstNames = [
  "Ava",
  "Benjamin",
  "Camila",
  "Daniel",
  "Elena",
  "Felix",
  "Grace",
  "Hector",
  "Isla",
  "Jamal",
];
const lastNames = [
  "Abernathy",
  "Alvarez",
  "Bellamy",
  "Brennan",
  "Castellano",
  "Chen",
  "Delacroix",
  "Dunmore",
  "Ellison",
  "Fairbanks",
  "Harbison",
  "Johnston",
  "Nakamura",
  "Okafor",
];
const titleWords = [
  "Spring Drive",
  "Summer Sale",
  "Harvest Table",
  "Winter Light",
  "Open Road",
  "City Lights",
];

const sqlArray = (values) => `ARRAY[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(", ")}]`;

/** `count` people (talent), named from the lists, born across 60 years. */
export async function insertGeneratedPeople(client, { count }) {
  await client.query(`
    WITH names AS (
      SELECT i,
        (${sqlArray(firstNames)})[1 + i % ${firstNames.length}] AS first_name,
        (${sqlArray(lastNames)})[1 + (i / ${firstNames.length}) % ${lastNames.length}] AS last_name
      FROM generate_series(1, ${count}) AS i
    )
    INSERT INTO people (first_name, last_name, full_name, name_key, kinds, employment_type, date_of_birth, email, city)
    SELECT first_name, last_name, first_name || ' ' || last_name || ' ' || i,
      lower(first_name || ' ' || last_name || ' ' || i), ARRAY['TALENT'], 'TALENT',
      date '1950-01-01' + (i * 7919) % 21900, 'person' || i || '@example.com', 'Springfield'
    FROM names`);
}

/** `count` non-union contracts, numbered, titled from the list, dated across five years. */
export async function insertGeneratedContracts(client, { count }) {
  const agreement = contractTemplateNames.find((name) => name === "NON-UNION TALENT AGREEMENT");
  await client.query(`
    INSERT INTO contracts (contract_number, title, family, agreement, contract_date, status)
    SELECT 'BENCH-' || lpad(i::text, 7, '0'),
      (${sqlArray(titleWords)})[1 + i % ${titleWords.length}] || ' talent agreement ' || i,
      'NON UNION', '${agreement}', date '2021-01-01' + (i * 37) % 1826,
      (ARRAY['Draft', 'Active', 'Expired'])[1 + i % 3]
    FROM generate_series(1, ${count}) AS i`);
}
