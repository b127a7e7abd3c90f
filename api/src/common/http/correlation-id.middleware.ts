import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

const HEADER = 'x-request-id';
const SAFE_ID = /^[A-Za-z0-9._-]{8,64}$/;
const KEY = Symbol('correlationId');

/** Tags every request with an id (the caller's, when it is a safe one) echoed in X-Request-Id and error bodies. */
export function correlationIdMiddleware(req: Request, res: Response, next: NextFunction): void {
  const incoming = req.header(HEADER);
  const id = incoming && SAFE_ID.test(incoming) ? incoming : randomUUID();
  (req as unknown as Record<symbol, string>)[KEY] = id;
  res.setHeader('X-Request-Id', id);
  next();
}

export function correlationIdOf(req: Request): string {
  return (req as unknown as Record<symbol, string | undefined>)[KEY] ?? randomUUID();
}
