export * from './constants.js';
export * from './safe-path.js';
export * from './permissions/index.js';
export * from './validation/index.js';
export * from './i18n/index.js';
export * from './routes.js';
export * from './menus.js';
export * from './schemas/auth.js';
