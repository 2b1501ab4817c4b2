// A Jest transform for the few packages that ship only as ES modules: the PDF renderer (@react-pdf/*, with
// yoga-layout and color-string) and the PDF.js build the tests read PDFs with (unpdf). Jest on Node 20 loads
// every module as CommonJS (it can require ES modules only from Node 24.9), so these files are turned into
// CommonJS with esbuild, the bundler that builds the deployed function, and their import() calls into
// require(). jest.config.cjs names the packages.
const { transformSync } = require('esbuild');

module.exports = {
  process(source, filename) {
    const { code, map } = transformSync(source, {
      loader: 'js',
      format: 'cjs',
      target: 'node20',
      sourcefile: filename,
      sourcemap: true,
      // import() as require(): Jest runs dynamic imports only with --experimental-vm-modules.
      supported: { 'dynamic-import': false },
      // PDF.js and yoga read import.meta.url only to find files they never need here.
      logLevel: 'silent',
    });
    return { code, map };
  },
};
