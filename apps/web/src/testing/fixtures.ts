// Test-only: contract-shaped users, videos and categories; a test overrides what it is about.
import type { AppConfigResponse, Category, User, Video } from '@ott/contract';

/** A signed-up user who has not registered yet: a phone and a referral code, nothing else. */
export function makeNewUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    first_name: null,
    last_name: null,
    phone: '9876543210',
    email: null,
    gender: null,
    date_of_birth: null,
    profile_picture: null,
    address: null,
    state: null,
    district: null,
    constituency: null,
    mandal: null,
    village: null,
    state_name: null,
    district_name: null,
    constituency_name: null,
    pincode: null,
    referral_code: 'RAVI7',
    is_subscribed: false,
    subscription_type: null,
    subscription_start_date: null,
    subscription_end_date: null,
    ...overrides,
  };
}

/** A registered user without a subscription: Ravi Kumar of Main Road, state 1, district 2, constituency 3. */
export const makeUser = (overrides: Partial<User> = {}): User =>
  makeNewUser({ first_name: 'Ravi', last_name: 'Kumar', address: 'Main Road', state: 1, district: 2, constituency: 3, ...overrides });

/** A free, playable video with no artwork or streams, called 'Video {id}'. */
export function makeVideo(overrides: Partial<Video> = {}): Video {
  const id = overrides.id ?? 1;
  return {
    id,
    title: `Video ${id}`,
    description: '',
    thumbnail_url: null,
    portrait_thumbnail_url: null,
    poster_url: null,
    video_type: 'free',
    is_premium: false,
    is_4k: false,
    is4K: false,
    mood1: null,
    mood2: null,
    created_at: '2024-01-01T00:00:00Z',
    release_date: '2023-05-01',
    duration: 7200,
    category_id: 1,
    category: 1,
    category_name: 'Movies',
    categories: [],
    video_url: null,
    hls_url: null,
    dash_url: null,
    promo_video_url: null,
    promo_hls_url: null,
    views_count: 0,
    rental_price: null,
    prices: [],
    can_play: true,
    ...overrides,
  };
}

export const makeCategory = (id: number, name: string, description = ''): Category => ({ id, name, description, image: null, is_premium: false });

/** A page of a category's videos in the server's shape (SPEC 3 'Paged category videos response'). */
export function categoryPage(category: Category | undefined, data: Video[], page = 1, hasNext = false, total = data.length) {
  const pagination = { current_page: page, page_size: 20, total_items: total, total_pages: Math.ceil(total / 20), has_next: hasNext, has_previous: page > 1 };
  return { status: 'success', data, pagination, ...(category ? { category } : {}) };
}

/** GET /users/profile/'s answer for `user`, who was referred by no one. */
export const profileResponse = (user: User = makeUser()) => ({ status: 'success', user, referral_relationships: { referred_by: [] as unknown[] } });

/** GET /api/app-config/'s answer: public browsing, the sandbox gateway, no Maps key. */
export const appConfig = (overrides: Partial<AppConfigResponse> = {}): AppConfigResponse => ({
  version: '0.1.38',
  require_login_to_browse: false,
  payment_gateway: 'sandbox',
  maps_api_key: null,
  ...overrides,
});
