import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from './context';

/** A feature's HTTP routes: registered under /api with the shared context. */
export type RouteModule = (ctx: AppContext) => FastifyPluginAsyncZod;
