// What a role may open in the console. Admin passes every check, as on the server (require-role.ts).
import type { OperatorRole } from '@ott/contract';

export const hasRole = (roles: readonly OperatorRole[], needed: OperatorRole) => roles.includes('admin') || roles.includes(needed);

/** The console's screens, in navigation order; `role` is the role a screen needs (none: any operator). */
export const CONSOLE_SCREENS = [
  { to: '/admin', end: true, label: 'navOverview', role: null },
  { to: '/admin/dashboard', end: false, label: 'navDashboard', role: null },
  { to: '/admin/titles', end: false, label: 'navTitles', role: 'editor' },
  { to: '/admin/series', end: false, label: 'navSeries', role: 'editor' },
  { to: '/admin/categories', end: false, label: 'navCategories', role: 'editor' },
  { to: '/admin/hero', end: false, label: 'navHero', role: 'editor' },
  { to: '/admin/live', end: false, label: 'navLive', role: 'editor' },
  { to: '/admin/popup', end: false, label: 'navPopup', role: 'editor' },
  { to: '/admin/ads', end: false, label: 'navAds', role: 'editor' },
  { to: '/admin/codes', end: false, label: 'navCodes', role: 'editor' },
  { to: '/admin/bonus-levels', end: false, label: 'navBonusLevels', role: 'editor' },
  { to: '/admin/plans', end: false, label: 'navPlans', role: 'finance' },
  { to: '/admin/payments', end: false, label: 'navPayments', role: 'finance' },
  { to: '/admin/reconciliation', end: false, label: 'navReconciliation', role: 'finance' },
  { to: '/admin/withdrawals', end: false, label: 'navWithdrawals', role: 'finance' },
  { to: '/admin/viewers', end: false, label: 'navViewers', role: 'support' },
  { to: '/admin/operators', end: false, label: 'navOperators', role: 'admin' },
  { to: '/admin/audit-log', end: false, label: 'navAuditLog', role: 'admin' },
] as const satisfies readonly { to: string; end: boolean; label: string; role: OperatorRole | null }[];

export type ConsoleScreen = (typeof CONSOLE_SCREENS)[number];

export const screensFor = (roles: readonly OperatorRole[]): ConsoleScreen[] =>
  CONSOLE_SCREENS.filter((screen) => screen.role === null || hasRole(roles, screen.role));
