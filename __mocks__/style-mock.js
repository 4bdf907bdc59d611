// CSS Modules under Jest: every class name is its own key, and the module is an ES module so
// `import * as styles` reads the names.
module.exports = new Proxy({}, { get: (_target, key) => (key === "__esModule" ? true : key) });
