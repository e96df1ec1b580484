/**
 * Every kind of record and every action the API writes to the activity log. `logActivity` is typed
 * against these lists and the catalogues' `activityLog.subjects` / `activityLog.actions` against them
 * too, so a new kind without a Polish and an English name does not compile; the log's filters offer
 * exactly these.
 */
export const ACTIVITY_SUBJECTS = [
  'users', 'roles', 'statuses', 'types', 'settings', 'menu', 'notes', 'files', 'projects', 'categories',
  'category-types', 'time-entries', 'timer', 'rates', 'events', 'month-locks',
  // the shop (issue 25)
  'attribute-types', 'attributes', 'product-types', 'groups', 'products', 'customers', 'orders', 'payments',
  // website content (issue 26)
  'contacts', 'realizations', 'posts', 'pages', 'galleries', 'sliders', 'popups',
  // forms (issue 27)
  'form-fields', 'forms', 'form-answers', 'messages',
  // messaging (issue 28)
  'mails', 'push', 'newsletter-lists', 'newsletter-subscribers', 'newsletter-campaigns',
] as const;
export type ActivitySubject = (typeof ACTIVITY_SUBJECTS)[number];

export const ACTIVITY_ACTIONS = [
  'create', 'update', 'delete', 'restore', 'import', 'archive', 'unarchive', 'allocate', 'lock', 'unlock',
  'start', 'stop', 'discard', 'reorder', 'move', 'auth.login', 'auth.logout', 'impersonation.start', 'impersonation.leave',
  'password.change', 'password.link', 'password.set',
  // the shop (issue 25): a bulk edit, products assigned to categories, an order placed, cancelled, its status
  // changed, a payment or refund recorded
  'bulk.update', 'assign', 'place', 'cancel', 'status', 'pay', 'refund',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** i18n keys cannot hold dots: `auth.login` is labelled under `auth_login`. */
type Underscored<S extends string> = S extends `${infer A}.${infer B}` ? `${A}_${Underscored<B>}` : S;
export type ActivityActionKey = Underscored<ActivityAction>;
export const activityActionKey = <A extends string>(action: A): Underscored<A> => action.replace(/\./g, '_') as Underscored<A>;
