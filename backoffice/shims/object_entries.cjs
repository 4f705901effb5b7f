// node-polyglot's `require('object.entries')`: every browser the back office supports has Object.entries; the
// polyfill package pulls in get-intrinsic and its helpers (about 25 KB of code on every first load).
module.exports = function entries(object) {
  return Object.entries(object)
}
