import { pageInput, pagesContract, routePath, type Page } from '@harmony/shared';
import { defineResource } from '../../components/resource/define-resource';
import { lazyPart } from '../../components/resource/lazy-part';
import { publishingFields, publishStateCell, publishStateOptions } from '../../components/publishing/publishing';
import { dateTime } from '../../components/resource/renderers';
import { seoFields } from '../../components/seo/seo-fields';
import { SectionsField } from './sections-field';

export type PageRow = Page & Record<string, unknown>;

const PageVersions = lazyPart(() => import('../../components/versions/versions-panel').then((m) => m.VersionsExtra<PageRow>));
const always = () => true;

/**
 * Pages: /strony (+ /dodaj, /{id}/edycja) — title and slug, a parent page, a category, ordered sections
 * (text, image, call to action, columns), SEO with a search-result preview, and publishing as posts have it.
 * The edit screen keeps the page's versions (compare, restore).
 */
export const pages = defineResource<PageRow>({
  contract: pagesContract,
  routes: { create: routePath('pagesCreate'), edit: routePath('pagesEdit') },
  list: {
    columns: [
      { field: 'id', width: 80, hidden: true },
      { field: 'title', flex: 2 },
      { field: 'slug', flex: 1 },
      { field: 'state', width: 140, render: publishStateCell('page-state') },
      { field: 'parent_title', flex: 1 },
      { field: 'category', width: 150 },
      { field: 'publish_at', width: 170, render: dateTime('publish_at') },
      { field: 'updated_at', width: 170, render: dateTime('updated_at') },
    ],
    filters: [
      { name: 'state', kind: 'select', options: publishStateOptions },
      { name: 'category', kind: 'text' },
    ],
  },
  form: {
    schema: pageInput,
    testId: 'page-form',
    fields: [
      { name: 'title', kind: 'text', span: 8 },
      { name: 'slug', kind: 'text', span: 4 },
      { name: 'parent_id', kind: 'relation', optionsPath: pagesContract.path, clearable: true, span: 6 },
      { name: 'category', kind: 'text', span: 6 },
      { name: 'sections', kind: 'custom', component: SectionsField, wide: true },
      { name: 'seo_title', kind: 'custom', component: seoFields('pages.fields', 'title'), wide: true },
      ...publishingFields(),
      // Edited inside the SEO fields above: declared so the form starts with its value.
      { name: 'seo_description', kind: 'text', hidden: always },
    ],
    defaults: {
      title: '', slug: '', parent_id: null, category: '', sections: [], seo_title: '', seo_description: '', status: 'draft', publish_at: '', unpublish_at: '',
    },
    fromRecord: (record) => ({
      title: record.title, slug: record.slug, parent_id: record.parent_id, category: record.category, sections: record.sections ?? [],
      seo_title: record.seo_title, seo_description: record.seo_description, status: record.status,
      publish_at: record.publish_at ?? '', unpublish_at: record.unpublish_at ?? '',
    }),
  },
  editExtras: PageVersions,
});
