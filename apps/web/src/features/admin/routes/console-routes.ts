// The console's screens as one lazy module: the router's four lazy() entries share one chunk, so
// the home route's JavaScript only learns one file name for the whole console (issue 13's budget).
export { Component as ConsoleRoute } from './console-route.tsx';
export { Component as OverviewRoute } from './overview-route.tsx';
export { Component as OperatorsRoute } from './operators-route.tsx';
export { Component as AuditLogRoute } from './audit-log-route.tsx';
export { Component as TitlesRoute } from './titles-route.tsx';
export { CategoriesRoute, HeroRoute, LiveStreamsRoute } from './catalogue-routes.tsx';
export { PlansRoute, PopupRoute } from './plans-popup-routes.tsx';
export { ViewerRoute, ViewersRoute } from './viewers-routes.tsx';
export { OrderRoute, PaymentsRoute, ReconciliationRoute } from './payments-routes.tsx';
export { DashboardRoute } from './dashboard-routes.tsx';
export { WalletLedgerRoute, WithdrawalsRoute } from './withdrawals-routes.tsx';
export { AdRoute, AdsRoute, NewAdRoute } from './ads-routes.tsx';
export { BonusLevelsRoute, CodeBatchRoute, CodesRoute } from './codes-routes.tsx';
export { SeriesEditRoute, SeriesListRoute } from './series-routes.tsx';
