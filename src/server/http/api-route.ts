import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** The parts of a request a handler receives already validated. */
export interface Parsed<P, B> {
  params: P;
  body: B;
}

/**
 * One API operation: its address, what it accepts and answers (zod schemas, which
 * also document it at /api/schema/), and a thin handler.
 */
export interface ApiRoute<P = unknown, B = unknown> {
  method: Method;
  url: string;
  summary: string;
  tag: string;
  params?: z.ZodType<P>;
  body?: z.ZodType<B>;
  /** Query parameters, for the documentation; handlers read filters and paging themselves. */
  query?: z.ZodObject;
  response?: z.ZodType;
  /** Requests allowed per client address in a window (@fastify/rate-limit); none when absent. */
  rateLimit?: { max: number; timeWindow: number };
  /** A write that needs no session (sign-up, log-in): the OpenAPI document asks only the CSRF token of it. */
  guests?: true;
  /** 200 unless said otherwise (201 for creation, 204 for deletion). */
  status?: 200 | 201 | 204;
  handler: (request: FastifyRequest, reply: FastifyReply, parsed: Parsed<P, B>) => Promise<unknown>;
}

/** Declares a route with its types inferred from its schemas. */
export function apiRoute<P = undefined, B = undefined>(route: ApiRoute<P, B>): ApiRoute<P, B> {
  return route;
}
