/**
 * A linear-time matcher for JSON Schema `pattern`: a Thompson NFA simulated one code
 * point at a time over a deduplicated state set, so no pattern a server sends can make
 * matching backtrack (`^(a+)+$` costs the same per character as `^a+$`).
 *
 * Single-code-point atoms (literals, `.`, `\d`, `\s`, `\u{…}`, `[...]`) are tested by a
 * native regex of just that atom, `^atom$`: it cannot backtrack (it matches one code point)
 * and it gives exactly the engine's own `\s` and class semantics for free.
 */

/** Tells whether one code point matches an atom. */
type Atom = (c: string) => boolean;
/** An atom, an assertion (`^`, `$`, `\b`), a sequence, an alternation or a repetition (`hi` may be Infinity). */
type Node = Atom | string | Node[] | { or: Node[] } | { r: Node; lo: number; hi: number };
/** Consume one code point, check an assertion, or jump (epsilon) to every listed index. */
type Instruction = Atom | string | number[];

// One token per match, and every code point lands in one: a class, an escape (whole
// `\uXXXX\uXXXX` surrogate pairs, which the `u` flag reads as one code point), a group
// opener (`(`, `(?:`, `(?<name>`; anything else after `(?` is a 3-character token that
// gets refused), a quantifier with its lazy `?`, or one code point.
const tokenShape =
  /\[(?:\\[^]|[^\\\]])*\]|\\(?:u\{\w+\}|u(?:[dD][89abAB]\w\w\\u(?=[dD][c-fC-F]))?\w{4}|x\w\w|c\w|[^])|\((?:\?(?:<(?![=!])[^>]*>|[^]))?|\{[\d,]+\}\??|[*+?]\??|[^]/gu;

// Without the `i` flag, `\b` and `\w` are ASCII even with the `u` flag.
const isWord = (c = ''): boolean => /\w/.test(c);
// Every state of a step tests the same code point, and `x{0,500}` makes 500 states share one
// atom: remembering the last answer keeps a step's cost to one regex call per distinct atom.
const atom = (re: RegExp): Atom => {
  let last: string | undefined;
  let hit = false;
  return (c) => (c === last ? hit : (hit = re.test((last = c))));
};

/**
 * Thrown inside `compilePattern` for what it does not support; its catch refuses the pattern.
 * Made when thrown, never as the module loads (see walk.ts).
 */
class UnsupportedPattern extends Error {}

/**
 * Compiles a JSON Schema `pattern` (ECMA-262 syntax, unanchored: it matches anywhere unless anchored, Unicode semantics as with the `u` flag, matching by code point)
 * into a test that runs in time linear in the text's length (times the pattern's size), or returns `undefined` when the pattern uses
 * something this matcher does not support or is too large (the caller then shows a note instead of checking).
 */
export function compilePattern(source: string): ((text: string) => boolean) | undefined {
  const prog: Instruction[] = [];
  try {
    // The engine's own parser settles what is valid; after this every token sequence is well formed.
    new RegExp(source, 'u');
    const tokens = source.match(tokenShape) ?? [];
    let i = 0;
    let size = 0;

    const alternation = (): Node => {
      const or = [sequence()];
      while (tokens[i] === '|') {
        i++;
        or.push(sequence());
      }
      return or.length > 1 ? { or } : or[0]!;
    };
    const sequence = (): Node[] => {
      const items: Node[] = [];
      for (let t: string | undefined; (t = tokens[i]) && t !== '|' && t !== ')';) {
        i++;
        let node: Node;
        if (t[0] === '(') {
          // Lookarounds and modifiers: `(?=`, `(?!`, `(?<`, `(?i`...
          if (t.length === 3 && t !== '(?:') throw new UnsupportedPattern();
          node = alternation();
          i++; // `)`
        } else if (/^\\[1-9kB]|\\[pP]/.test(t)) {
          // Backreferences are not regular; `\p{…}` is left out on purpose. `\B` is refused
          // because V8 also finds an empty `\B` match inside a surrogate pair (`/\B/u` on `a😀a`).
          throw new UnsupportedPattern();
        } else node = t === '^' || t === '$' || t === '\\b' ? t : atom(new RegExp(`^${t}$`, 'u'));
        const q = tokens[i];
        if (q && /^[*+?{]/.test(q)) {
          i++;
          const [lo = '', hi = lo] = q[0] === '{' ? q.slice(1, q.indexOf('}')).split(',') : [];
          node =
            q[0] === '{'
              ? { r: node, lo: +lo, hi: hi ? +hi : Infinity }
              : { r: node, lo: q[0] === '+' ? 1 : 0, hi: q[0] === '?' ? 1 : Infinity };
        }
        items.push(node);
      }
      return items;
    };

    const emit = (node: Node): void => {
      // Matching costs up to one visit per instruction per code point: cap the program. Emitted
      // nodes count too, so that `(?:){99999999}` (no instructions) is refused as well.
      if (++size + prog.length > 5e3) throw new UnsupportedPattern();
      if (Array.isArray(node)) node.forEach(emit);
      else if (typeof node !== 'object') prog.push(node);
      else if ('or' in node) {
        const fork: number[] = [];
        const joins: number[][] = [];
        prog.push(fork);
        for (const branch of node.or) {
          fork.push(prog.length);
          emit(branch);
          joins.push([]);
          prog.push(joins.at(-1)!);
        }
        for (const join of joins) join.push(prog.length);
      } else {
        for (let k = 0; k < node.lo; k++) emit(node.r);
        // Each optional copy: fork to the copy or past it; an unbounded one loops back to its fork.
        for (let k = node.lo; k < node.hi; k++) {
          const at = prog.length;
          const fork = [at + 1];
          prog.push(fork);
          emit(node.r);
          if (node.hi === Infinity) {
            prog.push([at]);
            k = Infinity;
          }
          fork.push(prog.length);
        }
      }
    };

    emit(alternation());
  } catch {
    return undefined;
  }

  const end = prog.length;
  return (text) => {
    const chars = [...text];
    // Linear is not free: past 5e7 steps (a 10,000-character text on the largest program)
    // the text is refused as not matching rather than freeze the page on a keystroke.
    if (chars.length * end > 5e7) return false;
    // seen[x] > k: state x is already in the set for the position before chars[k].
    const seen = new Int32Array(end + 1);
    const stack: number[] = [];
    let now: number[] = [];
    // Adds pc and what it reaches without consuming to `out`, the set at position k.
    const add = (pc: number, k: number, out: number[]): void => {
      for (stack.push(pc); stack.length;) {
        const x = stack.pop()!;
        if (seen[x]! > k) continue;
        seen[x] = k + 1;
        const ins = prog[x];
        if (Array.isArray(ins)) stack.push(...ins);
        else if (typeof ins === 'function') out.push(x);
        else if (
          ins === '^'
            ? !k
            : ins === '$'
              ? k === chars.length
              : ins && isWord(chars[k - 1]) !== isWord(chars[k])
        )
          stack.push(x + 1);
      }
    };
    for (let k = 0; ; k++) {
      add(0, k, now); // a match may start at every position
      const c = chars[k];
      if (seen[end]! > k) return true;
      if (c === undefined) return false;
      const next: number[] = [];
      for (const x of now) if ((prog[x] as Atom)(c)) add(x + 1, k + 1, next);
      now = next;
    }
  };
}
