import { z } from 'zod';
import { MAX_ID } from '../../contract/common';

/**
 * `{id}` in a path: only a canonical decimal id (`42`, not `042`, `0x2a`, `+42`, `42.0`
 * or ` 42`) names a record; anything else is an unknown address, so a 404.
 */
export const IdParams = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/)
    .transform(Number)
    .pipe(z.number().max(MAX_ID)),
});
