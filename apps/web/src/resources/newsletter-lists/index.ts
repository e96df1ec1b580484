import People from '@mui/icons-material/PeopleOutlined';
import { createElement } from 'react';
import { LOCALES, newsletterListInput, newsletterListsContract, routePath, type NewsletterList } from '@harmony/shared';
import { ListsTabs } from '../../components/newsletter/newsletter-tabs';
import { defineResource } from '../../components/resource/define-resource';
import { dateTime, translated } from '../../components/resource/renderers';
import { enumOptions } from '../../components/resource/use-options';

export type NewsletterListRow = NewsletterList & Record<string, unknown>;

const subscribersPath = (id: number) => routePath('newsletterSubscribers').replace(':id', String(id));

/**
 * The newsletter's lists (/newsletter, + /dodaj and /{id}/edycja): each with its confirmed, unconfirmed and
 * unsubscribed subscribers counted, its language (its mails' and pages') and the welcome mail a confirmed subscriber
 * gets. A row leads to its subscribers. A list goes with its subscribers for good (no undo), never with campaigns.
 */
export const newsletterLists = defineResource<NewsletterListRow>({
  contract: newsletterListsContract,
  routes: { create: routePath('newsletterCreate'), edit: routePath('newsletterEdit') },
  list: {
    columns: [
      { field: 'id', width: 80, hidden: true },
      { field: 'name', flex: 2 },
      { field: 'description', flex: 2, hidden: true },
      { field: 'lang', width: 110, render: translated('lang', 'newsletter.languages') },
      { field: 'subscribers_count', width: 130 },
      { field: 'pending_count', width: 140 },
      { field: 'unsubscribed_count', width: 120 },
      { field: 'created_at', width: 160, hidden: true, render: dateTime('created_at') },
    ],
    aboveList: ListsTabs,
    testId: 'newsletter-lists',
  },
  rowActions: [{
    key: 'subscribers',
    label: 'newsletterScreens.actions.subscribers',
    icon: createElement(People),
    testId: (row) => `newsletter-subscribers-${row.id}`,
    run: (row, ctx) => ctx.navigate(subscribersPath(row.id)),
  }],
  actions: { export: false, undo: false, bulkDelete: false },
  form: {
    schema: newsletterListInput,
    testId: 'newsletter-list-form',
    fields: [
      { name: 'name', kind: 'text', span: 8 },
      { name: 'lang', kind: 'select', options: enumOptions(LOCALES, 'newsletter.languages'), span: 4 },
      { name: 'description', kind: 'text', multiline: true, wide: true },
      { name: 'welcome_subject', kind: 'text', wide: true },
      { name: 'welcome_content', kind: 'richText', wide: true },
    ],
    defaults: { name: '', lang: 'pl', description: '', welcome_subject: '', welcome_content: '' },
  },
});
