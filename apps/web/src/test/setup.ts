import { loadModuleTexts } from '../lib/i18n/i18n';

// The app loads the module texts with its layouts and screens (lib/i18n/i18n.ts); component tests render
// screens and components on their own, so every test file starts with all the texts in place.
await loadModuleTexts();
