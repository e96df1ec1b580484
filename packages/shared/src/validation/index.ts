export * from './messages.js';
export * from './rules.js';
export * from './errors.js';
export * from './field-rules.js';
export * from './answer-check.js';
