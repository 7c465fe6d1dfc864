// Next's Jest transformer compiles a file to CommonJS unless the project is an ES module one. Jest
// on Node 24.9 and later loads ES modules (`.mjs` files, packages of "type": "module" such as
// next-intl) as ES modules even where CommonJS requires them (Node's require of ESM), so there a
// module compiled to CommonJS fails with "exports is not defined". This compiles a file as an ES
// module whenever Jest loads it as one, and changes nothing on older Node.
const path = require('node:path');
const { createTransformer: createNextTransformer } = require('next/dist/build/swc/jest-transformer');

module.exports = {
  createTransformer(inputOptions) {
    const next = createNextTransformer(inputOptions);
    return {
      process(source, filename, options) {
        if (!options.supportsStaticESM) return next.process(source, filename, options);
        const config = { ...options.config, extensionsToTreatAsEsm: [path.extname(filename)] };
        return next.process(source, filename, { ...options, config });
      },
    };
  },
};
