import type { ComponentType } from 'react';
import type { FormFieldProps, RichFieldKind } from '../../types';
import { lazyPart } from '../../lazy-part';

/**
 * Each rich kind's component, loaded on first render: Tiptap, dnd-kit and Temporal stay out of every page
 * whose forms don't use them (the sign-in page has no room to spare).
 */
export const RICH_FIELDS: Record<RichFieldKind, ComponentType<FormFieldProps>> = {
  richText: lazyPart(() => import('./rich-text-field').then((m) => m.RichTextField)),
  image: lazyPart(() => import('./file-field').then((m) => m.FileField)),
  file: lazyPart(() => import('./file-field').then((m) => m.FileField)),
  relation: lazyPart(() => import('./relation-field').then((m) => m.RelationField)),
  tree: lazyPart(() => import('./tree-field').then((m) => m.TreeField)),
  children: lazyPart(() => import('./children-field').then((m) => m.ChildrenField)),
  money: lazyPart(() => import('./money-field').then((m) => m.MoneyField)),
  dateTime: lazyPart(() => import('./date-time-field').then((m) => m.DateTimeField)),
  tags: lazyPart(() => import('./tags-field').then((m) => m.TagsField)),
};

export const isRichKind = (kind: string): kind is RichFieldKind => kind in RICH_FIELDS;
