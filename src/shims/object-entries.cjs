/**
 * node-polyglot requires the `object.entries` polyfill, which pulls a dozen ES5-era helper packages
 * (call-bind, get-intrinsic, define-properties…) into the sign-in bundle. Every browser the admin supports
 * has Object.entries: vite.config.ts points `object.entries` here instead.
 */
module.exports = function entries(object) {
  return Object.entries(object);
};
