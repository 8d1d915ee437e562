import fc from "fast-check";
import type { z } from "zod";

/**
 * Values shaped like a zod schema, for fuzzing: objects with the schema's keys, arrays of its
 * elements, its enums' and literals' values, strings and numbers of the right kind. The schema's
 * finer checks (lengths, patterns, refinements) are not followed on purpose, so some values are
 * valid and many are refused for one reason or another — both are what a fuzzer wants to send.
 */
export function arbitraryOf(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const def = (schema as unknown as { _zod: { def: ZodDef } })._zod.def;
  if (depth > 6) return fc.constant(null);
  const inner = (next: z.ZodType) => arbitraryOf(next, depth + 1);
  switch (def.type) {
    case "string":
      return fc.oneof(
        fc.string({ maxLength: 24 }),
        fc.constantFrom("2026-11-27", "2026-11-27T10:00:00.000Z", "a@example.com", "ACTIVE"),
      );
    case "number":
      return fc.oneof(
        fc.integer({ min: -5, max: 5000 }),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
      );
    case "int":
      return fc.integer({ min: -5, max: 5000 });
    case "bigint":
      return fc.integer().map(String);
    case "boolean":
      return fc.boolean();
    case "date":
      return fc.constantFrom("2026-11-27", "2026-11-27T10:00:00.000Z");
    case "null":
      return fc.constant(null);
    case "undefined":
    case "void":
      return fc.constant(undefined);
    case "literal":
      return fc.constantFrom(...(def.values ?? [null]));
    case "enum":
      return fc.constantFrom(...Object.values(def.entries ?? { none: "none" }));
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
      return fc.oneof(
        { weight: 4, arbitrary: def.innerType ? inner(def.innerType) : fc.constant(null) },
        { weight: 1, arbitrary: fc.constant(def.type === "nullable" ? null : undefined) },
      );
    case "array":
      return def.element ? fc.array(inner(def.element), { maxLength: 3 }) : fc.constant([]);
    case "tuple":
      return fc.tuple(...(def.items ?? []).map(inner));
    case "object": {
      const shape = def.shape ?? {};
      return fc.record(Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, inner(value)])), {
        requiredKeys: [],
      });
    }
    case "record":
      return fc.dictionary(
        fc.string({ minLength: 1, maxLength: 8 }),
        def.valueType ? inner(def.valueType) : fc.anything(),
        {
          maxKeys: 3,
        },
      );
    case "union":
      return fc.oneof(...(def.options ?? []).map(inner));
    case "intersection":
      return def.left ? inner(def.left) : fc.constant({});
    case "pipe":
      return def.in ? inner(def.in) : fc.constant(null);
    case "lazy":
      return def.getter ? inner(def.getter()) : fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

interface ZodDef {
  type: string;
  values?: unknown[];
  entries?: Record<string, unknown>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  items?: z.ZodType[];
  shape?: Record<string, z.ZodType>;
  valueType?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  in?: z.ZodType;
  getter?: () => z.ZodType;
}

/** Texts that have broken servers: huge, invisible, reversed, lone surrogates, odd dates, markup. */
const nastyTexts = [
  "x".repeat(100_000),
  "\u202Eevil\u202C",
  "\uD800",
  "\uDFFF\uD800",
  "e\u0301\u0301\u0301",
  "👩‍👩‍👧‍👦".repeat(50),
  "\u200B\u200D\uFEFF",
  "0000-00-00",
  "2025-02-30",
  "9999-12-31T99:99:99Z",
  "-0001-01-01",
  "<script>alert(1)</script>",
  "'; drop table companies; --",
  '=HYPERLINK("http://x")',
  "   ",
  "",
];

const nastyNumbers = [
  -1,
  -0,
  0,
  1e308,
  -1e308,
  2 ** 53 + 1,
  2 ** 31,
  -(2 ** 31) - 1,
  1.5e-300,
  123456789012345,
];

const junk: unknown[] = [
  null,
  true,
  [],
  {},
  [[[[[]]]]],
  { a: { b: { c: { d: [1, { e: "f" }] } } } },
  ...nastyTexts.slice(1),
  ...nastyNumbers,
];

/** A body with one thing wrong: a field dropped, added, of another type, or out of every range. */
export function mutations(body: unknown): fc.Arbitrary<{ what: string; body: unknown; raw?: string }> {
  const fields = body !== null && typeof body === "object" && !Array.isArray(body) ? Object.keys(body) : [];
  const record = (fields.length > 0 ? body : {}) as Record<string, unknown>;
  const options: fc.Arbitrary<{ what: string; body: unknown; raw?: string }>[] = [
    fc.constantFrom(...junk).map((value) => ({ what: "the whole body replaced", body: value })),
    fc
      .constantFrom("__proto__", "constructor", "prototype", "isAdmin", "tenantId", "id", "x".repeat(300))
      .chain((key) =>
        fc.constantFrom(...junk).map((value) => {
          const withKey = { ...record };
          Object.defineProperty(withKey, key, {
            value,
            enumerable: true,
            configurable: true,
            writable: true,
          });
          return { what: `extra field ${key.slice(0, 20)}`, body: withKey };
        }),
      ),
    fc.constant({
      what: "a prototype key in the JSON text",
      body: undefined,
      raw: `{"__proto__":{"isAdmin":true},${JSON.stringify(record).slice(1)}`.replace(/,}$/, "}"),
    }),
  ];
  if (fields.length > 0) {
    options.push(
      fc.constantFrom(...fields).map((field) => {
        const { [field]: _dropped, ...rest } = record;
        return { what: `${field} left out`, body: rest };
      }),
      fc
        .constantFrom(...fields)
        .chain((field) =>
          fc
            .constantFrom(...junk)
            .map((value) => ({ what: `${field} replaced`, body: { ...record, [field]: value } })),
        ),
    );
  }
  return fc.oneof(...options);
}
