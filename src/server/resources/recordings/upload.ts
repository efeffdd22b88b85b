// The request's multipart methods, which app.ts registers.
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { RECORDING_LIMITS } from '../../../contract/api/recordings';
import { errors } from '../../http/errors';

/** The fields an upload names what is recorded with; any other is refused. */
const FIELDS = ['speaker', 'word', 'sentence', 'tense', 'person', 'object'] as const;
const NUMBERS = new Set(['speaker', 'word', 'sentence', 'person']);

export const NO_FILE = 'No file was submitted.';
// RECORDING_LIMITS.bytes, in words.
export const TOO_LARGE = 'The file is larger than 10 MB.';
const ONE_FILE = 'Send one file.';
const UNKNOWN_FIELD = 'Unknown field.';
const FIELD_TOO_LONG = 'Ensure this field has no more than 100 characters.';
const GIVE_ONCE = 'Give this parameter once.';

/** The limits busboy reads a recording's upload with: one file of 10 MB, a few short fields. */
export const UPLOAD_LIMITS = { fileSize: RECORDING_LIMITS.bytes, files: 1, fields: FIELDS.length, fieldSize: 100, parts: FIELDS.length + 1 };

/**
 * Reads a recording's upload (multipart: `file` and the fields of `RecordingCreate`) into its
 * fields, numbers where a number is expected, and the file's bytes; whatever is wrong is a 400
 * naming the field (a body that is no form a 415), before anything is stored.
 */
export async function readUpload(request: FastifyRequest): Promise<{ fields: Record<string, unknown>; bytes: Buffer }> {
  if (!request.isMultipart()) throw errors.unsupportedMediaType(String(request.headers['content-type'] ?? 'unknown').split(';')[0]!.trim());
  const fields: Record<string, unknown> = {};
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: UPLOAD_LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || bytes !== null) throw errors.invalid({ file: [ONE_FILE] });
        bytes = await part.toBuffer();
        continue;
      }
      const name = part.fieldname;
      if (!(FIELDS as readonly string[]).includes(name)) throw errors.invalid({ [name.slice(0, 50)]: [UNKNOWN_FIELD] });
      if (part.valueTruncated) throw errors.invalid({ [name]: [FIELD_TOO_LONG] });
      if (name in fields) throw errors.invalid({ [name]: [GIVE_ONCE] });
      const value = String(part.value);
      // `object` empty is the third person singular's code; the others are numbers or names.
      fields[name] = NUMBERS.has(name) && /^\d{1,10}$/.test(value) ? Number(value) : value;
    }
  } catch (error) {
    throw uploadError(error);
  }
  if (bytes === null) throw errors.invalid({ file: [NO_FILE] });
  return { fields, bytes };
}

/** What went wrong while reading the form, as the API answers it. */
function uploadError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return errors.invalid({ file: [TOO_LARGE] });
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return errors.invalid({ file: [ONE_FILE] });
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return errors.unsupportedMediaType('multipart/form-data');
  if (error instanceof Error && !('statusCode' in error) && /multipart|boundary|Unexpected end/i.test(error.message))
    return errors.badRequest('The form could not be read.');
  return error;
}
