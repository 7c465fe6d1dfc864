// Next's Jest transformer compiles a file to CommonJS unless the project is an ES module one. Jest
// on Node 24.9 and later loads ES modules (`.mjs` files, packages of "type": "module" such as
// next-intl) as ES modules even where CommonJS requires them (Node's require of ESM), so there a
// module compiled to CommonJS fails with "exports is not defined". This compiles a file as an ES
// module whenever Jest loads it as one, and changes nothing on older Node.
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { createTransformer: createNextTransformer } = require('next/dist/build/swc/jest-transformer');

// Jest's own cache key leaves out the transformer's code: a change to it would reuse old output.
const VERSION = [__filename, require.resolve('next/dist/build/swc/jest-transformer')].map((file) => readFileSync(file)).join('\0');

module.exports = {
  createTransformer(inputOptions) {
    const next = createNextTransformer(inputOptions);
    return {
      getCacheKey(source, filename, options) {
        const { configString, instrument, supportsStaticESM } = options;
        return createHash('sha256')
          .update([VERSION, source, filename, configString, String(instrument), String(supportsStaticESM)].join('\0'))
          .digest('hex');
      },
      process(source, filename, options) {
        if (!options.supportsStaticESM) return next.process(source, filename, options);
        const config = { ...options.config, extensionsToTreatAsEsm: [path.extname(filename)] };
        return next.process(source, filename, { ...options, config });
      },
    };
  },
};
