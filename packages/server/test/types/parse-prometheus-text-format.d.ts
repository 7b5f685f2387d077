// parse-prometheus-text-format ships no types; its result as prom2json writes it.
declare module 'parse-prometheus-text-format' {
  interface ParsedFamily {
    name: string;
    help: string;
    type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
    metrics: Array<Record<string, unknown>>;
  }
  export default function parsePrometheusTextFormat(text: string): ParsedFamily[];
}
