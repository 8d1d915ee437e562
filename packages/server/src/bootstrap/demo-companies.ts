import type { CompanyCreateRequest, CompanySectionKey } from "@rightsdesk/domain";

/** An item of a company section, as the section's schema takes it. */
export interface DemoItem {
  section: CompanySectionKey;
  data: Record<string, unknown>;
  /** Date fields set this many months from the day of the seed, so the demo never looks stale. */
  monthsFromSeed?: Record<string, number>;
}

/** An item that points at other demo companies: `refs` maps its reference fields to their keys. */
export interface DemoLink extends DemoItem {
  refs: Record<string, string>;
}

/** A demo company: its profile and first items, its parent and the items linking it to others. */
export interface DemoCompany {
  /** How other demo companies refer to this one. */
  key: string;
  profile: Omit<CompanyCreateRequest, "items" | "parentCompanyId">;
  parent?: string;
  items: DemoItem[];
  links?: DemoLink[];
}

const address = (
  line1: string,
  city: string,
  state: string,
  postalCode: string,
  type = "PRIMARY",
): DemoItem => ({
  section: "Address",
  data: { type, line1, city, state, postalCode, country: "USA" },
});
/** Phone numbers are in the 555-01xx block, set aside for fiction; e-mails use the .example domain. */
const staff = (
  firstName: string,
  lastName: string,
  title: string,
  domain: string,
  phone: string,
): DemoItem => ({
  section: "Staff",
  data: {
    firstName,
    lastName,
    title,
    email: `${firstName}.${lastName}@${domain}.example`.toLowerCase(),
    phone: `(${phone}) 555-01${String(firstName.length + lastName.length).padStart(2, "0")}`,
  },
});
const note = (text: string, noteType = "Notes"): DemoItem => ({ section: "Note", data: { noteType, text } });
/** A policy that runs out `monthsLeft` months after the seed, a year after it began. */
const insurance = (kind: string, carrier: string, policyNumber: string, monthsLeft: number): DemoItem => ({
  section: "Insurance",
  data: { kind, carrier, policyNumber },
  monthsFromSeed: { effectiveOn: monthsLeft - 12, expiresOn: monthsLeft },
});
const adId = (prefix: string): DemoItem => ({ section: "AdIdPrefix", data: { prefix, locked: true } });
const payrollVendor = (vendor: string, employerAccount: string): DemoLink => ({
  section: "PayrollVendor",
  data: { employerAccount, effectiveOn: "2023-01-01" },
  refs: { vendorId: vendor },
});
const advertiser = (key: string, since: string, isAgencyOfRecord = true): DemoLink => ({
  section: "Advertiser",
  data: { since, isAgencyOfRecord },
  refs: { advertiserId: key },
});
const company = (
  key: string,
  names: [string, string?, string?],
  mainType: CompanyCreateRequest["companyType"]["mainType"],
  subType: string | undefined,
  rest: Omit<DemoCompany, "key" | "profile"> & { status?: "ACTIVE" | "INACTIVE" },
): DemoCompany => ({
  key,
  profile: { companyNames: names, companyType: { mainType, subType }, status: rest.status ?? "ACTIVE" },
  ...rest,
});

const vendors: DemoCompany[] = [
  company("ledgerline", ["Ledgerline Talent Payroll, Inc.", "Ledgerline"], "VENDOR", "PAYROLL SERVICES", {
    items: [
      address("2900 W Alameda Ave, Suite 400", "Burbank", "CA", "91505"),
      staff("Marisol", "Vantreese", "Client services director", "ledgerline", "818"),
      staff("Owen", "Pakulski", "Residuals manager", "ledgerline", "818"),
      insurance("WORKERS COMPENSATION", "Granite Shield Mutual", "WC-884120", 13),
      note("Payroll of record for most SAG-AFTRA commercial shoots on the West Coast.", "Free Form"),
    ],
  }),
  company("evenkeel", ["Evenkeel Entertainment Payroll LLC"], "VENDOR", "PAYROLL SERVICES", {
    items: [
      address("315 W 36th St, Floor 9", "New York", "NY", "10018"),
      staff("Harriet", "Osei", "Account executive", "evenkeel", "212"),
      insurance("WORKERS COMPENSATION", "Hudson Ridge Casualty", "HRC-20931", 7),
    ],
  }),
  company("foxhollow", ["Foxhollow Grip & Electric LLC"], "VENDOR", "EQUIPMENT RENTAL", {
    items: [
      address("1180 Murphy Ave SW", "Atlanta", "GA", "30310"),
      staff("Dewey", "Halvorsen", "Rental coordinator", "foxhollow", "404"),
      insurance("RENTAL EQUIPMENT", "Peachtree Underwriters", "PU-55102", 4),
    ],
    links: [payrollVendor("ledgerline", "LTP-30417")],
  }),
  company("bluefin", ["Bluefin Sound Post, Inc.", "Bluefin Sound"], "VENDOR", "AUDIO POST PRODUCTION", {
    items: [
      address("1733 Ocean Park Blvd", "Santa Monica", "CA", "90405"),
      staff("Priya", "Castellano", "Executive producer", "bluefinsound", "310"),
    ],
  }),
  company("marigold", ["Marigold Set Catering Co."], "VENDOR", "CATERING", {
    items: [
      address("5600 N Lamar Blvd", "Austin", "TX", "78751"),
      staff("Tomas", "Reyna", "Owner", "marigoldsets", "512"),
    ],
  }),
  company("quillfeather", ["Quillfeather Clearance Services LLC"], "VENDOR", "LEGAL CLEARANCE", {
    items: [
      address("6464 Sunset Blvd, Suite 720", "Los Angeles", "CA", "90028"),
      staff("Naomi", "Farrow", "Clearance supervisor", "quillfeather", "323"),
      note("Handles music and art clearances; turnaround about five business days."),
    ],
  }),
];

const advertisers: DemoCompany[] = [
  company("northgate", ["Northgate Motor Company", "Northgate"], "ADVERTISER", "AUTOMOTIVE", {
    items: [
      address("1 Northgate Pkwy", "Dearborn", "MI", "48126"),
      staff("Gregory", "Ashworth", "Director of brand advertising", "northgatemotor", "313"),
      adId("NGMC"),
      { section: "Brand", data: { name: "Northgate Trailrunner", products: "SUVs, crossovers" } },
      {
        section: "AlertPreference",
        data: { alertKinds: ["USE RIGHTS EXPIRING", "HOLDING FEE DUE"], daysAhead: 45 },
      },
      note("Talent usage approvals go through the legal team, not the brand managers.", "Special Provisions"),
    ],
  }),
  company("pinebrook", ["Pinebrook Foods, Inc.", "Pinebrook"], "ADVERTISER", "FOOD", {
    items: [
      address("812 Nicollet Mall", "Minneapolis", "MN", "55402"),
      staff("Leah", "Sorensen", "Marketing manager", "pinebrookfoods", "612"),
      adId("PBFD"),
      { section: "Product", data: { name: "Pinebrook Harvest Oats", category: "Breakfast cereal" } },
    ],
  }),
  company("sunmeadow", ["Sunmeadow Beverage Co."], "ADVERTISER", "BEVERAGES", {
    items: [
      address("187 Peachtree St NE", "Atlanta", "GA", "30303"),
      staff("Curtis", "Mbeki", "Brand director", "sunmeadow", "404"),
      adId("SUNB"),
    ],
  }),
  company("copperline", ["Copperline Wireless, Inc."], "ADVERTISER", "TELECOMMUNICATIONS", {
    items: [
      address("2200 Ross Ave", "Dallas", "TX", "75201"),
      staff("Ingrid", "Tamsett", "VP marketing", "copperline", "214"),
    ],
  }),
  company("tidewell", ["Tidewell Savings Bank"], "ADVERTISER", "BANKING", {
    items: [
      address("415 S Tryon St", "Charlotte", "NC", "28285"),
      staff("Desmond", "Pryor", "Advertising manager", "tidewellbank", "704"),
      insurance("MEDIA LIABILITY", "Carolina Crest Insurance", "CCI-77310", 10),
    ],
  }),
  company("larkspur", ["Larkspur Cosmetics LLC", "Larkspur Beauty"], "ADVERTISER", "BEAUTY_COSMETICS", {
    items: [
      address("435 Hudson St", "New York", "NY", "10014"),
      staff("Celeste", "Amaral", "Head of content", "larkspurbeauty", "646"),
    ],
  }),
  company("pawswhiskers", ["Paws & Whiskers Pet Supply Co."], "ADVERTISER", "PET_CARE", {
    items: [
      address("1600 Wewatta St", "Denver", "CO", "80202"),
      staff("Rudy", "Kellerman", "Marketing lead", "pawswhiskers", "720"),
    ],
  }),
  company("bellhaven", ["Bellhaven Insurance Group"], "ADVERTISER", "INSURANCE", {
    items: [
      address("95 State House Sq", "Hartford", "CT", "06103"),
      staff("Phoebe", "Lindqvist", "Brand manager", "bellhaven", "860"),
    ],
  }),
  company("redfern", ["Redfern Athletic Apparel Inc."], "ADVERTISER", "APPAREL", {
    items: [
      address("1120 NW Couch St", "Portland", "OR", "97209"),
      staff("Jalen", "Ostrowski", "Creative director", "redfernathletic", "503"),
    ],
    status: "INACTIVE",
  }),
];

const divisions: DemoCompany[] = [
  company("northgate-ev", ["Northgate Electric Vehicles Division"], "DIVISION", undefined, {
    parent: "northgate",
    items: [
      address("455 Innovation Dr", "Ann Arbor", "MI", "48108"),
      staff("Wren", "Adeyemi", "Division marketing lead", "northgatemotor", "734"),
    ],
  }),
  company("pinebrook-frozen", ["Pinebrook Frozen Foods Division"], "DIVISION", undefined, {
    parent: "pinebrook",
    items: [address("2100 Industrial Blvd", "St. Paul", "MN", "55114")],
  }),
];

const agencies: DemoCompany[] = [
  company("harborlight", ["Harbor Light Creative LLC", "Harbor Light"], "AD AGENCY", undefined, {
    items: [
      address("401 N Wabash Ave, Floor 12", "Chicago", "IL", "60611"),
      address("PO Box 66120", "Chicago", "IL", "60666", "ACCOUNTING/INVOICES"),
      staff("Dana", "Whitfield", "Business affairs director", "harborlight", "312"),
      staff("Marcus", "Holloway", "Senior producer", "harborlight", "312"),
      adId("HLCR"),
      insurance("E&O", "Lakeshore Specialty", "LSP-104422", 12),
      note("Prefers talent contracts sent as PDF for e-signature.", "Free Form"),
    ],
    links: [
      advertiser("pinebrook", "2019-04-01"),
      advertiser("tidewell", "2022-09-15"),
      payrollVendor("ledgerline", "LTP-10233"),
    ],
  }),
  company(
    "brightwater",
    ["Brightwater & Vance Advertising, Inc.", "Brightwater Vance"],
    "AD AGENCY",
    undefined,
    {
      items: [
        address("250 Park Ave S", "New York", "NY", "10003"),
        staff("Eleanor", "Vance", "Managing partner", "brightwatervance", "212"),
        staff("Samuel", "Ibarra", "Talent payment manager", "brightwatervance", "212"),
        adId("BWVA"),
        insurance("GENERAL LIABILITY", "Hudson Ridge Casualty", "HRC-40877", 6),
      ],
      links: [
        advertiser("larkspur", "2020-01-06"),
        advertiser("copperline", "2021-07-01"),
        advertiser("bellhaven", "2023-02-14", false),
        payrollVendor("evenkeel", "EEP-5521"),
      ],
    },
  ),
  company("tallgrass", ["Tall Grass Communications LLC"], "AD AGENCY", undefined, {
    items: [
      address("1100 E 6th St", "Austin", "TX", "78702"),
      staff("Bianca", "Rosales", "Head of production", "tallgrass", "512"),
    ],
    links: [advertiser("sunmeadow", "2018-10-01"), advertiser("pawswhiskers", "2024-03-01")],
  }),
  company("meridianpike", ["Meridian Pike Media Group"], "AD AGENCY", undefined, {
    items: [
      address("5900 Wilshire Blvd, Suite 1500", "Los Angeles", "CA", "90036"),
      staff("Theo", "Marchetti", "Executive producer", "meridianpike", "323"),
      note("Agency of record for Northgate since the 2021 relaunch.", "Notes"),
    ],
    links: [
      advertiser("northgate", "2021-01-11"),
      advertiser("redfern", "2017-06-01", false),
      payrollVendor("ledgerline", "LTP-22871"),
    ],
  }),
];

const producers: DemoCompany[] = [
  company("silverreel", ["Silver Reel Pictures, Inc."], "PRODUCTION COMPANY", undefined, {
    items: [
      address("3420 Riverside Dr", "Burbank", "CA", "91505"),
      staff("Ava", "Redford", "Head of production", "silverreel", "818"),
      insurance("PRODUCTION", "Granite Shield Mutual", "GSM-PR-6620", 9),
      {
        section: "Signatory",
        data: { union: "SAG AFTRA", signatoryNumber: "SR-204511", effectiveOn: "2020-01-01" },
      },
    ],
    links: [payrollVendor("ledgerline", "LTP-44102")],
  }),
  company("wanderlight", ["Wanderlight Films LLC"], "PRODUCTION COMPANY", undefined, {
    items: [
      address("55 Water St, Brooklyn", "New York", "NY", "11201"),
      staff("Elliot", "Kaplan", "Line producer", "wanderlight", "718"),
    ],
    links: [payrollVendor("evenkeel", "EEP-7710")],
  }),
  company("kettlecreek", ["Kettle Creek Productions"], "PRODUCTION COMPANY", undefined, {
    items: [
      address("675 Ponce de Leon Ave NE", "Atlanta", "GA", "30308"),
      staff("Hana", "Greer", "Producer", "kettlecreek", "404"),
      insurance("AUTO NON-OWNED AND HIRED", "Peachtree Underwriters", "PU-90017", 2),
    ],
  }),
  company("goldleaf", ["Goldleaf Motion Works LLC"], "PRODUCTION COMPANY", undefined, {
    items: [
      address("1000 W Fulton Market", "Chicago", "IL", "60607"),
      staff("Omar", "Jennings", "Executive producer", "goldleafmotion", "312"),
    ],
  }),
];

const representatives: DemoCompany[] = [
  company("stellanross", ["Stellan Ross Talent Agency"], "AGENT/REPRESENTATIVE", "TALENT AGENCY", {
    items: [
      address("9145 Wilshire Blvd", "Beverly Hills", "CA", "90212"),
      staff("Stellan", "Ross", "Commercial agent", "stellanross", "310"),
    ],
    links: [payrollVendor("ledgerline", "LTP-51090")],
  }),
  company("maplefinch", ["Maple & Finch Artist Management"], "AGENT/REPRESENTATIVE", "TALENT MANAGER", {
    items: [
      address("120 W 45th St", "New York", "NY", "10036"),
      staff("Gemma", "Finch", "Manager", "maplefinch", "212"),
    ],
  }),
  company("ardentcole", ["Ardent, Cole & Whitcomb LLP"], "AGENT/REPRESENTATIVE", "LAW FIRM", {
    items: [
      address("1925 Avenue of the Stars", "Los Angeles", "CA", "90067"),
      staff("Julian", "Whitcomb", "Partner", "ardentcole", "310"),
    ],
  }),
  company("brennanokafor", ["Brennan Okafor Accountancy Corp."], "AGENT/REPRESENTATIVE", "ACCOUNTANT FIRM", {
    items: [
      address("600 Third Ave", "New York", "NY", "10016"),
      staff("Adaeze", "Okafor", "Business manager", "brennanokafor", "212"),
    ],
  }),
  company("opendoor", ["Open Door Casting"], "CASTING COMPANY", "GENERAL", {
    items: [
      address("1041 N Formosa Ave", "West Hollywood", "CA", "90046"),
      staff("Rosalind", "Pemberton", "Casting director", "opendoorcasting", "323"),
      {
        section: "MinorPermit",
        data: {
          permitNumber: "CA-EP-2025-11873",
          issuingState: "California",
          minorName: "Lily Marchand",
        },
        monthsFromSeed: { issuedOn: -2, expiresOn: 4 },
      },
    ],
  }),
  company("crowdline", ["Crowdline Extras Casting"], "CASTING COMPANY", "EXTRAS", {
    items: [
      address("225 Armour Dr NE", "Atlanta", "GA", "30324"),
      staff("Terrence", "Vail", "Extras coordinator", "crowdline", "404"),
    ],
  }),
  company("resonant", ["Resonant Voice Casting LLC"], "CASTING COMPANY", "VOICE", {
    items: [
      address("3500 W Olive Ave", "Burbank", "CA", "91505"),
      staff("Mira", "Castellanos", "Voice casting director", "resonantvoice", "818"),
    ],
  }),
];

const others: DemoCompany[] = [
  company("stadelaide", ["St. Adelaide Medical Center"], "HOSPITAL", undefined, {
    items: [
      address("4800 Sunset Crest Dr", "Los Angeles", "CA", "90027"),
      staff("Nadia", "Holmberg", "Studio teacher liaison", "stadelaide", "323"),
      insurance("GENERAL LIABILITY", "Pacific Ember Insurance", "PEI-11920", 11),
    ],
  }),
  company("lakeviewchildrens", ["Lakeview Children's Hospital"], "HOSPITAL", undefined, {
    items: [
      address("2300 N Lakeview Ave", "Chicago", "IL", "60614"),
      staff("Gabriel", "Moss", "Community relations", "lakeviewkids", "773"),
    ],
  }),
  company("rosaquintero", ["Rosa Quintero Productions, Inc."], "LOAN OUT CORPORATION", undefined, {
    items: [
      address("1842 N Vermont Ave", "Los Angeles", "CA", "90027"),
      {
        section: "Member",
        data: { firstName: "Rosa", lastName: "Quintero", role: "OFFICER", ownershipPercent: 100 },
      },
      note("Loan-out for on-camera principal Rosa Quintero; pay through Ledgerline.", "Notes"),
    ],
  }),
  company("jonahwhitaker", ["Jonah Whitaker Enterprises LLC"], "LOAN OUT CORPORATION", undefined, {
    items: [
      address("77 Bedford St", "New York", "NY", "10014"),
      {
        section: "Member",
        data: { firstName: "Jonah", lastName: "Whitaker", role: "OFFICER", ownershipPercent: 100 },
      },
    ],
  }),
  company("keikolindqvist", ["Keiko Lindqvist Music Inc."], "LOAN OUT CORPORATION", undefined, {
    items: [
      address("1500 Division St", "Nashville", "TN", "37203"),
      {
        section: "Member",
        data: { firstName: "Keiko", lastName: "Lindqvist", role: "OFFICER", ownershipPercent: 60 },
      },
      {
        section: "Member",
        data: { firstName: "Anders", lastName: "Lindqvist", role: "DIRECTOR", ownershipPercent: 40 },
      },
    ],
  }),
  company("ironworks", ["Ironworks Soundstages"], "LOCATION", "STUDIO", {
    items: [
      address("2800 N Naomi St", "Burbank", "CA", "91504"),
      staff("Rafael", "Dunmore", "Stage manager", "ironworksstages", "818"),
      insurance("GENERAL LIABILITY", "Granite Shield Mutual", "GSM-GL-3381", 8),
    ],
  }),
  company("canyonecho", ["Canyon Echo Recording Rooms"], "LOCATION", "MUSIC", {
    items: [
      address("1111 16th Ave S", "Nashville", "TN", "37212"),
      staff("Lena", "Galloway", "Studio manager", "canyonecho", "615"),
    ],
  }),
  company("willowmere", ["Willowmere Estate"], "LOCATION", undefined, {
    items: [
      address("4 Wormsloe Rd", "Savannah", "GA", "31406"),
      note("Period mansion with grounds; no shooting after 9 pm.", "Special Provisions"),
    ],
  }),
];

/**
 * The demo companies, in creation order: a parent before its divisions, every company before the
 * links that point at it are added. Believable but fictional: no real company is meant.
 */
export const demoCompanies: readonly DemoCompany[] = [
  ...vendors,
  ...advertisers,
  ...divisions,
  ...agencies,
  ...producers,
  ...representatives,
  ...others,
];
