import type { RenewalChoice, RenewalSubject, RichNode } from "@rightsdesk/domain";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  date,
  jsonb,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * A `date` column's sort key exactly as the list engine writes it (`listSortKeySql` in
 * `lists/list-order-sql.ts`): the day, or null for the empty marker and days outside 0001–9999. An
 * index on anything else is not used by the lists' ORDER BY.
 */
const listDaySortKey = (column: AnyPgColumn) =>
  sql`(case when ${column} > '0001-01-01'::date and ${column} <= '9999-12-31'::date then ${column} end)`;

/** Who changed a record and when, plus the version used for optimistic concurrency. */
const tracked = {
  createdAt: instant("created_at").notNull().defaultNow(),
  createdBy: integer("created_by"),
  updatedAt: instant("updated_at").notNull().defaultNow(),
  updatedBy: integer("updated_by"),
  version: integer("version").notNull().default(1),
};

/**
 * The client (tenant) a business record belongs to. The database fills it in from the transaction's
 * client (db/client-scope.ts), never from a request body, and row-level security shows a request
 * only its client's rows; work outside a request writes into the provider's own client.
 */
const clientOwned = {
  tenantId: integer("tenant_id")
    .notNull()
    .default(sql`rightsdesk_client_default()`)
    .references((): AnyPgColumn => tenants.id),
};

export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

export const tenants = pgTable("tenants", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  isProvider: boolean("is_provider").notNull().default(false),
  ...tracked,
});

export const userTypes = pgTable("user_types", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
});

export const elevatedRoles = pgTable("elevated_roles", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
});

export const roles = pgTable(
  "roles",
  {
    id: serial("id").primaryKey(),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    ...tracked,
  },
  (table) => [uniqueIndex("roles_tenant_name_unique").on(table.tenantId, sql`lower(${table.name})`)],
);

export const roleModuleAccesses = pgTable(
  "role_module_accesses",
  {
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
    module: text("module").notNull(),
    canRead: boolean("can_read").notNull().default(false),
    canWrite: boolean("can_write").notNull().default(false),
    canDelete: boolean("can_delete").notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.roleId, table.module] })],
);

export const roleItemAccesses = pgTable(
  "role_item_accesses",
  {
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
    module: text("module").notNull(),
    item: text("item").notNull(),
    canRead: boolean("can_read").notNull().default(false),
    canWrite: boolean("can_write").notNull().default(false),
    canDelete: boolean("can_delete").notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.roleId, table.module, table.item] })],
);

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    userName: text("user_name").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    status: text("status", { enum: ["ACTIVE", "INACTIVE", "BLOCKED"] })
      .notNull()
      .default("ACTIVE"),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    userTypeId: integer("user_type_id")
      .notNull()
      .references(() => userTypes.id),
    termAcceptedOn: instant("term_accepted_on"),
    mustChangePassword: boolean("must_change_password").notNull().default(false),
    /** Base32 TOTP secret once enrolment is confirmed; the pending one until then. */
    mfaSecret: text("mfa_secret"),
    mfaPendingSecret: text("mfa_pending_secret"),
    /** The last TOTP time step accepted, so a code cannot be replayed. */
    mfaLastStep: integer("mfa_last_step"),
    lastSignInAt: instant("last_sign_in_at"),
    ...tracked,
  },
  (table) => [uniqueIndex("users_user_name_unique").on(sql`lower(${table.userName})`)],
);

export const userProfiles = pgTable(
  "user_profiles",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id),
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.id),
    elevatedRoleId: integer("elevated_role_id").references(() => elevatedRoles.id),
    isDefault: boolean("is_default").notNull().default(false),
    /** An ADVERTISER USER's advertisers (companies): the profile sees only their spots. */
    advertiserIds: integer("advertiser_ids")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    ...tracked,
  },
  (table) => [index("user_profiles_user_idx").on(table.userId)],
);

export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    userProfileId: integer("user_profile_id").references(() => userProfiles.id, { onDelete: "set null" }),
    createdAt: instant("created_at").notNull().defaultNow(),
    expiresAt: instant("expires_at").notNull(),
    revokedAt: instant("revoked_at"),
    revokedReason: text("revoked_reason"),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    /** The client a provider profile acts for in this session; null: the profile's own. */
    actingTenantId: integer("acting_tenant_id").references(() => tenants.id),
  },
  (table) => [index("sessions_user_idx").on(table.userId)],
);

export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: serial("id").primaryKey(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: instant("created_at").notNull().defaultNow(),
    expiresAt: instant("expires_at").notNull(),
    usedAt: instant("used_at"),
  },
  (table) => [
    uniqueIndex("refresh_tokens_hash_unique").on(table.tokenHash),
    index("refresh_tokens_session_idx").on(table.sessionId),
  ],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: instant("created_at").notNull().defaultNow(),
    expiresAt: instant("expires_at").notNull(),
    usedAt: instant("used_at"),
  },
  (table) => [uniqueIndex("password_reset_tokens_hash_unique").on(table.tokenHash)],
);

export const signInOutcomes = [
  /** A password (or code) check under way: it counts as a failure until it ends. */
  "checking",
  "signed-in",
  "password-reset",
  "unknown-user",
  "wrong-password",
  "wrong-code",
  "code-replayed",
  "code-required",
  "locked-out",
  "blocked",
  "no-profile",
  /** A signed-in user's password, asked again before a change, was right. */
  "password-confirmed",
] as const;
export type SignInOutcome = (typeof signInOutcomes)[number];

/** Every sign-in attempt, for rate limiting by user name and by address, and for the audit trail. */
export const signInAttempts = pgTable(
  "sign_in_attempts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userName: text("user_name").notNull(),
    ipAddress: text("ip_address").notNull(),
    at: instant("at").notNull(),
    succeeded: boolean("succeeded").notNull(),
    /** What the attempt came to; the rate limit counts only the failures of a password or code. */
    outcome: text("outcome", { enum: signInOutcomes }).notNull(),
  },
  (table) => [
    index("sign_in_attempts_user_at_idx").on(table.userName, table.at),
    index("sign_in_attempts_ip_at_idx").on(table.ipAddress, table.at),
  ],
);

/** Who did what to which record, what changed from what to what, and the request's headers. */
export const auditLog = pgTable(
  "audit_log",
  {
    ...clientOwned,
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: instant("at").notNull(),
    actorUserId: integer("actor_user_id"),
    actorUserName: text("actor_user_name"),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id"),
    changes: jsonb("changes").$type<{ field: string; from: unknown; to: unknown }[]>().notNull().default([]),
    context: jsonb("context").$type<Record<string, string>>().notNull().default({}),
  },
  (table) => [
    index("audit_log_entity_idx").on(table.entityType, table.entityId),
    index("audit_log_at_idx").on(table.at),
  ],
);

export const userPreferences = pgTable("user_preferences", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  alertDaysAhead: integer("alert_days_ahead").notNull().default(30),
  /** Days ahead per alert kind (`AlertDaysAhead`); a kind left out uses alert_days_ahead. */
  alertDaysAheadByKind: jsonb("alert_days_ahead_by_kind")
    .$type<Record<string, number>>()
    .notNull()
    .default({}),
  /** The Monday (a day) the last weekly digest went out, so a restart never sends it twice. */
  lastDigestOn: date("last_digest_on", { mode: "string" }),
  weeklyDigest: boolean("weekly_digest").notNull().default(false),
  timeZone: text("time_zone").notNull().default("UTC"),
  ...tracked,
});

/** Companies (spec 001 section 3): the three names, type, country, status; archived rather than deleted. */
export const companies = pgTable(
  "companies",
  {
    ...clientOwned,
    id: serial("id").primaryKey(),
    legalName: text("legal_name").notNull(),
    businessName: text("business_name"),
    dbaName: text("dba_name"),
    mainType: text("main_type").notNull(),
    subType: text("sub_type"),
    country: text("country").notNull().default("USA"),
    status: text("status").notNull().default("ACTIVE"),
    parentCompanyId: integer("parent_company_id").references((): AnyPgColumn => companies.id, {
      onDelete: "set null",
    }),
    /** The primary address's city, kept with the company so lists filter and sort on it cheaply. */
    city: text("city"),
    archivedAt: instant("archived_at"),
    archivedBy: integer("archived_by"),
    ...tracked,
  },
  (table) => [
    uniqueIndex("companies_legal_name_type_key").on(
      table.tenantId,
      sql`lower(${table.legalName})`,
      table.mainType,
    ),
    index("companies_legal_name_trgm").using("gin", sql`${table.legalName} gin_trgm_ops`),
    index("companies_business_name_trgm").using("gin", sql`${table.businessName} gin_trgm_ops`),
    index("companies_dba_name_trgm").using("gin", sql`${table.dbaName} gin_trgm_ops`),
    index("companies_city_trgm").using("gin", sql`${table.city} gin_trgm_ops`),
    index("companies_legal_name_sort").on(sql`lower(${table.legalName}) collate "C"`, table.id),
    index("companies_main_type_idx").on(table.mainType),
    index("companies_archived_idx").on(table.archivedAt),
  ],
);

/**
 * People (spec 001 section 3): agents, crew, staff, talent and vendors. A person's sections
 * (addresses, guardians, banks...) are `record_items` with owner type "person".
 */
export const people = pgTable(
  "people",
  {
    ...clientOwned,
    id: serial("id").primaryKey(),
    firstName: text("first_name").notNull(),
    middleName: text("middle_name"),
    lastName: text("last_name").notNull(),
    fullName: text("full_name").notNull(),
    /** First and last name as duplicate checks compare them: no accents, case or extra spaces. */
    nameKey: text("name_key").notNull(),
    kinds: text("kinds").array().notNull(),
    /** The kinds in catalogue order, joined: what the lists show and filter ("CREW, TALENT"). */
    employmentType: text("employment_type").notNull(),
    gender: text("gender"),
    dateOfBirth: date("date_of_birth", { mode: "string" }),
    email: text("email"),
    phone: text("phone"),
    ethnicities: text("ethnicities")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    skillGroups: text("skill_groups")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    allergies: text("allergies")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    talentRoles: text("talent_roles")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    unions: text("unions")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    multipleKind: text("multiple_kind"),
    multipleZygosity: text("multiple_zygosity"),
    status: text("status").notNull().default("ACTIVE"),
    notes: text("notes"),
    primaryPhotoId: integer("primary_photo_id"),
    /** The primary (HOME) address's city, else the first address's, kept like `companies.city`. */
    city: text("city"),
    archivedAt: instant("archived_at"),
    archivedBy: integer("archived_by"),
    ...tracked,
  },
  (table) => [
    index("people_full_name_trgm").using("gin", sql`${table.fullName} gin_trgm_ops`),
    index("people_email_trgm").using("gin", sql`${table.email} gin_trgm_ops`),
    index("people_city_trgm").using("gin", sql`${table.city} gin_trgm_ops`),
    index("people_employment_type_trgm").using("gin", sql`${table.employmentType} gin_trgm_ops`),
    index("people_full_name_sort").on(sql`lower(${table.fullName}) collate "C"`, table.id),
    index("people_last_name_sort").on(sql`lower(${table.lastName}) collate "C"`, table.id),
    index("people_first_name_sort").on(sql`lower(${table.firstName}) collate "C"`, table.id),
    index("people_date_of_birth_idx").on(table.dateOfBirth),
    index("people_name_key_idx").on(table.nameKey, table.dateOfBirth),
    index("people_email_key_idx").on(sql`lower(${table.email})`),
    index("people_archived_idx").on(table.archivedAt),
  ],
);

/**
 * A talent's photos: the upright JPEG and its WebP thumbnail, both stored as blobs without
 * metadata; the upload they were made from is not kept (it may carry GPS coordinates).
 */
export const personPhotos = pgTable(
  "person_photos",
  {
    ...clientOwned,
    id: serial("id").primaryKey(),
    personId: integer("person_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    imageBlobId: uuid("image_blob_id")
      .notNull()
      .references(() => blobs.id),
    thumbnailBlobId: uuid("thumbnail_blob_id")
      .notNull()
      .references(() => blobs.id),
    fileName: text("file_name").notNull(),
    caption: text("caption"),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    sourceOrientation: integer("source_orientation").notNull().default(1),
    isPrimary: boolean("is_primary").notNull().default(false),
    uploadedAt: instant("uploaded_at").notNull(),
    uploadedBy: integer("uploaded_by"),
  },
  (table) => [
    index("person_photos_person_idx").on(table.personId, table.id),
    uniqueIndex("person_photos_one_primary")
      .on(table.personId)
      .where(sql`${table.isPrimary}`),
  ],
);

/**
 * Child items of a record, one row each, for every section declared in the domain (a company's
 * addresses, staff, banks...). `data` holds the fields the section's schema validated; sensitive
 * fields inside it are encrypted.
 */
export const recordItems = pgTable(
  "record_items",
  {
    ...clientOwned,
    id: serial("id").primaryKey(),
    ownerType: text("owner_type").notNull(),
    ownerId: integer("owner_id").notNull(),
    section: text("section").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    ...tracked,
  },
  (table) => [index("record_items_owner_idx").on(table.ownerType, table.ownerId, table.section)],
);

/** Edit locks on asset, company, element and person records: one holder at a time, until expiry. */
export const recordLocks = pgTable(
  "record_locks",
  {
    ...clientOwned,
    recordType: text("record_type").notNull(),
    recordId: integer("record_id").notNull(),
    holderUserId: integer("holder_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    holderName: text("holder_name").notNull(),
    lockedAt: instant("locked_at").notNull(),
    expiresAt: instant("expires_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.recordType, table.recordId] })],
);

/** Uploaded files: content in the blob store under `storageKey`, identified by content hash. */
export const blobs = pgTable(
  "blobs",
  {
    ...clientOwned,
    id: uuid("id").primaryKey(),
    storageKey: text("storage_key").notNull(),
    sha256: text("sha256").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    uploadedBy: integer("uploaded_by"),
    uploadedAt: instant("uploaded_at").notNull(),
  },
  (table) => [index("blobs_sha256_idx").on(table.sha256)],
);

/** Documents attached to a record (the shared documents tab), each pointing at an uploaded blob. */
export const documents = pgTable(
  "documents",
  {
    ...clientOwned,
    id: serial("id").primaryKey(),
    ownerType: text("owner_type").notNull(),
    ownerId: integer("owner_id").notNull(),
    blobId: uuid("blob_id")
      .notNull()
      .references(() => blobs.id),
    name: text("name").notNull(),
    category: text("category").notNull(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    sha256: text("sha256").notNull(),
    ...tracked,
  },
  (table) => [
    index("documents_owner_idx").on(table.ownerType, table.ownerId),
    index("documents_sha256_idx").on(table.sha256),
  ],
);

/**
 * Assets (commercials) and their edit versions: an edit version is an asset of its own (its own
 * Ad-ID, profile and use rights) that points at its base asset. `status` and the earliest expiration
 * are computed by the domain whenever an input changes and stored here only so lists can filter and
 * sort on them.
 */
export const assets = pgTable(
  "assets",
  {
    ...clientOwned,
    id: serial("id").primaryKey(),
    baseAssetId: integer("base_asset_id").references((): AnyPgColumn => assets.id),
    /** 0 on a base asset; 1, 2... on its edit versions. */
    editVersionNumber: integer("edit_version_number").notNull().default(0),
    versionLabel: text("version_label").notNull().default("BASE"),
    editType: text("edit_type"),
    editReason: text("edit_reason"),
    title: text("title").notNull(),
    /** Upper case, as the Ad-ID rule stores it. */
    adId: text("ad_id").notNull(),
    assetType: text("asset_type").notNull(),
    fileType: text("file_type"),
    /** The MPU end typed on the profile ("Expiry Date"). */
    expireMpuEndDate: date("expire_mpu_end_date", { mode: "string" }).notNull(),
    /** The spot's first airing, once recorded: it can move the MPU start. */
    firstAirDate: date("first_air_date", { mode: "string" }),
    /** A typed MPU end someone confirmed over the rule's computation. */
    mpuConfirmedEndDate: date("mpu_confirmed_end_date", { mode: "string" }),
    /** The MPU end in force (the domain's decideAssetMpu), kept with the status for lists, alerts and reports. */
    mpuEndDate: date("mpu_end_date", { mode: "string" }).notNull(),
    /** The rule's MPU end from the production days and first airing; null when it cannot be computed. */
    mpuComputedEndDate: date("mpu_computed_end_date", { mode: "string" }),
    /** The typed end differs from the computed one and is not confirmed. */
    mpuNeedsReview: boolean("mpu_needs_review").notNull().default(false),
    notes: text("notes"),
    /** The spot's length in seconds (30 for a :30), checked against each reported airing's length. */
    lengthSeconds: integer("length_seconds"),
    status: text("status").notNull(),
    statusReason: text("status_reason").notNull(),
    earliestExpireDate: date("earliest_expire_date", { mode: "string" }),
    earliestExpireKind: text("earliest_expire_kind"),
    earliestExpireItemId: text("earliest_expire_item_id"),
    earliestExpireLabel: text("earliest_expire_label"),
    /** Released by not renewing: the last day its paid use covers (RELEASED (USE ACTIVE) through it). */
    releasedUseEnds: date("released_use_ends", { mode: "string" }),
    archivedAt: instant("archived_at"),
    archivedBy: integer("archived_by"),
    ...tracked,
  },
  (table) => [
    uniqueIndex("assets_ad_id_unique").on(table.tenantId, table.adId),
    index("assets_title_trgm").using("gin", sql`${table.title} gin_trgm_ops`),
    index("assets_ad_id_trgm").using("gin", sql`${table.adId} gin_trgm_ops`),
    index("assets_title_sort").on(sql`lower(${table.title}) collate "C"`, table.id),
    index("assets_ad_id_sort").on(sql`lower(${table.adId}) collate "C"`, table.id),
    index("assets_status_idx").on(table.status, table.earliestExpireDate),
    index("assets_earliest_expire_idx").on(table.earliestExpireDate),
    index("assets_mpu_end_idx").on(table.mpuEndDate),
    // The active lists sorted by earliest expiry ("first 25 by earliest expiry"): the exact ORDER BY
    // the list engine emits (`listOrderSql`), ascending and descending, so the first page is read
    // off the index instead of sorting every active asset (`lists/list-sort-index.test.ts` checks the plan).
    index("assets_earliest_expire_sort")
      .on(listDaySortKey(table.earliestExpireDate), table.id)
      .where(sql`${table.archivedAt} is null`),
    index("assets_earliest_expire_sort_desc")
      .on(sql`${listDaySortKey(table.earliestExpireDate)} desc nulls last`, table.id)
      .where(sql`${table.archivedAt} is null`),
    index("assets_expire_mpu_idx").on(table.expireMpuEndDate),
    index("assets_base_idx").on(table.baseAssetId, table.editVersionNumber),
    index("assets_archived_idx").on(table.archivedAt),
  ],
);

/** The use rights of an asset: what was bought, for which media, and the cycle it runs. */
export const assetUseRights = pgTable(
  "asset_use_rights",
  {
    ...clientOwned,
    id: serial("id").primaryKey(),
    assetId: integer("asset_id")
      .notNull()
      .references(() => assets.id, { onDelete: "cascade" }),
    useRightType: text("use_right_type").notNull(),
    mediaType: text("media_type"),
    mediaSubTypes: text("media_sub_types")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    startCycleDate: date("start_cycle_date", { mode: "string" }),
    cycleExpireDate: date("cycle_expire_date", { mode: "string" }),
    /**
     * The last day the right covers (the domain's useRightCoveredThrough): its cycle end, or for a
     * union principal the end of their unbroken run of paid fixed cycles. Kept with the asset's
     * status for the alerts, reports and lists.
     */
    coveredThrough: date("covered_through", { mode: "string" }),
    cycleLength: text("cycle_length"),
    note: text("note").notNull(),
    /** The cast member (an asset Cast item) the right belongs to; null for the asset's own right. */
    castItemId: integer("cast_item_id").references(() => recordItems.id, { onDelete: "restrict" }),
    /** The contract that acquired the right (a contract's "rights acquired"); null otherwise. */
    contractId: integer("contract_id").references((): AnyPgColumn => contracts.id, { onDelete: "restrict" }),
    /** On the asset's own right: it also covers every performer without union fixed cycles (a cast buyout). */
    coversAllPerformers: boolean("covers_all_performers").notNull().default(false),
    ...tracked,
  },
  (table) => [
    index("asset_use_rights_asset_idx").on(table.assetId, table.startCycleDate),
    index("asset_use_rights_cast_item_idx").on(table.castItemId),
    index("asset_use_rights_contract_idx").on(table.contractId),
    // "Use rights expiring in N days": a range on the cycle's last day, read in date order.
    index("asset_use_rights_expire_idx").on(table.coveredThrough, table.id),
  ],
);

/**
 * Elements (music, images, footage, fonts...) licensed for use in spots. Like assets, `status` and
 * the earliest expiration are the domain's, computed from the licences and stored for the lists.
 */
export const elements = pgTable(
  "elements",
  {
    ...clientOwned,
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    elementType: text("element_type").notNull(),
    subType: text("sub_type"),
    description: text("description"),
    musicOrigin: text("music_origin"),
    audioOrigin: text("audio_origin"),
    licenceType: text("licence_type"),
    vendorId: integer("vendor_id").references(() => companies.id, { onDelete: "set null" }),
    licensorName: text("licensor_name"),
    licensorEmail: text("licensor_email"),
    properties: jsonb("properties").$type<Record<string, unknown>>().notNull().default({}),
    status: text("status").notNull(),
    statusReason: text("status_reason").notNull(),
    earliestExpireDate: date("earliest_expire_date", { mode: "string" }),
    earliestExpireKind: text("earliest_expire_kind"),
    earliestExpireItemId: text("earliest_expire_item_id"),
    earliestExpireLabel: text("earliest_expire_label"),
    /** Released by not renewing: the last day its paid use covers (RELEASED (USE ACTIVE) through it). */
    releasedUseEnds: date("released_use_ends", { mode: "string" }),
    archivedAt: instant("archived_at"),
    archivedBy: integer("archived_by"),
    ...tracked,
  },
  (table) => [
    index("elements_title_trgm").using("gin", sql`${table.title} gin_trgm_ops`),
    index("elements_sub_type_trgm").using("gin", sql`${table.subType} gin_trgm_ops`),
    index("elements_title_sort").on(sql`lower(${table.title}) collate "C"`, table.id),
    index("elements_type_idx").on(table.elementType),
    index("elements_status_idx").on(table.status, table.earliestExpireDate),
    index("elements_earliest_expire_idx").on(table.earliestExpireDate),
    // The active list sorted by earliest expiry, as for assets.
    index("elements_earliest_expire_sort")
      .on(listDaySortKey(table.earliestExpireDate), table.id)
      .where(sql`${table.archivedAt} is null`),
    index("elements_earliest_expire_sort_desc")
      .on(sql`${listDaySortKey(table.earliestExpireDate)} desc nulls last`, table.id)
      .where(sql`${table.archivedAt} is null`),
    index("elements_vendor_idx").on(table.vendorId),
    index("elements_archived_idx").on(table.archivedAt),
  ],
);

/** The licences ("rights contracted") of an element: term, media, territory, exclusivity and uses. */
export const elementLicences = pgTable(
  "element_licences",
  {
    ...clientOwned,
    id: serial("id").primaryKey(),
    elementId: integer("element_id")
      .notNull()
      .references(() => elements.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    rightsKind: text("rights_kind"),
    termStart: date("term_start", { mode: "string" }).notNull(),
    /** Null: in perpetuity. */
    termEnd: date("term_end", { mode: "string" }),
    media: jsonb("media").$type<{ type: string; subtypes: string[] }[]>().notNull(),
    territory: text("territory"),
    exclusive: boolean("exclusive").notNull().default(false),
    numberOfUses: text("number_of_uses").notNull(),
    usesAllowed: integer("uses_allowed"),
    feeCents: bigint("fee_cents", { mode: "number" }),
    notes: text("notes"),
    ...tracked,
  },
  (table) => [index("element_licences_element_idx").on(table.elementId, table.termStart)],
);

/** Which elements a spot contains: a link's licences can end the asset. */
export const assetElements = pgTable(
  "asset_elements",
  {
    ...clientOwned,
    assetId: integer("asset_id")
      .notNull()
      .references(() => assets.id, { onDelete: "cascade" }),
    elementId: integer("element_id")
      .notNull()
      .references(() => elements.id, { onDelete: "restrict" }),
    linkedAt: instant("linked_at").notNull(),
    linkedBy: integer("linked_by"),
  },
  (table) => [
    primaryKey({ columns: [table.assetId, table.elementId] }),
    index("asset_elements_element_idx").on(table.elementId, table.assetId),
  ],
);

/** Reusable template parts (spec 000 "snippets"): rich text (TipTap JSON) for one part type. */
export const contractSnippets = pgTable(
  "contract_snippets",
  {
    ...clientOwned,
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    partType: text("part_type").notNull(),
    description: text("description"),
    content: jsonb("content").$type<RichNode>().notNull(),
    ...tracked,
  },
  (table) => [uniqueIndex("contract_snippets_name_unique").on(table.tenantId, sql`lower(${table.name})`)],
);

/** Contract templates: an ordered list of parts, each a snippet or free rich text. */
export const contractTemplates = pgTable(
  "contract_templates",
  {
    ...clientOwned,
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    family: text("family").notNull(),
    agreement: text("agreement"),
    description: text("description"),
    ...tracked,
  },
  (table) => [uniqueIndex("contract_templates_name_unique").on(table.tenantId, sql`lower(${table.name})`)],
);

/** The parts of a template in order: kind "S" points at a snippet, kind "F" holds its own content. */
export const contractTemplateParts = pgTable(
  "contract_template_parts",
  {
    ...clientOwned,
    templateId: integer("template_id")
      .notNull()
      .references(() => contractTemplates.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    partType: text("part_type").notNull(),
    kind: text("kind", { enum: ["S", "F"] }).notNull(),
    snippetId: integer("snippet_id").references(() => contractSnippets.id, { onDelete: "restrict" }),
    content: jsonb("content").$type<RichNode>(),
  },
  (table) => [
    primaryKey({ columns: [table.templateId, table.position] }),
    index("contract_template_parts_snippet_idx").on(table.snippetId),
  ],
);

/**
 * Talent and vendor contracts (spec 001 "Contracts"): the profile, the two statuses the domain's
 * machines move, and the completeness flag recomputed in the transaction of every change that
 * affects it, stored so lists filter on it. `import_key` is the bulk row key that made it.
 */
export const contracts = pgTable(
  "contracts",
  {
    ...clientOwned,
    id: serial("id").primaryKey(),
    contractNumber: text("contract_number").notNull(),
    title: text("title").notNull(),
    subtitle: text("subtitle"),
    family: text("family").notNull(),
    agreement: text("agreement").notNull(),
    templateId: integer("template_id").references(() => contractTemplates.id, { onDelete: "restrict" }),
    talentId: integer("talent_id").references(() => people.id, { onDelete: "restrict" }),
    payeeKind: text("payee_kind"),
    loanOutCompanyId: integer("loan_out_company_id").references(() => companies.id, { onDelete: "restrict" }),
    payeeAgencyId: integer("payee_agency_id").references(() => companies.id, { onDelete: "restrict" }),
    vendorCompanyId: integer("vendor_company_id").references(() => companies.id, { onDelete: "restrict" }),
    advertiserId: integer("advertiser_id").references(() => companies.id, { onDelete: "restrict" }),
    union: text("union"),
    performerCategory: text("performer_category"),
    performanceType: text("performance_type"),
    role: text("role"),
    contractDate: date("contract_date", { mode: "string" }).notNull(),
    startDate: date("start_date", { mode: "string" }),
    expirationDate: date("expiration_date", { mode: "string" }),
    renewalDate: date("renewal_date", { mode: "string" }),
    termCount: integer("term_count"),
    termUnit: text("term_unit"),
    sessionFeeCents: bigint("session_fee_cents", { mode: "number" }),
    holdingFeeCents: bigint("holding_fee_cents", { mode: "number" }),
    fittingFeeCents: bigint("fitting_fee_cents", { mode: "number" }),
    agentFeePercent: numeric("agent_fee_percent", { precision: 5, scale: 2, mode: "number" }),
    phPercent: numeric("ph_percent", { precision: 5, scale: 2, mode: "number" }),
    paymentMode: text("payment_mode"),
    paymentTiming: text("payment_timing"),
    existing: boolean("existing").notNull().default(false),
    signedOn: date("signed_on", { mode: "string" }),
    description: text("description"),
    status: text("status").notNull().default("Draft"),
    payrollStatus: text("payroll_status").notNull().default("CREATED"),
    completeness: text("completeness", { enum: ["INCOMPLETE", "COMPLETE"] })
      .notNull()
      .default("INCOMPLETE"),
    importKey: text("import_key"),
    ...tracked,
  },
  (table) => [
    uniqueIndex("contracts_contract_number_unique").on(table.tenantId, table.contractNumber),
    uniqueIndex("contracts_import_key_unique").on(table.tenantId, table.importKey),
    index("contracts_title_trgm").using("gin", sql`${table.title} gin_trgm_ops`),
    index("contracts_contract_number_trgm").using("gin", sql`${table.contractNumber} gin_trgm_ops`),
    index("contracts_title_sort").on(sql`lower(${table.title}) collate "C"`, table.id),
    index("contracts_contract_date_idx").on(listDaySortKey(table.contractDate), table.id),
    index("contracts_expiration_date_idx").on(listDaySortKey(table.expirationDate), table.id),
    index("contracts_status_idx").on(table.status),
    index("contracts_talent_idx").on(table.talentId),
    index("contracts_template_idx").on(table.templateId),
  ],
);

/** A contract's guarantees ("GTY0001"): a sum paid over a term, in installments or at once. */
export const contractGuarantees = pgTable(
  "contract_guarantees",
  {
    ...clientOwned,
    id: serial("id").primaryKey(),
    contractId: integer("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    guaranteeNumber: text("guarantee_number"),
    description: text("description"),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    termCount: integer("term_count").notNull(),
    termUnit: text("term_unit").notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    paymentMode: text("payment_mode").notNull(),
    paymentTiming: text("payment_timing"),
    ...tracked,
  },
  (table) => [
    uniqueIndex("contract_guarantees_number_unique").on(table.guaranteeNumber),
    index("contract_guarantees_contract_idx").on(table.contractId),
  ],
);

/** The payment records of a guarantee ("GR000001"). */
export const contractGuaranteePayments = pgTable(
  "contract_guarantee_payments",
  {
    ...clientOwned,
    id: serial("id").primaryKey(),
    guaranteeId: integer("guarantee_id")
      .notNull()
      .references(() => contractGuarantees.id, { onDelete: "cascade" }),
    recordNumber: text("record_number"),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    paidOn: date("paid_on", { mode: "string" }),
    note: text("note"),
  },
  (table) => [
    uniqueIndex("contract_guarantee_payments_number_unique").on(table.recordNumber),
    index("contract_guarantee_payments_guarantee_idx").on(table.guaranteeId, table.dueDate),
  ],
);

/** The commercials a contract covers, with the asset Cast item that is the contract's talent. */
export const contractAssets = pgTable(
  "contract_assets",
  {
    ...clientOwned,
    contractId: integer("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    assetId: integer("asset_id")
      .notNull()
      .references(() => assets.id, { onDelete: "restrict" }),
    castItemId: integer("cast_item_id").references(() => recordItems.id, { onDelete: "set null" }),
    linkedAt: instant("linked_at").notNull(),
    linkedBy: integer("linked_by"),
  },
  (table) => [
    primaryKey({ columns: [table.contractId, table.assetId] }),
    index("contract_assets_asset_idx").on(table.assetId, table.contractId),
  ],
);

/** A company's alert preferences: days ahead per alert kind for its records, over the users' own. */
export const companyAlertPreferences = pgTable("company_alert_preferences", {
  ...clientOwned,
  companyId: integer("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  daysAhead: jsonb("days_ahead").$type<Record<string, number>>().notNull().default({}),
  ...tracked,
});

/**
 * What a user did about an alert (renew, release, done). Alerts are derived from the records on
 * every read; the mark is kept under the alert's stable key, so a new cycle is a new, open alert.
 */
export const alertMarks = pgTable("alert_marks", {
  ...clientOwned,
  key: text("key").primaryKey(),
  action: text("action", { enum: ["RENEW", "RELEASE", "DONE"] }).notNull(),
  note: text("note"),
  markedBy: integer("marked_by")
    .notNull()
    .references(() => users.id),
  markedAt: instant("marked_at").notNull(),
});

/** A user's reminders, of the spec's categories, optionally about a record. */
export const reminders = pgTable(
  "reminders",
  {
    ...clientOwned,
    id: serial("id").primaryKey(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    category: text("category").notNull(),
    title: text("title").notNull(),
    remindOn: date("remind_on", { mode: "string" }).notNull(),
    note: text("note"),
    recordType: text("record_type"),
    recordId: integer("record_id"),
    ...tracked,
  },
  (table) => [index("reminders_owner_idx").on(table.ownerId, table.remindOn)],
);

/** To-do items with an owner and a due date; done records who and when. */
export const todos = pgTable(
  "todos",
  {
    ...clientOwned,
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    dueDate: date("due_date", { mode: "string" }),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id),
    note: text("note"),
    recordType: text("record_type"),
    recordId: integer("record_id"),
    alertKey: text("alert_key"),
    doneAt: instant("done_at"),
    doneBy: integer("done_by").references(() => users.id),
    ...tracked,
  },
  (table) => [index("todos_owner_idx").on(table.ownerId, table.doneAt, table.dueDate)],
);

/**
 * A user's calendar feed for a client they act for: only the SHA-256 of the secret is kept;
 * deleting the row revokes it.
 */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    ...clientOwned,
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: instant("created_at").notNull(),
    lastFetchedAt: instant("last_fetched_at"),
  },
  (table) => [primaryKey({ columns: [table.userId, table.tenantId] })],
);

/** Each user's dashboard layout (`DashboardLayout`) per client; no row means the default layout. */
export const dashboardLayouts = pgTable(
  "dashboard_layouts",
  {
    ...clientOwned,
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    layout: jsonb("layout")
      .$type<{ widgets: { key: string; x: number; y: number; w: number; h: number }[] }>()
      .notNull(),
    ...tracked,
  },
  (table) => [primaryKey({ columns: [table.userId, table.tenantId] })],
);

/**
 * Completion reports: the reference record of a finished spot (cast, crew, locations, elements),
 * drafted, submitted and revised. `status` is the domain's completionStatusOfStage of `stage`, kept
 * for lists. Its sections are record items with owner type `completion_report`.
 */
export const completionReports = pgTable(
  "completion_reports",
  {
    ...clientOwned,
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    assetId: integer("asset_id")
      .notNull()
      .references(() => assets.id, { onDelete: "restrict" }),
    editVersionId: integer("edit_version_id").references(() => assets.id, { onDelete: "restrict" }),
    productionDate: date("production_date", { mode: "string" }),
    stage: text("stage", { enum: ["draft", "submitted", "revised"] })
      .notNull()
      .default("draft"),
    status: text("status", { enum: ["COMPLETED", "INCOMPLETE"] })
      .notNull()
      .default("INCOMPLETE"),
    submittedAt: instant("submitted_at"),
    submittedBy: integer("submitted_by"),
    archivedAt: instant("archived_at"),
    archivedBy: integer("archived_by"),
    ...tracked,
  },
  (table) => [
    index("completion_reports_name_trgm").using("gin", sql`${table.name} gin_trgm_ops`),
    index("completion_reports_name_sort").on(sql`lower(${table.name}) collate "C"`, table.id),
    index("completion_reports_asset_idx").on(table.assetId),
    index("completion_reports_edit_version_idx").on(table.editVersionId),
    index("completion_reports_status_idx").on(table.status, table.stage),
    index("completion_reports_production_date_idx").on(listDaySortKey(table.productionDate), table.id),
    index("completion_reports_archived_idx").on(table.archivedAt),
  ],
);

/**
 * The revise log: a revision opens when a submitted report is revised (keeping the report as
 * submitted) and closes when it is submitted again, with what changed.
 */
export const completionReportRevisions = pgTable(
  "completion_report_revisions",
  {
    ...clientOwned,
    id: serial("id").primaryKey(),
    reportId: integer("report_id")
      .notNull()
      .references(() => completionReports.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    reason: text("reason"),
    submitted: jsonb("submitted").$type<Record<string, unknown>>().notNull(),
    changes: jsonb("changes").$type<Record<string, unknown>>(),
    revisedAt: instant("revised_at").notNull(),
    revisedBy: integer("revised_by"),
    resubmittedAt: instant("resubmitted_at"),
    resubmittedBy: integer("resubmitted_by"),
  },
  (table) => [uniqueIndex("completion_report_revisions_number").on(table.reportId, table.number)],
);

/**
 * Who sends airing reports ("KXYZ post log", "Ad server delivery"), with the column mapping, media
 * and territory its files are read with; named once per client whatever the case.
 */
export const airingSources = pgTable(
  "airing_sources",
  {
    ...clientOwned,
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    mapping: jsonb("mapping").$type<Record<string, string | null>>().notNull().default({}),
    mediaType: text("media_type").notNull(),
    mediaSubType: text("media_sub_type"),
    territory: text("territory"),
    createdAt: instant("created_at").notNull().defaultNow(),
    createdBy: integer("created_by"),
    updatedAt: instant("updated_at").notNull().defaultNow(),
    updatedBy: integer("updated_by"),
  },
  (table) => [uniqueIndex("airing_sources_name_key").on(table.tenantId, sql`lower(${table.name})`)],
);

/** One imported airing report: the file, how it was read, and its rows counted by outcome. */
export const airingUploads = pgTable(
  "airing_uploads",
  {
    ...clientOwned,
    id: serial("id").primaryKey(),
    sourceId: integer("source_id")
      .notNull()
      .references(() => airingSources.id, { onDelete: "restrict" }),
    fileName: text("file_name").notNull(),
    format: text("format", { enum: ["csv", "xlsx", "xls"] }).notNull(),
    encoding: text("encoding"),
    mediaType: text("media_type").notNull(),
    mediaSubType: text("media_sub_type"),
    territory: text("territory"),
    mapping: jsonb("mapping").$type<Record<string, string | null>>().notNull(),
    rowsTotal: integer("rows_total").notNull(),
    rowsCounted: integer("rows_counted").notNull(),
    rowsRestated: integer("rows_restated").notNull(),
    rowsNotAired: integer("rows_not_aired").notNull(),
    rowsUnreadable: integer("rows_unreadable").notNull(),
    rowsSkipped: integer("rows_skipped").notNull(),
    firstAirDate: date("first_air_date", { mode: "string" }),
    lastAirDate: date("last_air_date", { mode: "string" }),
    uploadedBy: integer("uploaded_by"),
    uploadedByName: text("uploaded_by_name").notNull(),
    uploadedOn: instant("uploaded_on").notNull(),
  },
  (table) => [
    index("airing_uploads_tenant_idx").on(table.tenantId, table.id),
    index("airing_uploads_source_idx").on(table.sourceId),
    index("airing_uploads_file_name_trgm").using("gin", sql`${table.fileName} gin_trgm_ops`),
  ],
);

/**
 * Every row of an uploaded file but the blank ones: where it was, its cells as text, what was read
 * from it and what became of it. `airingKey` with the source makes two rows one airing; a
 * restatement points at the row that first reported it.
 */
export const airingRows = pgTable(
  "airing_rows",
  {
    ...clientOwned,
    id: serial("id").primaryKey(),
    uploadId: integer("upload_id")
      .notNull()
      .references(() => airingUploads.id, { onDelete: "cascade" }),
    sourceId: integer("source_id")
      .notNull()
      .references(() => airingSources.id, { onDelete: "restrict" }),
    sheet: text("sheet").notNull(),
    rowNumber: integer("row_number").notNull(),
    outcome: text("outcome", {
      enum: ["counted", "restated", "notAired", "unreadable", "skipped"],
    }).notNull(),
    raw: jsonb("raw").$type<string[]>().notNull(),
    adId: text("ad_id"),
    assetId: integer("asset_id").references(() => assets.id, { onDelete: "set null" }),
    airDate: date("air_date", { mode: "string" }),
    airTime: text("air_time"),
    lengthSeconds: integer("length_seconds"),
    outlet: text("outlet"),
    market: text("market"),
    program: text("program"),
    statusText: text("status_text"),
    useKind: text("use_kind"),
    airingKey: text("airing_key"),
    restatesRowId: integer("restates_row_id").references((): AnyPgColumn => airingRows.id),
  },
  (table) => [
    uniqueIndex("airing_rows_restatement_idx")
      .on(table.tenantId, table.sourceId, table.airingKey)
      .where(sql`${table.outcome} IN ('counted', 'notAired')`),
    index("airing_rows_upload_idx").on(table.uploadId, table.id),
    index("airing_rows_asset_day_idx").on(table.assetId, table.airDate),
    index("airing_rows_ad_id_idx").on(table.tenantId, table.adId),
    index("airing_rows_restates_idx")
      .on(table.restatesRowId)
      .where(sql`${table.restatesRowId} IS NOT NULL`),
  ],
);

/** What is wrong with an airing, naming its row and the right that fails, until someone resolves it. */
export const airingIssues = pgTable(
  "airing_issues",
  {
    ...clientOwned,
    id: serial("id").primaryKey(),
    uploadId: integer("upload_id")
      .notNull()
      .references(() => airingUploads.id, { onDelete: "cascade" }),
    rowId: integer("row_id")
      .notNull()
      .references(() => airingRows.id, { onDelete: "cascade" }),
    assetId: integer("asset_id").references(() => assets.id, { onDelete: "set null" }),
    kind: text("kind").notNull(),
    message: text("message").notNull(),
    item: jsonb("item").$type<{ id: string; label: string }>(),
    amountCents: bigint("amount_cents", { mode: "number" }),
    feeNote: text("fee_note"),
    proposedDate: date("proposed_date", { mode: "string" }),
    suggestions: jsonb("suggestions").$type<string[]>().notNull().default([]),
    status: text("status").notNull().default("open"),
    note: text("note"),
    resolvedBy: integer("resolved_by"),
    resolvedOn: instant("resolved_on"),
    createdOn: instant("created_on").notNull(),
  },
  (table) => [
    index("airing_issues_upload_status_idx").on(table.uploadId, table.status),
    index("airing_issues_row_idx").on(table.rowId),
    index("airing_issues_open_asset_idx")
      .on(table.assetId)
      .where(sql`${table.status} = 'open'`),
    index("airing_issues_tenant_idx").on(table.tenantId, table.id),
  ],
);

/**
 * A client's own version of a rate card figure (a union sheet, a payroll statement, a performer's
 * negotiated over-scale rate), effective-dated, with its source. Shipped figures are the domain's
 * and are never stored here; the domain's chooseRateFigure decides which figure prices a payment.
 */
export const rateCardEntries = pgTable(
  "rate_card_entries",
  {
    ...clientOwned,
    id: serial("id").primaryKey(),
    union: text("union_name").notNull(),
    agreement: text("agreement"),
    contractYear: integer("contract_year").notNull(),
    category: text("category").notNull(),
    medium: text("medium"),
    effectiveFrom: date("effective_from", { mode: "string" }).notNull(),
    effectiveTo: date("effective_to", { mode: "string" }),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    source: text("source").notNull(),
    confidence: text("confidence").notNull(),
    performerId: integer("performer_id").references(() => people.id, { onDelete: "cascade" }),
    ...tracked,
  },
  (table) => [
    index("rate_card_entries_figure_idx").on(
      table.tenantId,
      table.union,
      table.category,
      table.effectiveFrom,
    ),
  ],
);

/**
 * Renew-or-release decisions, kept as a history: the latest for a subject (a performer's holding
 * fees, a use right's cycles, an MPU, a licence) is in force (the domain's currentDecisions).
 */
export const renewalDecisions = pgTable(
  "renewal_decisions",
  {
    ...clientOwned,
    id: serial("id").primaryKey(),
    subjectKey: text("subject_key").notNull(),
    subject: jsonb("subject").$type<RenewalSubject>().notNull(),
    assetId: integer("asset_id").references(() => assets.id, { onDelete: "cascade" }),
    elementId: integer("element_id").references(() => elements.id, { onDelete: "cascade" }),
    choice: text("choice").$type<RenewalChoice>().notNull(),
    note: text("note"),
    decidedBy: integer("decided_by")
      .notNull()
      .references(() => users.id),
    decidedOn: date("decided_on", { mode: "string" }).notNull(),
    decidedAt: instant("decided_at").notNull().defaultNow(),
  },
  (table) => [
    index("renewal_decisions_subject_idx").on(table.tenantId, table.subjectKey, table.decidedAt),
    index("renewal_decisions_asset_idx").on(table.assetId),
    index("renewal_decisions_element_idx").on(table.elementId),
  ],
);
