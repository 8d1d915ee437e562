import type { PersonCreateRequest, PersonSectionKey } from "@rightsdesk/domain";

/** An item of a person section, as the section's schema takes it. */
export interface DemoPersonItem {
  section: PersonSectionKey;
  data: Record<string, unknown>;
  /** Date fields set this many months from the day of the seed, so the demo never looks stale. */
  monthsFromSeed?: Record<string, number>;
  /** Person reference fields, by the demo key of the person they point at (created earlier). */
  people?: Record<string, string>;
  /** Company reference fields, by the legal name of a demo company. */
  companies?: Record<string, string>;
}

/** A demo person: the profile, an age in years on the day of the seed, and first items. */
export interface DemoPerson {
  key: string;
  profile: Omit<PersonCreateRequest, "items" | "confirmDuplicate" | "dateOfBirth">;
  /** Whole years old on the day of the seed (a birthday a few months earlier). */
  age?: number;
  items: DemoPersonItem[];
  archived?: boolean;
}

/** Phone numbers are in the 555-01xx block, set aside for fiction; e-mails use the .example domain. */
const phone = (area: string, n: number) => `(${area}) 555-01${String(n).padStart(2, "0")}`;
const email = (first: string, last: string) =>
  `${first}.${last}@mail.example`
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

const home = (line1: string, city: string, state: string, postalCode: string): DemoPersonItem => ({
  section: "Address",
  data: { type: "HOME", line1, city, state, postalCode, country: "USA" },
});
/** SSNs never start with 9: these numbers belong to nobody. */
const ssn = (taxId: string): DemoPersonItem => ({ section: "TaxId", data: { idKind: "SSN", taxId } });
const bank = (holder: string, accountNumber: string): DemoPersonItem => ({
  section: "Bank",
  data: {
    bankName: "Tidewell Savings Bank",
    accountHolder: holder,
    routingNumber: "000000000",
    accountNumber,
    accountType: "CHECKING",
    isPrimary: true,
  },
});
const spec = (height: string, hairColor: string, eyeColor: string, shoeSize: string): DemoPersonItem => ({
  section: "Specification",
  data: { height, hairColor, eyeColor, shoeSize },
});
const payrollId = (vendor: string, employeeId: string): DemoPersonItem => ({
  section: "PayrollVendorId",
  data: { employeeId, effectiveOn: "2024-01-01" },
  companies: { vendorId: vendor },
});
const loanOut = (corporation: string): DemoPersonItem => ({
  section: "LoanOut",
  data: { role: "OWNER", effectiveOn: "2021-07-01", isDefault: true },
  companies: { companyId: corporation },
});
const agency = (kind: string, firm: string, agent?: string, commissionPercent?: number): DemoPersonItem => ({
  section: "AgentContact",
  data: { kind, isPrimary: kind === "TALENT AGENT", ...(commissionPercent ? { commissionPercent } : {}) },
  companies: { companyId: firm },
  ...(agent ? { people: { agentPersonId: agent } } : {}),
});
const guardian = (role: string, name: string, key: string): DemoPersonItem => ({
  section: "Guardian",
  data: { role, name, signsContracts: true },
  people: { personId: key },
});
const person = (
  key: string,
  first: string,
  last: string,
  kinds: PersonCreateRequest["kinds"],
  rest: Omit<DemoPerson, "key" | "profile"> & { profile?: Partial<DemoPerson["profile"]> },
): DemoPerson => ({
  key,
  profile: {
    personName: { firstName: first, lastName: last },
    kinds,
    email: email(first, last),
    ...rest.profile,
  },
  ...(rest.age === undefined ? {} : { age: rest.age }),
  items: rest.items,
  ...(rest.archived ? { archived: true } : {}),
});

/** Ava and Ella Brooks, identical twins: the same age and profile, their father their guardian. */
const brooksTwin = (key: string, first: string, items: DemoPersonItem[] = []): DemoPerson =>
  person(key, first, "Brooks", ["TALENT"], {
    age: 8,
    profile: {
      gender: "F",
      email: "",
      multiples: { kind: "TWIN", zygosity: "IDENTICAL" },
      talentRoles: ["PRINCIPAL"],
    },
    items: [guardian("FATHER", "Owen Brooks", "owen"), ...items],
  });

const STELLAN_ROSS = "Stellan Ross Talent Agency";
const MAPLE_FINCH = "Maple & Finch Artist Management";
const LEDGERLINE = "Ledgerline Talent Payroll, Inc.";

/**
 * Twenty-one fictional people of every kind: agents first (talent point at them), then parents
 * (minors point at them), then talent, crew, staff and vendors. Among them a 12-year-old talent with
 * her mother as guardian and a work permit, twins, a talent paid through a loan-out corporation
 * with an agency, and a few sensitive values (SSNs in the never-issued 9xx range, bank accounts)
 * so masking shows.
 */
export const demoPeople: readonly DemoPerson[] = [
  person("ross", "Daniel", "Ross", ["AGENT"], {
    age: 52,
    profile: { gender: "M", phone: phone("310", 11) },
    items: [agencyAddress()],
  }),
  person("natarajan", "Priya", "Natarajan", ["AGENT"], {
    age: 41,
    profile: { gender: "F", phone: phone("323", 12) },
    items: [],
  }),
  person("hana", "Hana", "Park", ["STAFF"], {
    age: 44,
    profile: { gender: "F", phone: phone("818", 13), notes: "Mother and guardian of Mia Park." },
    items: [home("48 Cedar Lane", "Glendale", "CA", "91203")],
  }),
  person("owen", "Owen", "Brooks", ["CREW"], {
    age: 39,
    profile: { gender: "M", phone: phone("626", 14), skillGroups: ["DRIVING"] },
    items: [home("9 Orchard Way", "Pasadena", "CA", "91101"), payrollId(LEDGERLINE, "LL-20417")],
  }),
  person("mia", "Mia", "Park", ["TALENT"], {
    age: 12,
    profile: {
      gender: "F",
      email: "",
      unions: ["SAG AFTRA"],
      talentRoles: ["PRINCIPAL"],
      skillGroups: ["ACTING", "DANCE"],
      allergies: ["NUTS"],
    },
    items: [
      home("48 Cedar Lane", "Glendale", "CA", "91203"),
      guardian("MOTHER", "Hana Park", "hana"),
      {
        section: "WorkPermit",
        data: { permitNumber: "CA-EP-448120", issuingState: "CA" },
        monthsFromSeed: { issuedOn: -2, expiresOn: 4 },
      },
      {
        section: "MinorTrust",
        data: {
          trustType: "COOGAN",
          institution: "Tidewell Savings Bank",
          accountNumber: "CT90017734",
          state: "CA",
        },
      },
      spec("4'9\"", "Black", "Brown", "4"),
      agency("TALENT AGENT", STELLAN_ROSS, "ross", 10),
    ],
  }),
  brooksTwin("ava", "Ava", [spec("4'1\"", "Auburn", "Green", "12")]),
  brooksTwin("ella", "Ella"),
  person("rosa", "Rosa", "Quintero", ["TALENT"], {
    age: 34,
    profile: {
      gender: "F",
      phone: phone("213", 15),
      unions: ["SAG AFTRA"],
      talentRoles: ["PRINCIPAL", "VOICE OVER"],
      skillGroups: ["ACTING", "LANGUAGES", "VOICE OVER"],
      ethnicities: ["HISPANIC / LATINO"],
    },
    items: [
      home("1200 Sunset Terrace", "Los Angeles", "CA", "90026"),
      loanOut("Rosa Quintero Productions, Inc."),
      agency("TALENT AGENT", STELLAN_ROSS, "ross", 10),
      agency("MANAGER", MAPLE_FINCH, "natarajan", 15),
      ssn("912-40-1187"),
      bank("Rosa Quintero Productions, Inc.", "4401882719"),
      spec("5'6\"", "Dark brown", "Hazel", "8"),
    ],
  }),
  person("jonah", "Jonah", "Whitaker", ["TALENT"], {
    age: 47,
    profile: {
      gender: "M",
      phone: phone("917", 16),
      unions: ["SAG AFTRA", "AFM"],
      talentRoles: ["PRINCIPAL"],
    },
    items: [
      home("77 Harbor Street", "Brooklyn", "NY", "11201"),
      loanOut("Jonah Whitaker Enterprises LLC"),
      agency("TALENT AGENT", STELLAN_ROSS),
      ssn("923-11-5402"),
    ],
  }),
  person("keiko", "Keiko", "Lindqvist", ["TALENT"], {
    age: 29,
    profile: {
      gender: "F",
      unions: ["AFM"],
      talentRoles: ["SINGER", "MUSICIAN"],
      skillGroups: ["SINGING", "MUSICIAN"],
    },
    items: [home("5 Lakeview Court", "Nashville", "TN", "37203"), loanOut("Keiko Lindqvist Music Inc.")],
  }),
  person("chris", "Chris", "Doyle", ["CREW", "TALENT"], {
    age: 36,
    profile: { gender: "M", talentRoles: ["STUNT PERFORMER"], skillGroups: ["STUNTS", "DRIVING", "SPORTS"] },
    items: [home("310 Mesa Road", "Burbank", "CA", "91505"), payrollId(LEDGERLINE, "LL-20588")],
  }),
  person("jasmine", "Jasmine", "Reed", ["TALENT"], {
    age: 23,
    profile: { gender: "F", unions: [], talentRoles: ["EXTRA", "INFLUENCER"], status: "INACTIVE" },
    items: [{ section: "SocialMedia", data: { network: "Instagram", handle: "@jasmine.reed.example" } }],
  }),
  person("walter", "Walter", "Greene", ["TALENT"], {
    age: 71,
    profile: { gender: "M", unions: ["SAG AFTRA"], talentRoles: ["PRINCIPAL", "VOICE OVER"] },
    items: [home("14 Birch Avenue", "Santa Monica", "CA", "90402")],
  }),
  person("irene", "Irene", "Castillo", ["TALENT"], {
    age: 58,
    profile: { gender: "F", talentRoles: ["HAND MODEL"], skillGroups: ["HAND MODEL"] },
    items: [],
    archived: true,
  }),
  person("marcus", "Marcus", "Bell", ["CREW"], {
    age: 45,
    profile: { gender: "M", phone: phone("424", 17), notes: "Gaffer." },
    items: [
      home("22 Foundry Street", "Culver City", "CA", "90232"),
      payrollId(LEDGERLINE, "LL-19944"),
      ssn("934-72-0619"),
      bank("Marcus Bell", "7730019264"),
      { section: "W4", data: { filingStatus: "MARRIED FILING JOINTLY", dependentsAmount: 2000 } },
    ],
  }),
  person("elena", "Elena", "Voss", ["CREW"], {
    age: 38,
    profile: { gender: "F", notes: "Director of photography." },
    items: [
      home("8 Quarry Lane", "Austin", "TX", "78701"),
      {
        section: "TravelInfo",
        data: { kind: "PASSPORT", passportType: "Regular", number: "X90412258" },
        monthsFromSeed: { expiresOn: 40 },
      },
    ],
  }),
  person("sam", "Sam", "Okafor", ["STAFF"], {
    age: 42,
    profile: { gender: "NB", notes: "Producer." },
    items: [home("61 Vine Street", "Hollywood", "CA", "90028")],
  }),
  person("grace", "Grace", "Liu", ["STAFF"], {
    age: 31,
    profile: { gender: "F", notes: "Business affairs coordinator." },
    items: [],
  }),
  person("tomas", "Tomás", "Herrera", ["VENDOR"], {
    age: 50,
    profile: { gender: "M", notes: "Set caterer." },
    items: [home("400 Market Street", "San Diego", "CA", "92101"), bank("Tomás Herrera", "5519027731")],
  }),
  person("nadia", "Nadia", "Petrov", ["VENDOR"], {
    age: 35,
    profile: { gender: "F", notes: "Stills photographer." },
    items: [],
  }),
  person("leo", "Leo", "Park", ["TALENT"], {
    age: 19,
    profile: { gender: "M", talentRoles: ["EXTRA"] },
    items: [{ section: "Relationship", data: { relation: "MOTHER" }, people: { personId: "hana" } }],
  }),
];

function agencyAddress(): DemoPersonItem {
  return {
    section: "Address",
    data: {
      type: "WORK",
      line1: "9100 Wilshire Boulevard",
      city: "Beverly Hills",
      state: "CA",
      postalCode: "90212",
      country: "USA",
    },
  };
}
