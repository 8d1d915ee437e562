// Generates large volumes of believable, clearly fictional companies and inserts them straight
// through the database driver with multi-row INSERTs (no API, no audit entries): the data behind
// bench/company-list.mjs, or a big list to try the web app with.
//
// Usage: pnpm build && node bench/generate-companies.mjs --count 100000 [--seed 7]
//          [--database-url postgres://…]   (default: the embedded database in --data-dir, ./data)
// Run it while the server is stopped when the database is the embedded one.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { companySubtypesOf } from "../packages/domain/dist/index.js";
import { loadConfig, openDatabase } from "../packages/server/dist/index.js";

/** A comma-separated word list (kept compact: these are data, not code). */
function words(text) {
  return text
    .split(",")
    .map((word) => word.trim())
    .filter(Boolean);
}

const nameStarts = words(`
  Ashford, Amber, Anchor, Apex, Aspen, Atlas, Bayside, Beacon, Birch, Blue Heron, Bluebird, Boston,
  Brightwater, Brookline, Canyon, Cardinal, Cedar, Charleston, Clearwater, Cobalt, Compass, Copper,
  Coastal, Crescent, Cypress, Driftwood, Eastgate, Echo, Elm Street, Ember, Evergreen, Fairview,
  Falcon, Fieldstone, Firefly, Flint, Foxglove, Frontier, Galveston, Garnet, Golden Gate, Granite,
  Greenleaf, Harbor, Harvest, Hawthorne, Heritage, Hickory, Highland, Hillcrest, Horizon, Indigo,
  Ironwood, Ivory, Jasper, Juniper, Keystone, Kingston, Lakeshore, Lantern, Liberty, Livingston,
  Lodestar, Magnolia, Maple, Marble, Meadowlark, Meridian, Mesa, Mosaic, Northwind, Oakridge, Onyx,
  Orchard, Pacific Rim, Palisade, Parkside, Pinecrest, Pioneer, Prairie, Preston, Prism, Quarry,
  Quartz, Redwood, Ridgeline, Riverside, Rosewood, Saddleback, Sagebrush, Scarlet, Sequoia,
  Silver Lake, Slate, Southpoint, Sparrow, Sterling, Stonebridge, Summit, Sunset, Sycamore, Tandem,
  Thistle, Timberline, Trailhead, Tidewater, Union Square, Valley Forge, Vanguard, Vista, Westfield,
  Whitfield, Willow, Winston, Yellowstone, Zenith
`);
const nameMiddles = words(`
  North, South, East, West, Bay, Hill, Point, River, Lake, Park, Ridge, Creek, Valley, Harbor, Mill,
  Field, Grove, Crossing, Bridge, Square, Peak, Springs, Hollow, Landing, Shore, Trail, Junction,
  Glen, Heights, Meadow, Stone, Cove
`);
const firstNames = words(`
  Ava, Benjamin, Camila, Daniel, Elena, Felix, Grace, Hector, Isla, Jamal, Keiko, Liam, Maya, Noah,
  Olivia, Priya, Quinn, Rosa, Samuel, Tessa, Uma, Victor, Willa, Xavier, Yara, Zane, Aaron, Bianca,
  Caleb, Dana, Elliot, Frances, Gabriel, Hana, Isaac, Julia, Kofi, Lena, Marcus, Nadia, Omar, Paige,
  Rafael, Sofia, Theo, Valeria, Wesley, Zoe, Andre, Carmen, Derek, Eva, Gavin, Iris, Jonah
`);
const lastNames = words(`
  Abernathy, Alvarez, Bellamy, Brennan, Castellano, Chen, Delacroix, Dunmore, Ellison, Fairbanks,
  Farrow, Galloway, Greer, Hargrove, Holloway, Ibarra, Jennings, Johnston, Kaplan, Kowalski,
  Lindqvist, Marchetti, McAllister, Nakamura, Novak, Okafor, Pemberton, Quintero, Ramsey, Rosales,
  Sandoval, Sorensen, Thorne, Underwood, Vasquez, Whitaker, Winslow, Yamamoto, Zielinski, Ashworth,
  Blackwell, Carrington, Dalton, Easton, Fenwick, Gladstone, Hastings, Langston, Merriweather,
  Prescott, Redford, Stanton
`);
const legalForms = [...words("Inc., LLC, Co., Corp., LLP, Ltd., Group"), ""];

/**
 * Type-specific words ("Word=SUB TYPE" where the word implies a sub type), and how common each
 * main type is in a big install.
 */
const mainTypes = [
  [
    "ADVERTISER",
    28,
    `Foods=FOOD, Motors=AUTOMOTIVE, Beverages=BEVERAGES, Apparel=APPAREL, Bank=BANKING,
    Insurance=INSURANCE, Pharmaceuticals=PHARMACEUTICALS, Outfitters=RETAIL, Home Goods=HOUSEHOLD_PRODUCTS,
    Wireless=TELECOMMUNICATIONS, Airlines=AIRLINES, Pet Supply=PET_CARE, Cosmetics=BEAUTY_COSMETICS,
    Hotels=TRAVEL_HOSPITALITY, Brewing=BEVERAGES_ALCOHOLIC, Markets=RETAIL`,
  ],
  [
    "VENDOR",
    14,
    `Rentals=EQUIPMENT RENTAL, Post=POST PRODUCTION, Payroll Services=PAYROLL SERVICES,
    Sound=AUDIO POST PRODUCTION, Catering=CATERING, Grip & Electric=EQUIPMENT RENTAL, Editorial=EDITORIAL,
    Color=COLOR GRADING, Prop House=PROP HOUSE, Transportation=TRANSPORTATION, Wardrobe=WARDROBE,
    Visual Effects=VISUAL EFFECTS`,
  ],
  ["LOAN OUT CORPORATION", 15, ""],
  ["PRODUCTION COMPANY", 12, "Pictures, Films, Productions, Studios, Content, Motion Works, Filmworks"],
  [
    "AD AGENCY",
    8,
    "Creative, Advertising, Communications, Brand Partners, Marketing, Media Group, & Partners",
  ],
  [
    "AGENT/REPRESENTATIVE",
    6,
    `Talent Agency=TALENT AGENCY, Management=TALENT MANAGER, Artists=TALENT AGENCY,
    Law Group=LAW FIRM, Accountancy=ACCOUNTANT FIRM`,
  ],
  ["LOCATION", 5, "Studios=STUDIO, Stages=STUDIO, Recording Rooms=MUSIC, Ranch, Estate, Warehouse, Lofts"],
  ["DIVISION", 5, "Interactive, Digital, Regional, Direct, Brand Studio, Consumer"],
  [
    "CASTING COMPANY",
    4,
    "Casting=GENERAL, Casting Associates=GENERAL, Voice Casting=VOICE, Extras Casting=EXTRAS",
  ],
  ["HOSPITAL", 3, "Medical Center, Hospital, Children's Hospital, Health"],
].map(([mainType, weight, list]) => ({
  mainType,
  weight,
  words: words(list).map((entry) => {
    const [word, subType = null] = entry.split("=");
    if (subType && !companySubtypesOf(mainType).includes(subType))
      throw new Error(`${subType} is not a sub type of ${mainType}.`);
    return { word, subType };
  }),
}));
const loanOutWords = words("Productions, Entertainment, Enterprises, Media, Creative, Music");
const cities = words(`
  New York, Los Angeles, Chicago, Houston, Phoenix, Philadelphia, San Antonio, San Diego, Dallas,
  Austin, Jacksonville, Columbus, Charlotte, Indianapolis, San Francisco, Seattle, Denver, Nashville,
  Portland, Las Vegas, Detroit, Memphis, Louisville, Baltimore, Milwaukee, Albuquerque, Tucson,
  Sacramento, Kansas City, Atlanta, Miami, Omaha, Raleigh, Minneapolis, Tampa, New Orleans,
  Cleveland, Pittsburgh, Cincinnati, St. Louis, Salt Lake City, Burbank, Santa Monica, Culver City,
  Brooklyn, Boston, Savannah, Boise
`);

/** A small, fast, seeded generator (mulberry32), so the same seed gives the same companies. */
export function createRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const totalWeight = mainTypes.reduce((sum, type) => sum + type.weight, 0);

function pickMainType(random) {
  let point = random() * totalWeight;
  for (const type of mainTypes) {
    point -= type.weight;
    if (point < 0) return type;
  }
  return mainTypes[0];
}

function initials(name) {
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word))
    .map((word) => word[0])
    .join("");
}

/** One company's columns; `taken` holds lower-cased "name|type" keys, unique as the table demands. */
function generateCompany(random, taken) {
  const pick = (list) => list[Math.floor(random() * list.length)];
  const type = pickMainType(random);
  for (;;) {
    let core;
    let subType = null;
    if (type.mainType === "LOAN OUT CORPORATION") {
      core = `${pick(firstNames)} ${pick(lastNames)} ${pick(loanOutWords)}`;
    } else {
      const start = random() < 0.55 ? `${pick(nameStarts)} ${pick(nameMiddles)}` : pick(nameStarts);
      const { word, subType: implied } = pick(type.words);
      core = `${start} ${word}`;
      subType = implied;
    }
    const form = pick(legalForms);
    const legalName = form ? `${core} ${form}` : core;
    const key = `${legalName.toLowerCase()}|${type.mainType}`;
    if (taken.has(key)) continue;
    taken.add(key);
    const createdAt = new Date(Date.UTC(2020, 0, 1) + Math.floor(random() * 5 * 365 * 86_400_000));
    const updatedAt = new Date(createdAt.getTime() + Math.floor(random() * 300 * 86_400_000));
    const roll = random();
    return {
      legalName,
      businessName: random() < 0.35 ? initials(core) || null : null,
      dbaName: random() < 0.15 ? core : null,
      mainType: type.mainType,
      subType,
      country: random() < 0.95 ? "USA" : "OTHER",
      status: roll < 0.9 ? "ACTIVE" : roll < 0.97 ? "INACTIVE" : "BLOCKED",
      city: random() < 0.92 ? pick(cities) : null,
      archivedAt: random() < 0.03 ? updatedAt : null,
      createdAt,
      updatedAt,
    };
  }
}

const columns = [
  ["legal_name", "legalName"],
  ["business_name", "businessName"],
  ["dba_name", "dbaName"],
  ["main_type", "mainType"],
  ["sub_type", "subType"],
  ["country", "country"],
  ["status", "status"],
  ["city", "city"],
  ["archived_at", "archivedAt"],
  ["created_at", "createdAt"],
  ["updated_at", "updatedAt"],
];

/** One multi-row INSERT for a batch of companies, with numbered parameters. */
function insertStatement(batch) {
  const values = [];
  const tuples = batch.map((company) => {
    const placeholders = columns.map(([, key]) => {
      values.push(company[key]);
      return `$${values.length}`;
    });
    return `(${placeholders.join(", ")})`;
  });
  const text = `insert into companies (${columns.map(([column]) => column).join(", ")}) values ${tuples.join(", ")}`;
  return { text, values };
}

/**
 * Inserts `count` generated companies through a driver client (PGlite or a `pg` pool: both answer
 * `query(text, values)`), 1,000 rows per statement, then vacuums and analyzes the table.
 * Names already in the table are skipped over, so it can add to an existing list.
 */
export async function insertGeneratedCompanies(client, { count, seed = 7, batchSize = 1000, onProgress }) {
  const random = createRandom(seed);
  const existing = await client.query("select lower(legal_name) as name, main_type as type from companies");
  const taken = new Set(existing.rows.map((row) => `${row.name}|${row.type}`));
  for (let done = 0; done < count;) {
    const size = Math.min(batchSize, count - done);
    const batch = Array.from({ length: size }, () => generateCompany(random, taken));
    const { text, values } = insertStatement(batch);
    await client.query(text, values);
    done += size;
    onProgress?.(done, count);
  }
  // What autovacuum does on PostgreSQL after a bulk load, and PGlite (which has none) needs by hand:
  // merge the trigram indexes' pending lists and refresh the statistics, or the planner prices the
  // GIN indexes too high and scans the table instead.
  await client.query("vacuum analyze companies");
}

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 && process.argv[index + 1] !== undefined ? process.argv[index + 1] : fallback;
}

async function main() {
  const count = Number(option("count", "100000"));
  if (!Number.isSafeInteger(count) || count < 1) throw new Error("--count takes a positive whole number.");
  const config = loadConfig({
    ...process.env,
    RIGHTSDESK_DATA_DIR: option("data-dir", process.env.RIGHTSDESK_DATA_DIR ?? "./data"),
    DATABASE_URL: option("database-url", process.env.DATABASE_URL),
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate(config.migrationsDir);
    const started = performance.now();
    let shown = 0;
    await insertGeneratedCompanies(database.db.$client, {
      count,
      seed: Number(option("seed", "7")),
      onProgress: (done, total) => {
        if (done - shown >= total / 10 || done === total) {
          shown = done;
          console.log(`  ${done.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} companies`);
        }
      },
    });
    const seconds = (performance.now() - started) / 1000;
    const where = config.databaseUrl ? "PostgreSQL" : config.dataDir;
    console.log(
      `Inserted ${count.toLocaleString("en-US")} companies into ${where} in ${seconds.toFixed(1)} s.`,
    );
  } finally {
    await database.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
