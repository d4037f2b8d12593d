#!/usr/bin/env node
// The CLI is compiled by `npm ci` (root "prepare" script) into dist/.
import { main } from '../dist/cli.js';

process.exitCode = await main(process.argv.slice(2));
