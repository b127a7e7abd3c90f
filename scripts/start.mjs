#!/usr/bin/env node
// `npm start`: build what is stale, then run the API, which serves the client on the same port.
import { createRequire } from 'node:module';
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale();
createRequire(import.meta.url)('../dist/api/src/main.js');
