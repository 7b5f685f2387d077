import parsePrometheusTextFormat from 'parse-prometheus-text-format';

/**
 * A scrape read as Prometheus does: parse-prometheus-text-format must take it (it throws on a malformed line), and
 * every line is checked against the text exposition format 0.0.4 itself (that parser reads values loosely and folds
 * a labelled histogram's series together), so the samples come back by name and labels.
 */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const LABEL_NAME = '[a-zA-Z_][a-zA-Z0-9_]*';
const LABEL_VALUE = '"(?:[^"\\\\\\n]|\\\\[\\\\"n])*"';
/** A float as Go's ParseFloat reads it (the format's rule): NaN and Inf in any case, as prom-client writes `Nan`. */
const NUMBER = '[+-]?(?:\\d+\\.?\\d*|\\.\\d+)(?:[eE][+-]?\\d+)?|[+-]?[iI][nN][fF](?:[iI][nN][iI][tT][yY])?|[nN][aA][nN]';
const LABEL = new RegExp(`(${LABEL_NAME})=(${LABEL_VALUE})`, 'g');
const SAMPLE_LINE = new RegExp(
  `^(${NAME})(?:\\{((?:${LABEL_NAME}=${LABEL_VALUE})(?:,${LABEL_NAME}=${LABEL_VALUE})*,?)?\\})? (${NUMBER})(?: -?\\d+)?$`,
);
const TYPE_LINE = new RegExp(`^# TYPE (${NAME}) (counter|gauge|histogram|summary|untyped)$`);
const HELP_LINE = new RegExp(`^# HELP (${NAME})(?: .*)?$`);
const SUFFIXES: Record<string, string[]> = { histogram: ['_bucket', '_count', '_sum'], summary: ['_count', '_sum'] };

const numberOf = (text: string) =>
  /^[+-]?inf/i.test(text) ? (text.startsWith('-') ? -Infinity : Infinity) : /^nan$/i.test(text) ? NaN : Number(text);
const unescape = (quoted: string) => quoted.slice(1, -1).replace(/\\(["\\n])/g, (_all, c: string) => (c === 'n' ? '\n' : c));

/** The samples of `text`, after both checks; throws naming the first line that breaks the format. */
export function readExposition(text: string): { types: Map<string, string>; samples: Sample[] } {
  const parsed = parsePrometheusTextFormat(text);
  if (!text.endsWith('\n')) throw new Error('the exposition must end with a line feed');
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  const seen = new Set<string>();
  const finished = new Set<string>();
  let current: string | null = null;
  const familyOf = (name: string) => {
    if (types.has(name)) return name;
    for (const [family, type] of types) if ((SUFFIXES[type] ?? []).some((suffix) => name === `${family}${suffix}`)) return family;
    throw new Error(`a sample of ${name} has no TYPE line before it`);
  };
  for (const line of text.slice(0, -1).split('\n')) {
    const type = TYPE_LINE.exec(line);
    const sample = SAMPLE_LINE.exec(line);
    if (type) {
      if (types.has(type[1]!)) throw new Error(`a second TYPE line for ${type[1]}`);
      types.set(type[1]!, type[2]!);
    } else if (sample) {
      const family = familyOf(sample[1]!);
      if (family !== current && finished.has(family)) throw new Error(`the samples of ${family} are not one group`);
      if (current && family !== current) finished.add(current);
      current = family;
      const labels = Object.fromEntries([...(sample[2] ?? '').matchAll(LABEL)].map(([, name, value]) => [name!, unescape(value!)]));
      const key = `${sample[1]}${JSON.stringify(Object.entries(labels).sort())}`;
      if (seen.has(key)) throw new Error(`a repeated sample: ${line}`);
      seen.add(key);
      samples.push({ name: sample[1]!, labels, value: numberOf(sample[3]!) });
    } else if (line !== '' && !HELP_LINE.test(line) && !(line.startsWith('#') && !/^# (TYPE|HELP) /.test(line))) {
      throw new Error(`not a line of the text format: ${JSON.stringify(line)}`);
    }
  }
  checkHistograms(types, samples);
  const parsedNames = parsed.map((family) => family.name).sort();
  if (JSON.stringify(parsedNames) !== JSON.stringify([...types.keys()].sort()))
    throw new Error('parse-prometheus-text-format found other metric families');
  return { types, samples };
}

/** Each histogram series: buckets by `le`, never falling, the last `+Inf` and equal to `_count`. */
function checkHistograms(types: Map<string, string>, samples: Sample[]): void {
  for (const [family, type] of types) {
    if (type !== 'histogram') continue;
    for (const count of samples.filter((sample) => sample.name === `${family}_count`)) {
      const same = (sample: Sample) =>
        Object.entries(count.labels).every(([name, value]) => sample.labels[name] === value) &&
        Object.keys(sample.labels).length === Object.keys(count.labels).length + 1;
      const buckets = samples.filter((sample) => sample.name === `${family}_bucket` && same(sample));
      const values = buckets.map((bucket) => bucket.value);
      if (buckets.at(-1)?.labels.le !== '+Inf' || buckets.at(-1)?.value !== count.value)
        throw new Error(`${family}${JSON.stringify(count.labels)}: the +Inf bucket is not the count`);
      if (values.some((value, index) => index > 0 && value < values[index - 1]!)) throw new Error(`${family}: buckets fall`);
    }
  }
}

/** The value of the sample `name` whose labels include `labels` (0 when there is none yet, as a new counter reads). */
export function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.filter(
    (sample) => sample.name === name && Object.entries(labels).every(([label, value]) => sample.labels[label] === value),
  );
  if (found.length > 1) throw new Error(`${name}${JSON.stringify(labels)} names ${found.length} samples`);
  return found[0]?.value ?? 0;
}
