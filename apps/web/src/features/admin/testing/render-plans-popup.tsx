// Test-only: the console with its plans and welcome popup screens, and contract-shaped answers for
// them (a tiny in-memory server that applies POST, PATCH and PUT as the real one would).
import {
  ADMIN_PLANS_POPUP_MESSAGES,
  API,
  DEFAULT_POPUP_CONFIG,
  rupeeTextToPaise,
  type AdminPlan,
  type OperatorRole,
  type PopupConfig,
} from '@ott/contract';
import type { Routes } from '@/testing/api-stub.ts';
import { PlansRoute, PopupRoute } from '../routes/plans-popup-routes.tsx';
import { renderConsoleWith, stubConsole } from './render-console.tsx';

const M = ADMIN_PLANS_POPUP_MESSAGES;

export function renderPlansPopup(at: string) {
  return renderConsoleWith(at, [
    { path: 'plans', element: <PlansRoute /> },
    { path: 'popup', element: <PopupRoute /> },
  ]);
}

export const makeAdminPlan = (overrides: Partial<AdminPlan> = {}): AdminPlan => ({
  id: 1,
  name: 'Basic Plan',
  price_paise: 19_900,
  price: 199,
  duration_days: 30,
  duration_text: null,
  per_day_text: null,
  popular: false,
  badge: null,
  brand_text: 'GOLD',
  features: ['HD'],
  description: 'Basic',
  is_active: true,
  max_streams: 1,
  max_video_height: 720,
  download_limit: 0,
  orders_count: 3,
  ...overrides,
});

export interface PlansPopupState {
  roles?: OperatorRole[];
  plans: AdminPlan[];
  popup: PopupConfig;
}

const served = (config: PopupConfig): PopupConfig => {
  const url = (path: string | null) => (path ? `https://media.example/${path}` : null);
  return { ...config, popupContent: { ...config.popupContent, imageUrl: url(config.popupContent.imageUrl), soundUrl: url(config.popupContent.soundUrl) } };
};

export const popupState = (overrides: Partial<PlansPopupState> = {}): PlansPopupState => ({
  plans: [makeAdminPlan(), makeAdminPlan({ id: 2, name: 'Standard Plan', price_paise: 49_900, price: 499, duration_days: 90, popular: true, orders_count: 0 })],
  popup: structuredClone(DEFAULT_POPUP_CONFIG),
  ...overrides,
});

export function stubPlansPopup(state: PlansPopupState, extra: Routes = {}) {
  const withBody = (body: Record<string, unknown>, plan: AdminPlan): AdminPlan => {
    const next = { ...plan, ...body } as AdminPlan & { price?: unknown };
    if (body.price !== undefined) {
      next.price_paise = rupeeTextToPaise(body.price as string) ?? 0;
      next.price = next.price_paise / 100;
    }
    return next;
  };
  const applyPopular = (id: number) => {
    state.plans = state.plans.map((p) => (p.id === id ? p : { ...p, popular: false }));
  };
  return stubConsole(
    { roles: state.roles ?? ['finance', 'editor'] },
    {
      [`GET ${API.adminPlans}`]: () => ({ body: { status: 'success', data: state.plans } }),
      [`POST ${API.adminPlans}`]: (call) => {
        const plan = withBody(call.body as Record<string, unknown>, makeAdminPlan({ id: 100 + state.plans.length, orders_count: 0 }));
        state.plans = [...state.plans, plan];
        if (plan.popular) applyPopular(plan.id);
        return { body: { status: 'success', message: M.planCreated, plan } };
      },
      [`PATCH /api/admin/plans/:id/`]: (call) => {
        const id = Number(call.params.id);
        state.plans = state.plans.map((p) => (p.id === id ? withBody(call.body as Record<string, unknown>, p) : p));
        if ((call.body as { popular?: boolean }).popular) applyPopular(id);
        return { body: { status: 'success', message: M.planSaved, plan: state.plans.find((p) => p.id === id) } };
      },
      [`GET ${API.adminPopup}`]: () => ({ body: { status: 'success', config: state.popup, served: served(state.popup) } }),
      [`PUT ${API.adminPopup}`]: (call) => {
        state.popup = call.body as PopupConfig;
        return { body: { status: 'success', message: M.popupSaved, config: state.popup, served: served(state.popup) } };
      },
      [`POST ${API.adminPopupImage}`]: () => ({
        body: { status: 'success', message: M.popupImageUploaded, path: 'popup/0123456789abcdef.jpg', url: 'https://media.example/popup/0123456789abcdef.jpg', width: 1200, height: 600 },
      }),
      ...extra,
    },
  );
}
