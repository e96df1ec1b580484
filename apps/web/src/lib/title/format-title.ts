import { CMS_TITLE_TEMPLATE, TITLE_TEMPLATE } from '@harmony/shared';

/** "%s - 1CRM Harmony"; pages of the default (CMS) layout use "%s - Harmony CMS". */
export function formatTitle(title: string, template: string = TITLE_TEMPLATE): string {
  return template.replace('%s', title);
}

export const templateForLayout = (layout: string): string => (layout === 'default' ? CMS_TITLE_TEMPLATE : TITLE_TEMPLATE);
