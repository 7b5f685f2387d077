/**
 * The exact search behind `canWin` (see `contention.ts`): can one player finish level with or above every rival,
 * given each closed match's possible point lists? Branch and bound over the matches, one point list per match.
 * It runs for every player of a table, so the hot parts are plain loops.
 */

/** What the target gains on each rival with each of a match's point lists: `gains[list][rival]`. */
type Gains = number[][];

/** Each rival's best and worst gain over one match's lists. */
function extremes(gains: Gains): { best: number[]; worst: number[] } {
  const best = [...gains[0]!];
  const worst = [...gains[0]!];
  for (let list = 1; list < gains.length; list++)
    for (let rival = 0; rival < best.length; rival++) {
      const gain = gains[list]![rival]!;
      if (gain > best[rival]!) best[rival] = gain;
      if (gain < worst[rival]!) worst[rival] = gain;
    }
  return { best, worst };
}

/** `other` gains at least as much as `gain` on every rival. */
function covers(other: number[], gain: number[]) {
  for (let rival = 0; rival < gain.length; rival++) if (other[rival]! < gain[rival]!) return false;
  return true;
}

/** A match's lists without those another list covers (equal lists: the first stays). */
const undominated = (gains: Gains): Gains =>
  gains.filter((gain, index) => !gains.some((other, at) => at !== index && covers(other, gain) && (at < index || !covers(gain, other))));

/** Per position `k`, each rival's best and worst sums over matches `k..`. */
function suffixSums(matches: Gains[], rivals: number) {
  const best = [Array<number>(rivals).fill(0)];
  const worst = [Array<number>(rivals).fill(0)];
  for (let k = matches.length - 1; k >= 0; k--) {
    const match = extremes(matches[k]!);
    best.unshift(best[0]!.map((value, rival) => value + match.best[rival]!));
    worst.unshift(worst[0]!.map((value, rival) => value + match.worst[rival]!));
  }
  return { best, worst };
}

/** The matches' gains on `rivals`, those of a match whose lists all gain the same already added to `lead`. */
function gainsOn(target: number, rivals: number[], matches: readonly number[][][], lead: number[]): Gains[] {
  const ordered: Gains[] = [];
  for (const lists of matches) {
    const gains = lists.map((list) => rivals.map((rival) => list[target]! - list[rival]!));
    // A match whose lists all gain the same decides nothing: its gains are certain.
    if (gains.every((gain) => covers(gain, gains[0]!) && covers(gains[0]!, gain)))
      lead.forEach((_, rival) => (lead[rival]! += gains[0]![rival]!));
    else ordered.push(gains);
  }
  return ordered.sort((a, b) => a.length - b.length);
}

/**
 * Depth-first over the matches, the list leaving the tightest rival the most room first; a list after which
 * some rival cannot be caught even if every later match goes the target's best way for that rival is cut.
 * `failed` remembers positions shown impossible (a lead that is safe whatever follows counts as just safe).
 * Null once `budget` nodes are spent.
 */
function search(matches: Gains[], lead: number[], budget: number, failed: Set<string> | null) {
  const { best, worst } = suffixSums(matches, lead.length);
  let nodes = 0;
  const descend = (k: number, at: number[]): boolean | null => {
    if (k === matches.length) return true;
    const key = failed && `${k}|${at.map((value, rival) => Math.min(value, -worst[k]![rival]!)).join(',')}`;
    if (key && failed!.has(key)) return false;
    const children: Array<{ next: number[]; room: number }> = [];
    for (const gains of matches[k]!) {
      const next = at.map((value, rival) => value + gains[rival]!);
      let room = Infinity;
      for (let rival = 0; rival < next.length; rival++) room = Math.min(room, next[rival]! + best[k + 1]![rival]!);
      if (room >= 0) children.push({ next, room });
    }
    children.sort((a, b) => b.room - a.room);
    for (const child of children) {
      if (++nodes > budget) return null;
      const found = descend(k + 1, child.next);
      if (found !== false) return found;
    }
    if (key) failed!.add(key);
    return false;
  };
  return { answer: descend(0, lead), nodes };
}

/**
 * Whether `target` can finish level with or above every rival. `lead[i]`: how far the target is ahead of player
 * `i` before the closed matches (the target's own entry is ignored); `matches[m]`: the point lists (by player)
 * closed match `m` can give. First each rival on their own (the pairwise answer): one the target cannot catch
 * ends it, one it stays level with whatever happens drops out. Then a quick greedy descent, and failing that the
 * exact search over each match's lists less those another list beats for every remaining rival.
 *
 * After `budget` nodes the answer is null and the caller falls back to the pairwise answer, which is necessary
 * but not sufficient: it may say "can win" wrongly, never the reverse.
 */
export function canFinishFirst(
  target: number,
  lead: readonly number[],
  matches: readonly number[][][],
  budget: number,
): { answer: boolean | null; nodes: number } {
  const rivals = lead.flatMap((_, player) => (player === target ? [] : [player]));
  const threats: number[] = [];
  for (const rival of rivals) {
    let [best, worst] = [lead[rival]!, lead[rival]!];
    for (const lists of matches) {
      let [high, low] = [-Infinity, Infinity];
      for (const list of lists) {
        const gain = list[target]! - list[rival]!;
        if (gain > high) high = gain;
        if (gain < low) low = gain;
      }
      best += high;
      worst += low;
    }
    if (best < 0) return { answer: false, nodes: 0 };
    if (worst < 0) threats.push(rival);
  }
  if (threats.length === 0) return { answer: true, nodes: 0 };

  const lead0 = threats.map((rival) => lead[rival]!);
  const ordered = gainsOn(target, threats, matches, lead0);
  const greedy = search(ordered, lead0, ordered.length, null);
  if (greedy.answer) return greedy;
  const pruned = ordered.map(undominated).sort((a, b) => a.length - b.length);
  const exact = search(pruned, lead0, budget, new Set());
  return { answer: exact.answer, nodes: greedy.nodes + exact.nodes };
}
