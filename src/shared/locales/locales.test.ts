/**
 * Locale files must stay in step: every namespace present in any language exists in all five, with the
 * same (deep) keys, no empty values and the same {{interpolation}} variables. Plural forms are compared
 * by their base key, and each language must carry every plural category its grammar uses.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../catalog';

const dir = fileURLToPath(new URL('.', import.meta.url));
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Flat = Map<string, string>;

function flatten(node: unknown, prefix: string, out: Flat, problems: string[]): Flat {
  if (typeof node === 'string') {
    out.set(prefix, node);
  } else if (node && typeof node === 'object' && !Array.isArray(node)) {
    const entries = Object.entries(node);
    if (entries.length === 0) problems.push(`${prefix || '(root)'}: empty object`);
    for (const [k, v] of entries) flatten(v, prefix ? `${prefix}.${k}` : k, out, problems);
  } else {
    problems.push(`${prefix}: not a string (${JSON.stringify(node)})`);
  }
  return out;
}

function variables(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)].map((m) => m[1] as string);
}

function namespaces(): string[] {
  const names = new Set<string>();
  for (const lng of readdirSync(dir)) {
    const p = join(dir, lng);
    if (!statSync(p).isDirectory()) continue;
    for (const f of readdirSync(p)) if (f.endsWith('.json')) names.add(f.replace(/\.json$/, ''));
  }
  return [...names].sort();
}

function load(lng: string, ns: string): { flat: Flat; problems: string[] } | null {
  let text: string;
  try {
    text = readFileSync(join(dir, lng, `${ns}.json`), 'utf8');
  } catch {
    return null;
  }
  const problems: string[] = [];
  return { flat: flatten(JSON.parse(text) as unknown, '', new Map(), problems), problems };
}

/** base key -> set of variables used by all its forms */
function byBase(flat: Flat): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const [key, value] of flat) {
    const base = key.replace(PLURAL_SUFFIX, '');
    const vars = out.get(base) ?? new Set<string>();
    for (const v of variables(value)) if (v !== 'count') vars.add(v);
    out.set(base, vars);
  }
  return out;
}

const all = namespaces();

describe('locale files', () => {
  it('exist for at least the app namespaces', () => {
    expect(all).toEqual(expect.arrayContaining(['common', 'auth']));
  });

  describe.each(all)('namespace %s', (ns) => {
    const loaded = Object.fromEntries(LANGUAGES.map((lng) => [lng, load(lng, ns)]));

    it('exists in every language', () => {
      const missing = LANGUAGES.filter((lng) => loaded[lng] == null);
      expect(missing, `missing ${ns}.json in: ${missing.join(', ')}`).toEqual([]);
    });

    it('has only non-empty string values', () => {
      const problems: string[] = [];
      for (const lng of LANGUAGES) {
        const l = loaded[lng];
        if (!l) continue;
        problems.push(...l.problems.map((p) => `${lng}: ${p}`));
        for (const [k, v] of l.flat) if (v.trim() === '') problems.push(`${lng}: ${k} is empty`);
      }
      expect(problems).toEqual([]);
    });

    it('has the same keys in every language', () => {
      const bases = Object.fromEntries(LANGUAGES.map((lng) => [lng, byBase(loaded[lng]?.flat ?? new Map())]));
      const union = new Set(LANGUAGES.flatMap((lng) => [...(bases[lng]?.keys() ?? [])]));
      const problems: string[] = [];
      for (const key of [...union].sort()) {
        const missingIn = LANGUAGES.filter((lng) => !bases[lng]?.has(key));
        if (missingIn.length) problems.push(`${ns}:${key} missing in ${missingIn.join(', ')}`);
      }
      expect(problems).toEqual([]);
    });

    it('has every plural form each language needs', () => {
      const problems: string[] = [];
      for (const lng of LANGUAGES) {
        const flat = loaded[lng]?.flat;
        if (!flat) continue;
        const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
        const pluralBases = new Set([...flat.keys()].filter((k) => PLURAL_SUFFIX.test(k)).map((k) => k.replace(PLURAL_SUFFIX, '')));
        for (const base of pluralBases) {
          for (const c of categories) if (!flat.has(`${base}_${c}`)) problems.push(`${lng}: ${ns}:${base}_${c} missing`);
        }
      }
      expect(problems).toEqual([]);
    });

    it('uses the same interpolation variables in every language', () => {
      const reference = byBase(loaded.en?.flat ?? new Map());
      const problems: string[] = [];
      for (const lng of LANGUAGES) {
        const bases = byBase(loaded[lng]?.flat ?? new Map());
        for (const [key, vars] of bases) {
          const ref = reference.get(key);
          if (!ref) continue;
          const a = [...ref].sort().join(',');
          const b = [...vars].sort().join(',');
          if (a !== b) problems.push(`${lng}: ${ns}:${key} uses {${b}} but en uses {${a}}`);
        }
      }
      expect(problems).toEqual([]);
    });
  });
});

/**
 * Words that every user sees whatever the image engine (the landing, the sign-in page, the create
 * steps, the page descriptions) never promise AI: the built-in engines are not generative. Texts
 * shown only with a hosted engine (redraw the product, other angles, the AI ideas fallback) may.
 */
describe('engine-neutral words', () => {
  const AI_WORD = /\b(AI|IA|KI)\b|KI-/;
  const ALWAYS_SHOWN: Array<[string, string]> = [
    ['create', 'steps.'],
    ['create', 'scenarios.'],
    ['home', 'landing.'],
    ['auth', ''],
    ['pages', ''],
  ];
  it.each(LANGUAGES)('%s: the screens everyone sees never say AI', (lng) => {
    const problems: string[] = [];
    for (const [ns, prefix] of ALWAYS_SHOWN) {
      const flat = flatten(JSON.parse(readFileSync(join(dir, lng, `${ns}.json`), 'utf8')), '', new Map(), []);
      for (const [key, text] of flat) {
        // The landing's video section and engine note name the generative engines an operator may add.
        if (key.startsWith(prefix) && AI_WORD.test(text) && !/g[eé]n[eé]rativ/i.test(text)) problems.push(`${ns}:${key}: ${text}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
