// `?limit=&cursor=` of the admin lists: the page size clamped by the domain's rule (50 by default, at most
// 200), and a cursor from a previous answer's nextCursor. A cursor we did not make is a 400.
import { clampPageSize } from '@protect/domain';
import type { Request } from 'express';
import { AppError } from '../app-error';
import { type PageRequest, decodeCursor } from '../repositories/pages';

export const INVALID_CURSOR_MESSAGE = 'This page link is out of date. Please reload the list.';

export function pageRequestOf(req: Request): PageRequest {
  const limit = clampPageSize(req.query.limit);
  const cursor = req.query.cursor;
  if (cursor === undefined || cursor === '') return { limit, after: null };
  const after = typeof cursor === 'string' ? decodeCursor(cursor) : null;
  if (!after) throw AppError.validation({ cursor: INVALID_CURSOR_MESSAGE });
  return { limit, after };
}
