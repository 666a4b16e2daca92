import type { FastifyRequest } from 'fastify';
import type { RouteDoor } from '../commands/doors';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import type { VerifiedCall } from './verify';

/** Answers one gateway command; what it returns is replied as `content.data`. */
export type GatewayHandler = (ctx: AppContext, req: FastifyRequest, call: VerifiedCall) => Promise<unknown>;

export interface GatewayCommand {
  /** Refuse anonymous callers (403) before anything is written. */
  customerOnly: boolean;
  handler: GatewayHandler;
  /**
   * What the route of a command with a path of its own (gatewayAction) declares: the domain command its handler calls,
   * or that it only reads or keeps a session. Commands found by their key run behind callYhApi, which declares `gateway`.
   */
  door?: RouteDoor;
}

/** The commands of callYhApi, by `content.key`. */
const commands = new Map<string, GatewayCommand>();

/** Adds a callYhApi command; a feature registers its commands from its route module. */
export function registerGatewayCommand(key: string, command: GatewayCommand): void {
  const registered = commands.get(key);
  if (registered && registered !== command) throw new Error(`The gateway command "${key}" is registered twice`);
  commands.set(key, command);
}

export function findGatewayCommand(key: string | undefined): GatewayCommand {
  const command = key === undefined ? undefined : commands.get(key);
  if (!command) throw new AppError('gateway.unknownCommand', { key: key ?? '' }, 400);
  return command;
}
