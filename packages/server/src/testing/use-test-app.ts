import { randomBytes } from "node:crypto";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { seedDemoData } from "../bootstrap/demo-data.js";
import { FieldEncryption } from "../records/field-encryption.js";
import type { TestApp } from "./test-app.js";
import { DEMO_SEED_DAY, openingDemoData } from "./test-database.js";

export { DEMO_SEED_DAY } from "./test-database.js";

/** An app under test and the system administrator's token on it. */
export interface SignedInApp {
  t: TestApp;
  admin: string;
}

export interface TestAppOptions {
  /** Where the app's clock stands when the test starts. */
  now?: Date;
  /** One app for the whole file instead of a fresh one for each test. */
  perFile?: boolean;
  /** How long opening may take (seeding the demo data takes longer than the default). */
  timeout?: number;
}

/**
 * Opens an app with `open` (createTestApp, with this file's settings) before each test, or once for
 * the file, hands it to `receive`, which keeps it and prepares what the tests share, and closes it
 * afterwards.
 */
export function useTestApp(
  open: () => Promise<TestApp>,
  receive: (t: TestApp) => unknown,
  { now, perFile = false, timeout }: TestAppOptions = {},
): void {
  let opened: TestApp | undefined;
  (perFile ? beforeAll : beforeEach)(async () => {
    opened = await open();
    if (now) opened.setNow(now);
    await receive(opened);
  }, timeout);
  (perFile ? afterAll : afterEach)(async () => {
    await opened?.close();
  });
}

/** As useTestApp, with the system administrator signed in. */
export function useSignedInApp(
  open: () => Promise<TestApp>,
  receive: (app: SignedInApp) => unknown,
  options: TestAppOptions = {},
): void {
  useTestApp(open, async (t) => receive({ t, admin: (await t.signIn()).token }), options);
}

/**
 * One app for the whole file holding the demo data seeded at `seed`, its clock at `seed`, with the
 * system administrator signed in.
 */
export function useDemoApp(
  open: () => Promise<TestApp>,
  receive: (app: SignedInApp) => unknown,
  seed = DEMO_SEED_DAY,
): void {
  useSignedInApp(
    async () => {
      // The run keeps a copy of the demo seeded on DEMO_SEED_DAY; another day is seeded here.
      if (seed.getTime() === DEMO_SEED_DAY.getTime()) {
        const t = await openingDemoData(open);
        t.setNow(seed);
        return t;
      }
      const t = await open();
      t.setNow(seed);
      await seedDemoData(t.database.db, FieldEncryption.withKey(randomBytes(32)), seed);
      return t;
    },
    receive,
    { perFile: true, timeout: 120_000 },
  );
}
