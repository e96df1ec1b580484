export * from './clock.js';
export * from './months.js';
export * from './format.js';
