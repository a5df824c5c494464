// typescript-eslint parses with TypeScript's JavaScript API, which TypeScript 7 (the project's
// compiler) no longer ships. ESLint runs with this preload (scripts/lint.mjs), which hands
// typescript-eslint's packages TypeScript 5 (devDependency `typescript5`, as dependency-cruiser
// gets it) and leaves every other `typescript` import alone.
const Module = require('node:module');

const resolve = Module._resolveFilename;
const parsers = /[\\/]node_modules[\\/](@typescript-eslint|typescript-eslint|ts-api-utils)[\\/]/;

Module._resolveFilename = function resolveTypescript5(request, parent, ...rest) {
  const wanted =
    request === 'typescript' && parent?.filename && parsers.test(parent.filename) ? 'typescript5' : request;
  return resolve.call(this, wanted, parent, ...rest);
};
