import type { Union } from "./performer-catalogues.js";

interface UnionAgreement {
  readonly union: Extract<Union, "SAG AFTRA" | "AFM">;
  readonly name: string;
  /** Subcategories: STANDARD plus the waivers known for the agreement. */
  readonly subcategories: readonly string[];
  readonly roles: readonly string[];
}

const groupRoles = (kind: string) => [`${kind} GROUP 3-5`, `${kind} GROUP 6-8`, `${kind} GROUP 9+`];

const onCameraRoles = [
  "PRINCIPAL",
  "VOICE OVER",
  "EXTRA",
  "EXTRA 13 WEEKS",
  "HAND MODEL",
  "STAND-IN",
  "DANCER",
  "STUNT",
  "SINGER",
  ...groupRoles("ON CAMERA"),
  ...groupRoles("OFF CAMERA"),
];

const audioRoles = ["PRINCIPAL", "VOICE OVER", "SINGER", ...groupRoles("SINGER")];

const corporateRoles = ["PRINCIPAL ON CAMERA", "PRINCIPAL OFF CAMERA", "EXTRA", "STAND-IN", "NARRATOR"];

/** AFM commercial roles; leader/contractor and soloist are paid at twice side-musician scale. */
const afmRoles = ["SIDE MUSICIAN", "LEADER", "CONTRACTOR", "SOLOIST", "ARRANGER", "ORCHESTRATOR", "COPYIST"];

const waivers = {
  tv: ["STANDARD", "LOW BUDGET DIGITAL WAIVER", "SMALL CABLE WAIVER", "JPC AUTHORIZER WAIVER"],
  audio: ["STANDARD", "JPC AUTHORIZER WAIVER"],
  other: ["STANDARD"],
};

/**
 * Union agreements with their subcategories and role lists (spec 001 section 9). The
 * agreements are the spec's; the waiver names come from our union reference notes and the
 * role lists extend the spec's examples ("and so on"). Both may grow.
 */
export const unionAgreements: readonly UnionAgreement[] = [
  { union: "SAG AFTRA", name: "AUDIO ACS", subcategories: waivers.audio, roles: audioRoles },
  { union: "SAG AFTRA", name: "AUDIO STANDARD", subcategories: waivers.audio, roles: audioRoles },
  {
    union: "SAG AFTRA",
    name: "CORPORATE/EDUCATIONAL/NON-BROADCAST",
    subcategories: [...waivers.other, "CATEGORY I", "CATEGORY II"],
    roles: corporateRoles,
  },
  { union: "SAG AFTRA", name: "INFOMERCIAL", subcategories: waivers.other, roles: onCameraRoles },
  { union: "SAG AFTRA", name: "TV COMMERCIAL ACS", subcategories: waivers.tv, roles: onCameraRoles },
  { union: "SAG AFTRA", name: "TV COMMERCIAL STANDARD", subcategories: waivers.tv, roles: onCameraRoles },
  { union: "AFM", name: "TV AND RADIO COMMERCIAL", subcategories: waivers.other, roles: afmRoles },
];
export const unionAgreementsComplete = false;

export function findUnionAgreement(name: string): UnionAgreement | undefined {
  return unionAgreements.find((agreement) => agreement.name === name);
}

export function unionAgreementsOf(union: UnionAgreement["union"]): readonly UnionAgreement[] {
  return unionAgreements.filter((agreement) => agreement.union === union);
}
