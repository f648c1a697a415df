import { createRequire } from 'node:module';
import type SQLiteModule from 'better-sqlite3';

/**
 * The SQLite driver for the running Node.js. better-sqlite3 12 (a V8 addon, compiled per Node version) is
 * the last major that runs on Node 20, but on Node 24.19+ its objects derive from `node::ObjectWrap`, whose
 * destructor now removes an environment cleanup hook: a statement collected after the environment is gone
 * (at process or worker exit, or by a background GC) aborts the process. better-sqlite3 13 is a Node-API
 * addon with prebuilt binaries in its package and has no such destructor, but needs Node 22. Both are
 * installed (13 under the alias `better-sqlite3-napi`); Node 22 and later load 13, Node 20 loads 12. Their
 * JavaScript API is the same, so one set of types serves both.
 */
export const sqliteDriverPackage =
  Number(process.versions.node.split('.')[0]) >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3';

const require = createRequire(import.meta.url);
export const SQLite: typeof SQLiteModule = require(sqliteDriverPackage);
