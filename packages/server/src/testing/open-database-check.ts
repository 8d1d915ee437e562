import { afterAll } from "vitest";
import { closeOpenTestDatabases } from "./test-database.js";

// Runs after each file's own hooks: a test database still open here was never closed by the file.
afterAll(async () => {
  const open = await closeOpenTestDatabases();
  if (open > 0)
    throw new Error(
      `${open} test database(s) left open: close every app and database a test opens (useTestApp closes only the app it opened).`,
    );
});
