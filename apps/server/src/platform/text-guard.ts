import { badCharacter, isMultiline } from '@serenade/contract';
import type { z } from 'zod';

/**
 * Every string a request carries is checked here before its schema runs: control characters (NUL and
 * the like) are refused everywhere, line breaks and tabs everywhere except in fields whose schema is
 * marked `multiline` (messages, descriptions, stories, lyrics). One mechanism for every route, so a
 * name, subject or title never carries a line into a mail header and a NUL never reaches the database.
 */

export type BadText = { field: string; path: (string | number)[]; message: string };

type Def = { type: string; [k: string]: unknown };
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

/** The schemas a value at this level may be checked against, with wrappers peeled off. */
function expand(schemas: readonly z.ZodType[], depth = 0): { schemas: z.ZodType[]; multiline: boolean } {
  const out: z.ZodType[] = [];
  let multiline = false;
  const visit = (s: z.ZodType, d: number) => {
    if (d > 20) return;
    if (isMultiline(s)) multiline = true;
    const def = defOf(s);
    switch (def.type) {
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'nonoptional':
      case 'readonly':
      case 'catch':
        return visit(def.innerType as z.ZodType, d + 1);
      case 'pipe':
        return visit(def.in as z.ZodType, d + 1);
      case 'lazy':
        return visit((def.getter as () => z.ZodType)(), d + 1);
      case 'union':
        return (def.options as z.ZodType[]).forEach((o) => visit(o, d + 1));
      case 'intersection':
        visit(def.left as z.ZodType, d + 1);
        return visit(def.right as z.ZodType, d + 1);
      default:
        out.push(s);
    }
  };
  for (const s of schemas) visit(s, depth);
  return { schemas: out, multiline };
}

function childSchemas(schemas: z.ZodType[], key: string | number): z.ZodType[] {
  const out: z.ZodType[] = [];
  for (const s of schemas) {
    const def = defOf(s);
    if (def.type === 'object') {
      const shape = def.shape as Record<string, z.ZodType>;
      const child = typeof key === 'string' && Object.hasOwn(shape, key) ? shape[key] : (def.catchall as z.ZodType);
      if (child) out.push(child);
    } else if (def.type === 'record' && typeof key === 'string') {
      out.push(def.valueType as z.ZodType);
    } else if (def.type === 'array' && typeof key === 'number') {
      out.push(def.element as z.ZodType);
    } else if (def.type === 'tuple' && typeof key === 'number') {
      const item = (def.items as z.ZodType[])[key] ?? (def.rest as z.ZodType | null);
      if (item) out.push(item);
    }
  }
  return out;
}

const label = (path: (string | number)[]) => path.map(String).join('.') || 'value';

function describe(path: (string | number)[], problem: 'control' | 'line-break'): BadText {
  const field = label(path);
  return problem === 'control'
    ? { field, path, message: `${field} contains a control character, which is not allowed` }
    : { field, path, message: `${field} must be on one line: line breaks and tabs are not allowed` };
}

/** The first string in `data` with characters its field does not allow, or null. */
export function findBadText(schema: z.ZodType | null, data: unknown): BadText | null {
  const walk = (schemas: z.ZodType[], value: unknown, path: (string | number)[], depth: number): BadText | null => {
    if (depth > 64) return null;
    const here = expand(schemas);
    if (typeof value === 'string') {
      const problem = badCharacter(value, here.multiline);
      return problem ? describe(path, problem) : null;
    }
    if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) {
        const bad = walk(childSchemas(here.schemas, i), item, [...path, i], depth + 1);
        if (bad) return bad;
      }
      return null;
    }
    if (value && typeof value === 'object') {
      for (const [k, item] of Object.entries(value)) {
        // A key is text too (records, unknown fields): it may never hold a control character or a line.
        const keyProblem = badCharacter(k, false);
        if (keyProblem) return describe([...path, k.replace(/[^\x20-\x7e]/g, '?')], keyProblem);
        const bad = walk(childSchemas(here.schemas, k), item, [...path, k], depth + 1);
        if (bad) return bad;
      }
    }
    return null;
  };
  return walk(schema ? [schema] : [], data, [], 0);
}
