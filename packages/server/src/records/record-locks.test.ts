import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError, ErrorCodes } from "@rightsdesk/domain";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "../testing/test-database.js";
import { createTestUser } from "../testing/test-users.js";
import { RecordLockService, assertNotLockedByOther } from "./record-locks.js";

let test: TestDatabase;
let locks: RecordLockService;
let jane: { userId: number };
let omar: { userId: number };
beforeAll(async () => {
  test = await createTestDatabase();
  locks = new RecordLockService(test.database.db);
  jane = await createTestUser(test.database.db, { userName: "jane" });
  omar = await createTestUser(test.database.db, { userName: "omar" });
});
afterAll(async () => {
  await test.dispose();
});

const at = (time: string) => new Date(`2025-06-02T${time}:00Z`);

describe(`record locks on ${testDatabaseKind()}`, () => {
  it("lets one user hold a record until the lock expires, and tells others who and until when", async () => {
    expect(await locks.status("company", 1, jane, at("10:00"))).toEqual({
      status: "free",
      expiresAt: null,
      holderName: null,
    });
    expect(await locks.lock("company", 1, jane, at("10:32"))).toEqual({
      status: "lockedByMe",
      expiresAt: "2025-06-02T10:42:00.000Z",
      holderName: "Test jane",
    });
    const refused = await locks.lock("company", 1, omar, at("10:35"));
    expect(refused).toEqual({
      status: "lockedByOther",
      expiresAt: "2025-06-02T10:42:00.000Z",
      holderName: "Test jane",
    });
    expect((await locks.extend("company", 1, omar, at("10:35"))).status).toBe("lockedByOther");
    expect((await locks.release("company", 1, omar, at("10:35"))).status).toBe("lockedByOther");
    expect(await locks.status("company", 1, jane, at("10:35"))).toMatchObject({ status: "lockedByMe" });
    // Another record type with the same id is another lock.
    expect((await locks.lock("asset", 1, omar, at("10:35"))).status).toBe("lockedByMe");

    expect((await locks.lock("company", 1, omar, at("10:42"))).status).toBe("lockedByMe");
    expect(await locks.status("company", 1, jane, at("10:43"))).toMatchObject({
      status: "lockedByOther",
      holderName: "Test omar",
    });
  });

  it("extends and releases only for the holder", async () => {
    await locks.lock("person", 2, jane, at("09:00"));
    expect((await locks.extend("person", 2, jane, at("09:08"))).expiresAt).toBe("2025-06-02T09:18:00.000Z");
    expect((await locks.lock("person", 2, omar, at("09:15"))).status).toBe("lockedByOther");
    expect((await locks.release("person", 2, jane, at("09:15"))).status).toBe("free");
    expect((await locks.lock("person", 2, omar, at("09:15"))).status).toBe("lockedByMe");
  });

  it("gives a free lock to exactly one of two users racing for it", async () => {
    for (let recordId = 100; recordId < 110; recordId += 1) {
      const answers = await Promise.all([
        locks.lock("element", recordId, jane, at("11:00")),
        locks.lock("element", recordId, omar, at("11:00")),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual(["lockedByMe", "lockedByOther"]);
    }
  });

  it("refuses another user's change with DependencyError naming the holder and the time", async () => {
    await locks.lock("company", 7, jane, at("10:32"));
    await expect(
      assertNotLockedByOther(test.database.db, "company", 7, jane, at("10:33")),
    ).resolves.toBeUndefined();
    const refusal = await assertNotLockedByOther(test.database.db, "company", 7, omar, at("10:33")).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).code).toBe(ErrorCodes.DependencyError);
    expect((refusal as AppError).message).toBe(
      "Test jane is editing this company until 10:42 UTC; try again after that.",
    );
    await expect(
      assertNotLockedByOther(test.database.db, "company", 7, omar, at("10:42")),
    ).resolves.toBeUndefined();
  });
});
