// node-polyglot's `require('hasown')` without function-bind (see object_entries.cjs).
module.exports = Object.hasOwn || Function.prototype.call.bind(Object.prototype.hasOwnProperty)
