export * from './catalogue.js';
export * from './can.js';
