import { ADMIN_ROLES, hasRole, paramsAreValid, safeRedirectOr, type Locale, type RouteDef, type SessionUser } from '@harmony/shared';
import { routePermits } from '../../lib/can/route-access';
import { homePath, loginPath } from '../../lib/i18n/locale';

export interface GuardContext {
  user: SessionUser | null;
  locale: Locale;
  /** The requested path with query, remembered for after sign-in. */
  path: string;
  /** `?redirect=` of the current URL (the sign-in screen's remembered path). */
  redirectParam: string | null;
  /** The user just logged out on purpose: no remembered path, no "sign in to continue". */
  endedByUser: boolean;
  t(key: string, vars?: Record<string, string>): string;
}

export type GuardResult =
  | { type: 'pass' }
  | { type: 'redirect'; to: string; alert?: string }
  | { type: 'error'; status: number; message: string };

type Middleware = (ctx: GuardContext) => GuardResult;

const PASS: GuardResult = { type: 'pass' };

const MIDDLEWARE: Record<string, Middleware> = {
  auth: (ctx) => {
    if (ctx.user) return PASS;
    if (ctx.endedByUser) return { type: 'redirect', to: loginPath(ctx.locale) };
    return { type: 'redirect', to: loginPath(ctx.locale, ctx.path), alert: ctx.t('auth.loginRequired') };
  },
  guest: (ctx) =>
    ctx.user ? { type: 'redirect', to: safeRedirectOr(ctx.redirectParam, homePath(ctx.locale)) } : PASS,
  admin: (ctx) =>
    hasRole(ctx.user?.roles, ADMIN_ROLES) ? PASS : { type: 'error', status: 403, message: ctx.t('errors.forbidden') },
};

/** Runs a route's middleware in order; the first that does not pass decides. */
export function resolveMiddleware(names: readonly string[], ctx: GuardContext): GuardResult {
  for (const name of names) {
    const middleware = Object.hasOwn(MIDDLEWARE, name) ? MIDDLEWARE[name] : undefined;
    if (!middleware) return { type: 'error', status: 500, message: ctx.t('errors.unknownMiddleware', { name }) };
    const result = middleware(ctx);
    if (result.type !== 'pass') return result;
  }
  return PASS;
}

/** Everything a screen demands before it renders: validity check, middleware, then permission (with the route's verb). */
export function checkRoute(route: RouteDef, params: Record<string, string | undefined>, ctx: GuardContext): GuardResult {
  if (!paramsAreValid(route, params)) return { type: 'error', status: 404, message: ctx.t('errors.notFound') };
  const result = resolveMiddleware(route.middleware, ctx);
  if (result.type !== 'pass') return result;
  if (!routePermits(route, ctx.user)) {
    return { type: 'error', status: 403, message: ctx.t('errors.forbidden') };
  }
  return PASS;
}
