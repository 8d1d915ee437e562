import { describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";
import type { Endpoint } from "../api/endpoint.js";
import { ListQuerySchema } from "../list-query/list-query.js";
import { contractRecordEndpoints } from "../contracts/contract-record-endpoints.js";
import { personRecordEndpoints } from "../people/person-record-endpoints.js";
import { RecordLockInfoSchema } from "./lock-schemas.js";
import { recordKindEndpoints } from "./record-kind-endpoints.js";

const IdParams = z.object({ id: z.coerce.number() });
const Widget = z.object({ id: z.number(), name: z.string() });
const WidgetList = z.object({ totalRecords: z.number(), records: z.array(Widget) });
const WidgetCreate = z.object({ name: z.string() });
const WidgetUpdate = z.object({ name: z.string(), version: z.number() });
const WidgetListParams = z.object({ includeParts: z.boolean().optional() });

const schemas = {
  idParams: IdParams,
  record: Widget,
  listResult: WidgetList,
  createBody: WidgetCreate,
  updateBody: WidgetUpdate,
};

const widgets = recordKindEndpoints({
  singular: "Widget",
  plural: "Widgets",
  module: "Company",
  pathPrefix: "/Widget",
  tag: "Widget",
  words: { one: "widget", withArticle: "a widget", many: "widgets" },
  schemas,
  archivable: true,
  overrides: {
    create: { summary: "Create a widget, named once", errors: ["DuplicateName", "InvalidData"] },
    update: { maxBodyBytes: 2048 },
  },
});

const gadgets = recordKindEndpoints({
  singular: "Gadget",
  plural: "Gadgetry",
  module: "Contracts",
  pathPrefix: "/Gadget",
  tag: "Gadget",
  words: { one: "gadget", withArticle: "a gadget", many: "gadgets" },
  schemas: { ...schemas, listQuery: WidgetListParams },
  archivable: false,
});

const routes = (endpoints: Record<string, Endpoint>) =>
  Object.entries(endpoints).map(([key, { name, method, path, access }]) => {
    const right = access.kind === "module" ? `${access.module}:${access.right}` : access.kind;
    return `${key}=${name} ${method} ${path} ${right}`;
  });

describe("recordKindEndpoints", () => {
  it("declares the thirteen standard calls of an archivable kind under their standard names", () => {
    expect(routes(widgets)).toEqual([
      "listWidgets=listWidgets POST /Widget/GetBy Company:read",
      "listArchivedWidgets=listArchivedWidgets POST /Widget/Archive/GetBy Company:read",
      "getWidgetById=getWidgetById POST /Widget/GetById/{id} Company:read",
      "createWidget=createWidget POST /Widget Company:write",
      "updateWidget=updateWidget PUT /Widget/{id} Company:write",
      "archiveWidget=archiveWidget POST /Widget/Archive/{id} Company:delete",
      "restoreWidget=restoreWidget POST /Widget/Restore/{id} Company:delete",
      "deleteWidget=deleteWidget DELETE /Widget/{id} Company:delete",
      "listWidgetLogs=listWidgetLogs POST /Widget/Logs/GetBy/{id} Company:read",
      "getWidgetLockStatus=getWidgetLockStatus GET /Widget/GetWidgetLockStatus/{id} Company:read",
      "lockWidget=lockWidget GET /Widget/LockWidget/{id} Company:write",
      "extendWidgetLock=extendWidgetLock GET /Widget/ExtendWidgetLock/{id} Company:write",
      "releaseWidgetLock=releaseWidgetLock POST /Widget/ReleaseWidgetLock/{id} Company:write",
    ]);
  });

  it("leaves out the archive list, archive and restore for a kind without an archive", () => {
    expect(Object.keys(gadgets)).toEqual([
      "listGadgetry",
      "getGadgetById",
      "createGadget",
      "updateGadget",
      "deleteGadget",
      "listGadgetLogs",
      "getGadgetLockStatus",
      "lockGadget",
      "extendGadgetLock",
      "releaseGadgetLock",
    ]);
    expect(gadgets.listGadgetry.summary).toBe("List gadgets with filters, sorting and paging");
    expect(gadgets.deleteGadget.access).toEqual({ kind: "module", module: "Contracts", right: "delete" });
  });

  it("answers the standard errors unless the kind overrides them", () => {
    const errors = Object.fromEntries(Object.entries(widgets).map(([key, { errors }]) => [key, errors]));
    expect(errors).toEqual({
      listWidgets: [],
      listArchivedWidgets: [],
      getWidgetById: ["NotFound"],
      createWidget: ["DuplicateName", "InvalidData"],
      updateWidget: ["NotFound", "InvalidData", "DependencyError"],
      archiveWidget: ["NotFound", "InvalidData", "DependencyError"],
      restoreWidget: ["NotFound", "InvalidData"],
      deleteWidget: ["NotFound", "InvalidData", "DependencyError"],
      listWidgetLogs: ["NotFound"],
      getWidgetLockStatus: ["NotFound"],
      lockWidget: ["NotFound"],
      extendWidgetLock: ["NotFound"],
      releaseWidgetLock: ["NotFound"],
    });
    expect(gadgets.createGadget.errors).toEqual(["InvalidData"]);
  });

  it("words the summaries from the kind, keeping an overridden one", () => {
    expect(widgets.createWidget.summary).toBe("Create a widget, named once");
    expect(widgets.updateWidget.summary).toBe(
      "Update a widget's profile; refused when stale or locked by someone else",
    );
    expect(widgets.archiveWidget.summary).toBe("Move a widget to the archive list");
    expect(widgets.lockWidget.summary).toBe(
      "Take the edit lock on a widget (answers who holds it when someone else does)",
    );
    expect(widgets.updateWidget.maxBodyBytes).toBe(2048);
    expect(widgets.createWidget.maxBodyBytes).toBeUndefined();
  });

  it("wires the kind's schemas into the calls that carry them", () => {
    expect(widgets.listWidgets).toMatchObject({ body: ListQuerySchema, response: WidgetList });
    expect(widgets.listWidgets.query).toBeUndefined();
    expect(gadgets.listGadgetry.query).toBe(WidgetListParams);
    expect(widgets.createWidget).toMatchObject({ body: WidgetCreate, response: Widget });
    expect(widgets.createWidget.params).toBeUndefined();
    expect(widgets.updateWidget).toMatchObject({ params: IdParams, body: WidgetUpdate, response: Widget });
    expect(widgets.lockWidget).toMatchObject({ params: IdParams, response: RecordLockInfoSchema });
    expect(widgets.lockWidget.body).toBeUndefined();
    expect(widgets.releaseWidgetLock.body?.safeParse(undefined).success).toBe(true);
  });

  it("keeps each call's exact schema types for the client and the server", () => {
    expectTypeOf(widgets.updateWidget).toEqualTypeOf<
      Endpoint<typeof IdParams, z.ZodNever, typeof WidgetUpdate, typeof Widget, "json", "json">
    >();
    expectTypeOf(gadgets.listGadgetry).toEqualTypeOf<
      Endpoint<z.ZodNever, typeof WidgetListParams, typeof ListQuerySchema, typeof WidgetList, "json", "json">
    >();
    expectTypeOf(gadgets).not.toHaveProperty("archiveGadget");
  });

  it("names a real kind's calls by its singular and plural under its own module path", () => {
    expect(personRecordEndpoints.listPeople).toMatchObject({ method: "POST", path: "/People/GetBy" });
    expect(personRecordEndpoints.releasePersonLock).toMatchObject({
      method: "POST",
      path: "/People/ReleasePersonLock/{id}",
      access: { kind: "module", module: "People", right: "write" },
    });
    expect(contractRecordEndpoints.getContractLockStatus.path).toBe("/Contract/GetContractLockStatus/{id}");
    expect(contractRecordEndpoints.deleteContract.access).toEqual({
      kind: "module",
      module: "Contracts",
      right: "delete",
    });
    expect(Object.keys(contractRecordEndpoints)).not.toContain("archiveContract");
  });
});
