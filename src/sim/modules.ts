/**
 * Agents of your own named by module path (`./agents/greedy.mjs`,
 * `./agents/bots.mjs#cautious`): a worker thread cannot be handed an object
 * with functions, but it can import the module that makes one, so an agent
 * given by path plays in every thread, as the named agents do.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Agent } from '../agents/agent.js';
import { RuleError } from '../core/errors.js';
import type { AnyGame, BaseAction } from '../core/game.js';

/** What an agent module exports: an agent, or a function of the game that makes one. */
export type AgentFactory = (game: AnyGame) => Agent<BaseAction, unknown>;

/** Where a worker finds an agent: the module's URL and the name of the export. */
export interface AgentModule {
  /** The module's `file:` URL, resolved where the run started. */
  url: string;
  /** The export that holds the agent or its factory (`default` unless the path said `#name`). */
  export: string;
}

/** True for an agent given by module path: one that starts `./`, `../`, `/`, `file:` or a drive (`C:\`). */
export function isModulePath(spec: string): boolean {
  return /^(\.{1,2}[\\/]|[\\/]|file:|[A-Za-z]:[\\/])/.test(spec);
}

/** True for an agent object: a `name` and an `act` function (read without throwing). */
export function isAgent(a: unknown): a is Agent<BaseAction, unknown> {
  try {
    const x = a as { name?: unknown; act?: unknown } | null;
    return (
      (typeof x === 'object' || typeof x === 'function') &&
      x !== null &&
      typeof x.name === 'string' &&
      typeof x.act === 'function'
    );
  } catch {
    return false;
  }
}

/**
 * The module a path names: relative paths from the current directory, as a shell reads them.
 * Throws `RuleError('BAD_SETUP')` for a file that does not exist.
 */
export function agentModule(spec: string): AgentModule {
  const hash = spec.lastIndexOf('#');
  const path = hash < 0 ? spec : spec.slice(0, hash);
  const name = hash < 0 ? 'default' : spec.slice(hash + 1);
  if (name === '')
    throw new RuleError('BAD_SETUP', `Agent "${spec}": name the export after the #, or leave the # out.`);
  const url = path.startsWith('file:') ? path : pathToFileURL(resolve(path)).href;
  let file: string;
  try {
    file = fileURLToPath(url);
  } catch {
    throw new RuleError('BAD_SETUP', `Agent "${spec}" is not a path to a module.`);
  }
  if (!existsSync(file)) {
    throw new RuleError('BAD_SETUP', `Agent module "${path}" was not found (looked for ${file}).`);
  }
  return { url, export: name };
}

/**
 * Imports an agent module and returns what it exports as a factory, called once a game (a
 * bare agent is returned for every game). Throws `RuleError('BAD_SETUP')` for a module that
 * does not load, an export that is missing or neither an agent nor a function, or a factory
 * that does not return an agent.
 */
export async function loadAgentModule(where: AgentModule, spec = where.url): Promise<AgentFactory> {
  let mod: Record<string, unknown>;
  try {
    mod = (await import(where.url)) as Record<string, unknown>;
  } catch (e) {
    throw new RuleError('BAD_SETUP', `Agent module "${spec}" did not load: ${(e as Error).message}`);
  }
  if (!Object.hasOwn(mod, where.export)) {
    const names = Object.keys(mod).join(', ') || 'none';
    throw new RuleError('BAD_SETUP', `Agent module "${spec}" has no export "${where.export}" (its exports: ${names}).`);
  }
  const value = mod[where.export];
  if (isAgent(value)) return () => value;
  if (typeof value !== 'function') {
    throw new RuleError(
      'BAD_SETUP',
      `Agent module "${spec}": export "${where.export}" is neither an agent ({ name, act }) nor a function of the game that returns one.`,
    );
  }
  return (game) => {
    const agent: unknown = value(game);
    if (!isAgent(agent)) {
      throw new RuleError(
        'BAD_SETUP',
        `Agent module "${spec}": export "${where.export}" returned ${agent === null ? 'null' : typeof agent}, not an agent ({ name, act }).`,
      );
    }
    return agent;
  };
}

/** Agent makers by name, from the modules a task names: each module imported once a thread. */
const loaded = new Map<string, Promise<AgentFactory>>();

/** The makers of a task's module agents, by the names the task gives them. */
export async function moduleAgents(modules: Readonly<Record<string, AgentModule>>): Promise<Map<string, AgentFactory>> {
  const makers = new Map<string, AgentFactory>();
  for (const [name, where] of Object.entries(modules)) {
    const key = `${where.url}#${where.export}`;
    let factory = loaded.get(key);
    if (factory === undefined) {
      factory = loadAgentModule(where);
      loaded.set(key, factory);
    }
    makers.set(name, await factory);
  }
  return makers;
}
