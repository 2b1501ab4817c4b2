// jsdom with Node's fetch classes: the app builds Response/Request answers and reads them as a browser does,
// and jsdom has none of them (tests answer fetch themselves, see api.ts).
const { TestEnvironment } = require('jest-environment-jsdom');

class ComponentEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['Response', 'Request', 'TextEncoder', 'TextDecoder', 'ReadableStream']) {
      this.global[name] = globalThis[name];
    }
  }
}

module.exports = ComponentEnvironment;
