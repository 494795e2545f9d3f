import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, MESSAGES, UpdateProfileBody, UpdateProfileResponse } from '@ott/contract';
import { badRequest } from '../../lib/errors.ts';
import { requireOwnPhone } from '../../lib/http/session-context.ts';
import { assertNoNulCharacter } from '../../lib/http/odd-input.ts';
import { RequestValidationError, invalidValueError } from '../../lib/http/validation.ts';
import { errorResponses, loadUserDto, requireSession } from '../auth/index.ts';
import { preparePicture, storePicture } from './profile-picture.ts';
import { updateProfile } from './update-profile-service.ts';

interface RawUpdate {
  fields: Record<string, unknown>;
  picture: Buffer | null;
}

/** Multipart (the web form) or JSON; only the `profile_picture` file part is kept. */
async function readBody(req: FastifyRequest): Promise<RawUpdate> {
  if (!req.isMultipart()) {
    const body = req.body;
    return { fields: body && typeof body === 'object' ? { ...(body as Record<string, unknown>) } : {}, picture: null };
  }
  const fields: Record<string, unknown> = {};
  let picture: Buffer | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        // A file sent for a text field is that field's wrong value, not something to drop silently.
        if (part.fieldname !== 'profile_picture') throw invalidValueError([part.fieldname], fields);
        picture = data;
      } else fields[part.fieldname] = part.value;
    }
  } catch (error) {
    if (error instanceof RequestValidationError) throw error;
    // Over the multipart plugin's own limits (a picture too large, a second file): the same
    // answer as any other unacceptable picture.
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT') throw badRequest(MESSAGES.invalidProfilePicture, { profile_picture: [MESSAGES.invalidProfilePicture] });
    // Anything else thrown while reading the parts is a form the client broke (wrong or missing
    // boundary, truncated body, too many parts): a 400 in the usual words (issue 16.4), never a 500.
    throw badRequest(MESSAGES.invalidRequest);
  }
  assertNoNulCharacter(fields);
  return { fields, picture };
}

/** SPEC 5 'Profile settings': empty values mean "unchanged", never "clear". */
function withoutEmpty(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, v]) => v !== null && v !== undefined && !(typeof v === 'string' && v.trim() === '')),
  );
}

/** POST /users/update-profile/ (SPEC 7): the signed-in user changes the non-empty fields sent. */
export function updateProfileRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    API.updateProfile,
    {
      preValidation: requireSession,
      // The body is multipart or JSON, so it is validated in the handler with UpdateProfileBody.
      schema: {
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: UpdateProfileResponse, ...errorResponses },
        tags: ['profile'],
        summary: 'Update the signed-in user’s profile (phone, if sent, must be the session’s)',
      },
    },
    async (req) => {
      const raw = await readBody(req);
      const { user } = requireOwnPhone(req, typeof raw.fields.phone === 'string' ? raw.fields.phone : undefined);
      const fields = withoutEmpty(raw.fields);
      const parsed = UpdateProfileBody.safeParse(fields);
      if (!parsed.success) throw new RequestValidationError(parsed.error.issues, fields);
      // Decoded and resized before anything is written, so a refused picture changes nothing.
      const picture = raw.picture ? await preparePicture(raw.picture) : null;
      const { config, db } = app.deps;
      const store = picture ? () => storePicture(app.deps.storage, picture) : undefined;
      const saved = await updateProfile(db, user, parsed.data, store);
      return { status: 'success' as const, message: MESSAGES.profileUpdated, user: await loadUserDto(db, saved, config.mediaBaseUrl) };
    },
  );
}
