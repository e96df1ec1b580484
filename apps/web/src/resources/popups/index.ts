import Campaign from '@mui/icons-material/CampaignOutlined';
import {
  pagesContract, POPUP_FREQUENCIES, POPUP_STATES, POPUP_TRIGGERS, popupClickRate, popupInput, popupsContract, routePath, type Popup,
} from '@harmony/shared';
import { defineResource } from '../../components/resource/define-resource';
import { enumOptions } from '../../components/resource/use-options';
import { stateCell } from '../../components/publishing/publishing';
import { dateTime, thumbnail, translated } from '../../components/resource/renderers';
import type { RenderContext } from '../../components/resource/types';

export type PopupRow = Popup & Record<string, unknown>;

const stateChip = stateCell({ off: 'default', scheduled: 'primary', active: 'success', expired: 'warning' }, 'popups.states');
const pagesCell = (row: PopupRow, { t }: RenderContext) => (row.all_pages ? t('popups.allPages') : t('popups.pagesCount', { count: row.pages_count }));
const rateCell = (row: PopupRow) => `${popupClickRate(row)}%`;

/**
 * Pop-ups: /popupy (+ /dodaj; edited in a dialog on the list, the seed has no edit screen) — what a website's
 * visitor sees over a page: a title, rich content, an image and a button; on while switched on and between its
 * dates, on every page or the chosen ones, after a delay, at a scroll depth or on leaving, as often as its
 * frequency says. The list shows each one's views, clicks and click rate, counted by the public API.
 */
export const popups = defineResource<PopupRow>({
  contract: popupsContract,
  routes: { create: routePath('popupsCreate') },
  list: {
    columns: [
      { field: 'id', width: 80, hidden: true },
      { field: 'image_id', width: 72, render: thumbnail('image_id', Campaign, 'popup-image') },
      { field: 'name', flex: 2 },
      { field: 'state', width: 140, render: stateChip('popup-state') },
      { field: 'trigger', width: 150, render: translated('trigger', 'popups.triggers') },
      { field: 'pages_count', width: 150, render: pagesCell },
      { field: 'views', width: 110 },
      { field: 'clicks', width: 110 },
      { field: 'click_rate', header: 'popups.clickRate', width: 110, render: rateCell },
      { field: 'active_from', width: 170, hidden: true, render: dateTime('active_from') },
      { field: 'active_to', width: 170, hidden: true, render: dateTime('active_to') },
      { field: 'updated_at', width: 170, render: dateTime('updated_at') },
    ],
    filters: [
      { name: 'state', kind: 'select', options: enumOptions(POPUP_STATES, 'popups.states') },
      { name: 'trigger', kind: 'select', options: enumOptions(POPUP_TRIGGERS, 'popups.triggers') },
    ],
  },
  form: {
    schema: popupInput,
    testId: 'popup-form',
    fields: [
      { name: 'name', kind: 'text', span: 8 },
      { name: 'active', kind: 'switch', span: 4 },
      { name: 'title', kind: 'text', wide: true },
      { name: 'content', kind: 'richText', wide: true },
      { name: 'image_id', kind: 'image', span: 4 },
      { name: 'button_label', kind: 'text', span: 4 },
      { name: 'button_url', kind: 'text', span: 4 },
      { name: 'active_from', kind: 'dateTime', span: 6 },
      { name: 'active_to', kind: 'dateTime', span: 6 },
      { name: 'trigger', kind: 'select', options: enumOptions(POPUP_TRIGGERS, 'popups.triggers'), span: 6 },
      { name: 'delay_seconds', kind: 'number', span: 6, hidden: (values) => values.trigger !== 'delay' },
      { name: 'scroll_percent', kind: 'number', span: 6, hidden: (values) => values.trigger !== 'scroll' },
      { name: 'frequency', kind: 'select', options: enumOptions(POPUP_FREQUENCIES, 'popups.frequencies'), span: 6 },
      { name: 'frequency_days', kind: 'number', span: 6, hidden: (values) => values.frequency !== 'days' },
      { name: 'all_pages', kind: 'switch', span: 4 },
      { name: 'page_ids', kind: 'relation', multiple: true, optionsPath: pagesContract.path, span: 8, hidden: (values) => Boolean(values.all_pages) },
    ],
    defaults: {
      name: '', title: '', content: '', image_id: null, button_label: '', button_url: '', active: true, active_from: '', active_to: '',
      trigger: 'delay', delay_seconds: 5, scroll_percent: 50, frequency: 'session', frequency_days: 7, all_pages: true, page_ids: [],
    },
    fromRecord: (record) => ({
      name: record.name, title: record.title, content: record.content ?? '', image_id: record.image_id, button_label: record.button_label,
      button_url: record.button_url, active: record.active, active_from: record.active_from ?? '', active_to: record.active_to ?? '',
      trigger: record.trigger, delay_seconds: record.delay_seconds, scroll_percent: record.scroll_percent, frequency: record.frequency,
      frequency_days: record.frequency_days, all_pages: record.all_pages, page_ids: record.page_ids ?? [],
    }),
  },
});
