import { z } from 'zod';
import { INT4_MAX } from './common.ts';

// The console's categories and hero carousel (issue 15 point 4; not in SPEC 7). Editor role (admin
// passes every role check). A hidden category (is_active false) leaves the viewer's lists; an
// inactive slide leaves the carousel. Reorders send the whole current set of ids, in the new order.

export const ADMIN_CATALOGUE_MESSAGES = {
  categoryNameRequired: 'Category name is required',
  categoryNameTooLong: 'Category name must be at most 100 characters',
  categoryDescriptionTooLong: 'Description must be at most 1000 characters',
  categoryImageTooLong: 'The image address must be at most 500 characters',
  categoryNameTaken: 'A category with this name already exists',
  categoryNotFound: 'Category not found',
  categoryCreated: 'Category added',
  slideNeedsPublishedTitle: 'Pick a published title for the slide',
  slideExists: 'This title already has a slide',
  slideNotFound: 'Slide not found',
  slideCreated: 'Slide added',
  slideRemoved: 'Slide removed',
  reorderMismatch: 'The list has changed since you opened it. Reload the page and try again.',
  reorderDuplicate: 'Each item can appear only once in the new order',
  saved: 'Saved',
  orderSaved: 'Order saved',
} as const;

const M = ADMIN_CATALOGUE_MESSAGES;

export const AdminCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** The category picture's address for display (null: none). */
  image_url: z.string().nullable(),
  is_premium: z.boolean(),
  /** false: hidden from viewers (their category lists and home rows). */
  is_active: z.boolean(),
  sort_order: z.number().int(),
  /** Titles in this category, whatever their status. */
  videos_count: z.number().int(),
});
export type AdminCategory = z.infer<typeof AdminCategory>;

const categoryName = z
  .string({ error: M.categoryNameRequired })
  .trim()
  .min(1, M.categoryNameRequired)
  .max(100, M.categoryNameTooLong);

export const CategoryFieldsInput = z.object({
  name: categoryName,
  description: z.string().trim().max(1000, M.categoryDescriptionTooLong),
  /** A media path or address for the category picture; null or '' for none. */
  image: z
    .string()
    .trim()
    .max(500, M.categoryImageTooLong)
    .transform((v) => (v === '' ? null : v))
    .nullable(),
  is_premium: z.boolean(),
  is_active: z.boolean(),
});

/** POST /api/admin/categories/: a new category, last in the order; only the name is needed. */
export const CreateCategoryBody = CategoryFieldsInput.partial().extend({ name: categoryName });
export type CreateCategoryBody = z.input<typeof CreateCategoryBody>;

/** PATCH /api/admin/categories/{id}/: any subset (rename, describe, premium, hide or show). */
export const UpdateCategoryBody = CategoryFieldsInput.partial();
export type UpdateCategoryBody = z.input<typeof UpdateCategoryBody>;

/** PUT /api/admin/categories/order/ and /hero-slides/order/: every current id once, in the new order. */
export const ReorderBody = z.object({
  ids: z
    .array(z.number().int().positive().max(INT4_MAX))
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, M.reorderDuplicate),
});
export type ReorderBody = z.infer<typeof ReorderBody>;

export const AdminCategoriesResponse = z.object({
  status: z.literal('success'),
  message: z.string().optional(),
  data: z.array(AdminCategory),
});
export type AdminCategoriesResponse = z.infer<typeof AdminCategoriesResponse>;

export const AdminCategoryResponse = z.object({
  status: z.literal('success'),
  message: z.string(),
  category: AdminCategory,
});
export type AdminCategoryResponse = z.infer<typeof AdminCategoryResponse>;

/** The console's status words for a title (as in admin-titles.ts: 'published' is what viewers see). */
export const AdminHeroSlide = z.object({
  id: z.number().int(),
  video_id: z.number().int(),
  title: z.string(),
  /** The title's landscape artwork (the slide's backdrop when it has none of its own). */
  landscape_image_url: z.string().nullable(),
  is_active: z.boolean(),
  sort_order: z.number().int(),
  /** The title's publishing state: a slide of an unpublished title is not shown to viewers. */
  video_status: z.string(),
});
export type AdminHeroSlide = z.infer<typeof AdminHeroSlide>;

export const CreateHeroSlideBody = z.object({
  video_id: z
    .number({ error: M.slideNeedsPublishedTitle })
    .int(M.slideNeedsPublishedTitle)
    .positive(M.slideNeedsPublishedTitle)
    .max(INT4_MAX, M.slideNeedsPublishedTitle),
});
export type CreateHeroSlideBody = z.infer<typeof CreateHeroSlideBody>;

export const UpdateHeroSlideBody = z.object({ is_active: z.boolean() });
export type UpdateHeroSlideBody = z.infer<typeof UpdateHeroSlideBody>;

export const AdminHeroSlidesResponse = z.object({
  status: z.literal('success'),
  message: z.string().optional(),
  data: z.array(AdminHeroSlide),
});
export type AdminHeroSlidesResponse = z.infer<typeof AdminHeroSlidesResponse>;

export const AdminHeroSlideResponse = z.object({
  status: z.literal('success'),
  message: z.string(),
  slide: AdminHeroSlide,
});
export type AdminHeroSlideResponse = z.infer<typeof AdminHeroSlideResponse>;
