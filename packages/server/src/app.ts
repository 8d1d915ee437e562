import { clientScopedDb } from "./db/client-scope.js";
import Fastify, { type FastifyInstance } from "fastify";
import fastifyMultipart from "@fastify/multipart";
import { API_BASE_PATH, MAX_FILES_PER_UPLOAD } from "@rightsdesk/domain";
import type { BlobStore } from "./blobs/blob-store.js";
import { createBlobStore } from "./blobs/create-blob-store.js";
import type { ServerConfig } from "./config/env.js";
import type { Database } from "./db/database.js";
import { renderApiReference } from "./http/api-reference.js";
import { installErrorHandling } from "./http/error-handler.js";
import type { Handlers } from "./http/handler.js";
import { buildOpenApiDocument } from "./http/openapi.js";
import { registerContract } from "./http/register-contract.js";
import { installCompression } from "./http/compression.js";
import { installSecurityHeaders } from "./http/security-headers.js";
import { logSerializers } from "./http/log-serializers.js";
import { refuseNulCharacters } from "./http/refuse-nul.js";
import { serveWebApp } from "./http/web-app.js";
import { createAccessServices } from "./modules/access/access-services.js";
import { authHandlers } from "./modules/auth/auth-routes.js";
import { systemHandlers } from "./modules/system/system-routes.js";
import { accountHandlers } from "./modules/account/account-routes.js";
import { canAccessHandlers } from "./modules/access/can-access-routes.js";
import { adminHandlers } from "./modules/admin/admin-routes.js";
import { companyHandlers } from "./modules/company/company-routes.js";
import { documentHandlers } from "./modules/documents/document-routes.js";
import { peopleHandlers } from "./modules/people/person-routes.js";
import { assetHandlers } from "./modules/asset/asset-routes.js";
import { completionReportHandlers } from "./modules/completion-report/completion-report-routes.js";
import { elementHandlers } from "./modules/element/element-routes.js";
import { linkedAssetRights } from "./modules/asset/linked-asset-rights.js";
import { contractHandlers } from "./modules/contract/contract-routes.js";
import { contractTemplateHandlers } from "./modules/contract-template/contract-template-routes.js";
import { alertHandlers } from "./modules/alert/alert-routes.js";
import { scheduleAlertDigest } from "./modules/alert/alert-digest.js";
import { reportHandlers } from "./modules/report/report-routes.js";
import { dashboardHandlers } from "./modules/dashboard/dashboard-routes.js";
import { searchHandlers } from "./modules/search/search-routes.js";
import { reportUploadHandlers } from "./modules/report-upload/report-upload-routes.js";
import { moneyHandlers } from "./modules/money/money-routes.js";
import { airingReviewRoutes } from "./modules/report-upload/airing-review-routes.js";
import { FieldEncryption, resolveFieldEncryptionKey } from "./records/field-encryption.js";
import { sensitiveFieldNames } from "./records/record-references.js";
import { resolveTokenSecret } from "./bootstrap/token-secret.js";
import { VERSION } from "./version.js";

declare module "fastify" {
  interface FastifyInstance {
    /** Waits for the work a request left running after its answer (reset links, mails). */
    settleBackgroundWork(): Promise<void>;
  }
}

export interface BuildAppOptions {
  config: ServerConfig;
  database: Database;
  /** The clock every request reads; tests pass a fixed or movable one. */
  clock?: () => Date;
  /** Where uploaded files go; by default the one the configuration names. */
  blobStore?: BlobStore;
  /** Send the Monday alert digest in the background (the server does; tests only when they ask). */
  alertDigestSchedule?: boolean;
}

/** Builds the Fastify app: the contract's endpoints, the OpenAPI document and the web app. */
export async function buildApp({
  config,
  database,
  clock = () => new Date(),
  blobStore = createBlobStore(config.files),
  alertDigestSchedule = false,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: logSerializers,
      redact: {
        paths: [
          "req.headers.authorization",
          "*.password",
          "*.refreshToken",
          ...sensitiveFieldNames().flatMap((name) => [`*.${name}`, `*.data.${name}`]),
        ],
        censor: "[hidden]",
      },
    },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
  });
  installErrorHandling(app);
  installSecurityHeaders(app);
  installCompression(app);
  refuseNulCharacters(app);
  // Uploads stream past the 1 MiB JSON body limit; the blob store enforces the file size limit
  // itself, so the parser's own cut-off sits one byte beyond it.
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: config.files.uploadLimitBytes + 1,
      files: MAX_FILES_PER_UPLOAD,
      fields: 20,
      fieldSize: 64 * 1024,
      parts: MAX_FILES_PER_UPLOAD + 20,
      headerPairs: 100,
    },
  });

  const secret = await resolveTokenSecret(database.db, config.tokenSecret);
  // Every service reads through `db`: inside a request, that request's client transaction.
  const db = clientScopedDb(database.db);
  const scoped: Database = { ...database, db };
  const access = createAccessServices({
    config,
    ownerDb: database.db,
    db,
    tokenSecret: secret,
    log: app.log,
  });
  app.addHook("onClose", () => access.mail.settle());
  app.decorate("settleBackgroundWork", () => access.mail.settle());
  const encryption = new FieldEncryption(() =>
    resolveFieldEncryptionKey({ configured: config.encryptionKey, dataDir: config.dataDir }),
  );
  const handlers: Handlers = {
    ...systemHandlers(scoped, VERSION, config.sessionTiming),
    ...authHandlers(access.auth, access.actingClients),
    ...accountHandlers(access),
    ...canAccessHandlers(),
    ...adminHandlers(db),
    ...companyHandlers(db, encryption),
    ...peopleHandlers({ db: db, encryption, store: blobStore }),
    ...assetHandlers(db, encryption),
    ...elementHandlers(db, encryption, linkedAssetRights),
    ...completionReportHandlers({ db, encryption, store: blobStore }),
    ...contractHandlers({ db: db, encryption, store: blobStore }),
    ...contractTemplateHandlers(db, blobStore),
    ...alertHandlers({ db: db, mail: access.mail, publicUrl: config.publicUrl }),
    ...reportHandlers(db),
    ...dashboardHandlers(db),
    ...searchHandlers(db),
    ...reportUploadHandlers({ db }),
    ...moneyHandlers({ db, mail: access.mail, publicUrl: config.publicUrl }),
    ...airingReviewRoutes({ db, encryption }),
    ...documentHandlers({
      db: db,
      store: blobStore,
      uploadLimitBytes: config.files.uploadLimitBytes,
    }),
  };
  registerContract(app, handlers, access.auth, clock);
  if (alertDigestSchedule) {
    scheduleAlertDigest(app, { db: db, mail: access.mail, publicUrl: config.publicUrl, clock });
  }

  // Made on first request: the document costs about 0.1 s to build, which every start and every
  // test's app would otherwise pay.
  let apiDocs: { openApi: ReturnType<typeof buildOpenApiDocument>; reference: string } | undefined;
  const docs = () => {
    if (!apiDocs) {
      const openApi = buildOpenApiDocument(VERSION);
      apiDocs = { openApi, reference: renderApiReference(openApi) };
    }
    return apiDocs;
  };
  app.get(`${API_BASE_PATH}/openapi.json`, async () => docs().openApi);
  app.get(`${API_BASE_PATH}/reference`, async (_request, reply) =>
    reply.type("text/html").send(docs().reference),
  );

  // The page carries what GET /Client/Config answers, so it starts without asking.
  await serveWebApp(app, config.webDir, { sessionTiming: config.sessionTiming });
  return app;
}
