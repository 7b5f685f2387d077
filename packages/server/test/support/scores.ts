/** Finds any object in a response that carries this exact predicted score (a visibility check's probe). */
export function containsScore(body: unknown, home: number, away: number): boolean {
  if (Array.isArray(body)) return body.some((item) => containsScore(item, home, away));
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    if (record.home === home && record.away === away) return true;
    return Object.values(record).some((value) => containsScore(value, home, away));
  }
  return false;
}
