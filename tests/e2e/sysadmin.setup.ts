import { test } from "./support/test.js";
import { acceptAdminTerms } from "./support/api.js";

test("the root account has accepted the terms", async ({ baseURL }) => {
  if (!baseURL) throw new Error("The setup project needs a baseURL.");
  await acceptAdminTerms(baseURL);
});
