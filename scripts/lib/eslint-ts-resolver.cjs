// An eslint-module-utils resolver (interface v2) that resolves imports the way `tsc` does, so the
// boundary rules see the same files the compiler sees: the API and shared import `./x.js` meaning
// `./x.ts`, which the stock node resolver cannot follow (and eslint-import-resolver-typescript is not
// a dependency). Loaded by absolute path from eslint.config.js.
const path = require('node:path');
const ts = require('typescript');

const ROOT = path.resolve(__dirname, '../..');
const options = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowJs: true,
  resolveJsonModule: true,
};
const cache = ts.createModuleResolutionCache(ROOT, (name) => name, options);

exports.interfaceVersion = 2;
exports.resolve = function resolve(source, file) {
  const { resolvedModule } = ts.resolveModuleName(source, file, options, ts.sys, cache);
  return resolvedModule ? { found: true, path: resolvedModule.resolvedFileName } : { found: false };
};
