export * from './catalogue.js';
export * from './can.js';
export * from './project-access.js';
