#!/usr/bin/env node
import password from "@inquirer/password";
import { runCli } from "./program.js";

const exitCode = await runCli(process.argv.slice(2), {
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
  interactive: Boolean(process.stdin.isTTY),
  promptPassword: (message) => password({ message, mask: "*" }),
  now: () => new Date(),
});
process.exitCode = exitCode;
