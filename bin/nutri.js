#!/usr/bin/env node
// The `nutri` command runs the compiled CLI; `npm ci` builds it (the "prepare" script).
import { main } from '../lib/cli/main.js';

process.exitCode = await main(process.argv.slice(2));
