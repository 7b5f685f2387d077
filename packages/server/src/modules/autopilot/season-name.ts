/** A season named as football names them: "2026/27" across two years, "2026" within one. */
export function seasonName(season: { startDate: string; endDate: string }): string {
  const start = season.startDate.slice(0, 4);
  const end = season.endDate.slice(0, 4);
  return start === end ? start : `${start}/${end.slice(2)}`;
}
